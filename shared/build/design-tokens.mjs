import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const shopStylesheet = fileURLToPath(new URL('../src/design/shop.css', import.meta.url))

/** @param {string} text @param {RegExp} pattern */
const namesIn = (text, pattern) => new Set([...text.matchAll(pattern)].map((match) => match[1]))

/**
 * The `--shop-*` tokens an app's styles read that the shop does not define: a misspelt or
 * removed token does not fail a build, it silently takes its fallback (or nothing), and the
 * remote drifts from the shop. Defined means declared in `shared/src/design/shop.css`, or set by
 * the app itself (a `--shop-…:` declaration in its CSS, or the name in quotes in its scripts,
 * for properties kept up to date at run time).
 *
 * @example unknownShopTokens('mfe-catalog/src') // []
 *
 * @param {string} sourceDir
 * @returns {string[]} `file: --shop-name`, one per unknown token a file reads
 */
export function unknownShopTokens(sourceDir) {
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  const read = (file) => readFileSync(path.join(sourceDir, file), 'utf8')
  const css = files.filter((file) => file.endsWith('.css'))
  const scripts = files.filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\./.test(file))
  const declaration = /(--shop-[a-z0-9-]+)\s*:/g
  const defined = new Set([
    ...namesIn(readFileSync(shopStylesheet, 'utf8'), declaration),
    ...css.flatMap((file) => [...namesIn(read(file), declaration)]),
    ...scripts.flatMap((file) => [...namesIn(read(file), /['"`](--shop-[a-z0-9-]+)['"`]/g)]),
  ])
  return css.flatMap((file) =>
    [...namesIn(read(file), /var\(\s*(--shop-[a-z0-9-]+)/g)]
      .filter((name) => !defined.has(name))
      .map((name) => `${file}: ${name}`),
  )
}
