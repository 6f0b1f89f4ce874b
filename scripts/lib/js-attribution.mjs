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
 * Minified bytes per source key of one script.
 *
 * @param {string} code the script
 * @param {object | string} map its source map
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map) {
  const consumer = new SourceMapConsumer(typeof map === 'string' ? JSON.parse(map) : map)
  const lines = code.split('\n')
  /** @type {{ line: number, column: number, source: string | null }[]} */
  const segments = []
  consumer.eachMapping(
    (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  )
  const bytes = new Map()
  const add = (key, n) => n > 0 && bytes.set(key, (bytes.get(key) ?? 0) + n)
  let mapped = 0
  for (const [i, segment] of segments.entries()) {
    const next = segments[i + 1]
    const end = next?.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? 0)
    const n = end - segment.column
    add(segment.source ? sourceKey(segment.source) : '(generated)', n)
    mapped += Math.max(n, 0)
  }
  // What precedes the first mapping of each line belongs to nobody: the bundler wrote it.
  add('(generated)', code.length - mapped - (lines.length - 1))
  return bytes
}

/**
 * A script's gzip bytes shared out by part.
 *
 * @param {string} code
 * @param {object | string} map
 * @param {number} gzipBytes
 * @returns {Map<string, number>} part name → gzip bytes
 */
export function gzipByPart(code, map, gzipBytes) {
  const bySource = bytesBySource(code, map)
  const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1
  const byPart = new Map()
  for (const [key, n] of bySource) {
    const part = partOf(key)
    byPart.set(part, (byPart.get(part) ?? 0) + (gzipBytes * n) / total)
  }
  return byPart
}
