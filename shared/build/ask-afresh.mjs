// Browser code: `defineApp` bundles this file into every app as a federation runtime plugin.

/**
 * The part of a bundle's `__webpack_require__` that loads chunks: the public path, the file
 * name of a chunk's script (`u`) and stylesheet (`k`), and the loaders `import()` runs for a
 * chunk (`f.j` scripts, `f.css` stylesheets; each pushes the promise of its load).
 *
 * @typedef {object} ChunkLoading
 * @property {string} p
 * @property {(id: string | number) => string} [u]
 * @property {(id: string | number) => string} [k]
 * @property {Record<string, (id: string | number, promises: Promise<unknown>[]) => void>} f
 */

/** The page's files whose load failed, with how often: one list for every bundle on the page. */
const failedFilesKey = Symbol.for('shop.failed-files')
const wrappedKey = Symbol.for('shop.ask-afresh')

/**
 * After a chunk's script or stylesheet failed to load (an error, or the bundler's time limit on
 * a stalled request), asks for it again under a new URL (`?attempt=2`, …). Chromium hands a new
 * `<script>` or `<link>` the request already under way for its URL, so a retry of a stalled
 * chunk (the federation retry plugin's, or the shopper's retry button) waited on the very
 * request that stalled. A chunk's first load keeps its plain URL, which the document preloaded
 * and the browser may hold in its cache. The list is the page's: a remote loaded again after a
 * failure (a fresh entry, so a fresh `__webpack_require__`) still asks afresh.
 *
 * @param {ChunkLoading} loading the bundle's `__webpack_require__`
 * @param {object} [page] where the page-wide list lives (the window)
 */
export function askAfreshAfterFailure(loading, page = globalThis) {
  const marked = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (loading))
  if (marked[wrappedKey]) return
  marked[wrappedKey] = true
  const shared = /** @type {Record<symbol, Map<string, number> | undefined>} */ (page)
  const failed = shared[failedFilesKey] ?? new Map()
  shared[failedFilesKey] = failed
  for (const [loader, nameOf] of /** @type {const} */ ([
    ['j', 'u'],
    ['css', 'k'],
  ])) {
    const load = loading.f[loader]
    const fileOf = loading[nameOf]
    if (typeof load !== 'function' || typeof fileOf !== 'function') continue
    loading[nameOf] = (id) => {
      const file = fileOf(id)
      const failures = failed.get(loading.p + file)
      return failures ? `${file}${file.includes('?') ? '&' : '?'}attempt=${failures + 1}` : file
    }
    loading.f[loader] = (id, promises) => {
      const before = promises.length
      load(id, promises)
      for (const pending of promises.slice(before))
        pending.catch(() => {
          const url = loading.p + fileOf(id)
          failed.set(url, (failed.get(url) ?? 0) + 1)
        })
    }
  }
}

/**
 * The runtime plugin `defineApp` names in `runtimePlugins`: the federation runtime calls it as
 * it starts the bundle, before the bundle loads any chunk.
 *
 * @returns {{ name: string }}
 */
export default function askAfreshPlugin() {
  // The bundler puts its own require function in place of this name.
  askAfreshAfterFailure(__webpack_require__)
  return { name: 'shop-ask-afresh' }
}
