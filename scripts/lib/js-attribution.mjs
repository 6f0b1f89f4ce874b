import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

/**
 * Where a page's JavaScript bytes come from, by part of the stack: the budget's question is
 * whether the shop's own code or the libraries the stack fixes weigh more. A script's gzip bytes
 * are shared out among the sources its source map names, in proportion to the minified bytes
 * each produced (gzip does not split by source; the proportion is a fair estimate).
 */

/** The parts of the stack, in the order they are printed; the first whose test matches wins. */
export const parts = [
  { name: 'react + react-dom', test: /^npm:(react|react-dom|scheduler)$/ },
  {
    // The bundler's runtime modules (chunk loading, sharing, remotes), the generated federation
    // bootstrap and module wrappers: what a federated build costs before any module in it.
    name: 'federation + bundler runtime',
    test: /^(npm:@module-federation\/|webpack\/|data:|\(generated\)$)/,
  },
  {
    name: 'i18next + react-i18next',
    test: /^npm:(i18next|react-i18next|html-parse-stringify|void-elements)$/,
  },
  { name: 'zod', test: /^npm:zod$/ },
  { name: 'Commerce Layer client', test: /^npm:@commercelayer\// },
  { name: 'zustand', test: /^npm:zustand$/ },
  { name: 'other libraries', test: /^npm:/ },
  { name: 'shop code', test: /./ },
]

/**
 * The package (`npm:name`) or the workspace path a source-map source names.
 *
 * @param {string} source e.g. `webpack://shell/../node_modules/react-dom/cjs/x.js`
 * @returns {string}
 */
export function sourceKey(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return `npm:${inPackage[1]}`
  if (source.startsWith('data:')) return 'data:'
  return source.replace(/^webpack:\/\/[^/]*\//, '')
}

/** @param {string} key */
export const partOf = (key) => (parts.find((part) => part.test.test(key)) ?? parts.at(-1)).name

/**
 * @template K, V
 * @param {Map<K, V[]>} map
 * @param {K} key
 * @param {V} value
 */
function pushTo(map, key, value) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * The text of one script by source key: the bytes from each mapping to the next on its line.
 *
 * @param {string} code the script
 * @param {object | string} map its source map
 * @returns {Map<string, string>}
 */
export function textBySource(code, map) {
  const consumer = new SourceMapConsumer(typeof map === 'string' ? JSON.parse(map) : map)
  const lines = code.split('\n')
  /** @type {{ line: number, column: number, source: string | null }[]} */
  const segments = []
  consumer.eachMapping(
    (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  )
  /** @type {Map<string, string[]>} */
  const pieces = new Map()
  const add = (key, text) => text && pushTo(pieces, key, text)
  /** @type {Map<number, typeof segments>} */
  const byLine = new Map()
  for (const segment of segments) pushTo(byLine, segment.line, segment)
  for (const [index, line] of lines.entries()) {
    const onLine = byLine.get(index + 1) ?? []
    // What precedes the first mapping of a line belongs to nobody: the bundler wrote it.
    add('(generated)', line.slice(0, onLine[0]?.column ?? line.length))
    for (const [i, segment] of onLine.entries()) {
      const text = line.slice(segment.column, onLine[i + 1]?.column ?? line.length)
      add(segment.source ? sourceKey(segment.source) : '(generated)', text)
    }
  }
  return new Map([...pieces].map(([key, texts]) => [key, texts.join('')]))
}

/**
 * Minified bytes per source key of one script.
 *
 * @param {string} code the script
 * @param {object | string} map its source map
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map) {
  return new Map([...textBySource(code, map)].map(([key, text]) => [key, text.length]))
}

/**
 * A script's gzip bytes shared out by part, in proportion to what each part's own code weighs
 * gzipped: a part that compresses well (the SDK's look-alike resource classes) takes less of a
 * file it shares with others than its minified bytes would say.
 *
 * @param {string} code
 * @param {object | string} map
 * @param {number} gzipBytes
 * @returns {Map<string, number>} part name → gzip bytes
 */
export function gzipByPart(code, map, gzipBytes) {
  /** @type {Map<string, string[]>} */
  const textByPart = new Map()
  for (const [key, text] of textBySource(code, map)) pushTo(textByPart, partOf(key), text)
  const alone = new Map([...textByPart].map(([part, texts]) => [part, gzipSync(texts.join('')).length]))
  const total = [...alone.values()].reduce((a, b) => a + b, 0) || 1
  return new Map([...alone].map(([part, n]) => [part, (gzipBytes * n) / total]))
}
