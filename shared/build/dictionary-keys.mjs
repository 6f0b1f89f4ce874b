import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/**
 * @param {object} messages
 * @param {string} [prefix]
 * @returns {string[]}
 */
function keysOf(messages, prefix = '') {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(pluralSuffix, '')}`],
  )
}

/**
 * The keys of a team's namespace that no source file of its app writes out: a key no screen
 * reads is weight every visit downloads and a translation to keep up. A key counts as read when
 * the source holds it whole in quotes or backticks, bare or with its namespace (`'catalog:x.y'`);
 * keys assembled at run time would need listing by the caller. Tests and their helpers
 * (`*.test.*`, `test/`) do not count.
 *
 * @example unreadKeys(namespaces.catalog.en, { namespace: 'catalog', sourceDir: 'mfe-catalog/src' }) // []
 *
 * @param {object} messages the namespace's messages in one language
 * @param {{ namespace: string, sourceDir: string }} options
 * @returns {string[]}
 */
export function unreadKeys(messages, { namespace, sourceDir }) {
  const source = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\.|(^|[\\/])test[\\/]/.test(file))
    .map((file) => readFileSync(path.join(sourceDir, file), 'utf8'))
    .join('\n')
  return [...new Set(keysOf(messages))].filter(
    (key) => ![`'${key}'`, `'${namespace}:${key}'`, `\`${key}\``].some((written) => source.includes(written)),
  )
}
