import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const localesDir = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales')

/**
 * A fingerprint of each namespace's words, over every language's file: what an app's build holds
 * of `catalog`, say, compared at run time with what the page's dictionary holds, tells a remote
 * that its team changed its words since the shell was built (see `own-words.ts`). Computed from
 * the sources, so a changed comment reads as changed words: a fetch too many, never one too few.
 *
 * @example wordsPrints() // { cart: '3f1c…', catalog: '9a0b…', … }
 * @returns {Record<string, string>}
 */
export function wordsPrints(dir = localesDir) {
  // Folders only: a note or an editor's file beside the languages is no language.
  const languages = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const namespaces = readdirSync(path.join(dir, languages[0] ?? ''))
    .filter((file) => file.endsWith('.ts') && !['index.ts', 'page.ts'].includes(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
  return Object.fromEntries(
    namespaces.map((ns) => {
      const hash = createHash('sha256')
      for (const language of languages)
        hash.update(language).update(readFileSync(path.join(dir, language, `${ns}.ts`)))
      return [ns, hash.digest('hex').slice(0, 12)]
    }),
  )
}
