import { describe, expect, it } from 'vitest'
import { askAfreshAfterFailure } from './ask-afresh.mjs'

/**
 * A bundle's chunk loading as the bundler runtime has it: the loaders build the URL from the
 * public path and the file name when they run, and push the promise of the load. `outcome`
 * decides whether a load of a URL succeeds; `asked` lists the URLs in the order asked for.
 */
function bundle(publicPath = 'https://shop.example/_mf/catalog/1.0.0/') {
  /** @type {string[]} */
  const asked = []
  /** @type {(url: string) => boolean} */
  let outcome = () => true
  /** @param {string} url */
  const fetchFile = (url) => {
    asked.push(url)
    return outcome(url) ? Promise.resolve() : Promise.reject(new Error(`Loading chunk failed (${url})`))
  }
  const loading = {
    p: publicPath,
    /** @param {string | number} id */
    u: (id) => `${id}.abc123.js`,
    /** @param {string | number} id */
    k: (id) => `${id}.def456.css`,
    f: {
      /** @type {(id: string | number, promises: Promise<unknown>[]) => void} */
      j: (id, promises) => {
        promises.push(fetchFile(loading.p + loading.u(id)))
      },
      /** @type {(id: string | number, promises: Promise<unknown>[]) => void} */
      css: (id, promises) => {
        promises.push(fetchFile(loading.p + loading.k(id)))
      },
    },
  }
  /** @param {string} loader @param {string | number} id */
  const load = async (loader, id) => {
    /** @type {Promise<unknown>[]} */
    const promises = []
    loading.f[/** @type {'j' | 'css'} */ (loader)](id, promises)
    return Promise.all(promises).then(
      () => 'loaded',
      () => 'failed',
    )
  }
  return {
    loading,
    asked,
    load,
    /** @param {(url: string) => boolean} decide */
    answer(decide) {
      outcome = decide
    },
    /**
     * Loads a chunk whose first load fails and whose next one succeeds.
     * @param {string} loader
     * @param {string | number} id
     */
    async loadAfterFailure(loader, id) {
      outcome = () => false
      await load(loader, id)
      outcome = () => true
      await load(loader, id)
    },
  }
}

describe('askAfreshAfterFailure', () => {
  it('asks for a chunk by its plain URL while its loads succeed', async () => {
    const page = {}
    const app = bundle()
    askAfreshAfterFailure(app.loading, page)
    await app.load('j', 8699)
    await app.load('j', 8699)
    expect(app.asked).toEqual([
      'https://shop.example/_mf/catalog/1.0.0/8699.abc123.js',
      'https://shop.example/_mf/catalog/1.0.0/8699.abc123.js',
    ])
  })

  it('asks for a script again under a new URL after each failed load, a plain one for other chunks', async () => {
    const page = {}
    const app = bundle()
    askAfreshAfterFailure(app.loading, page)
    app.answer((url) => !url.includes('8699'))
    expect(await app.load('j', 8699)).toBe('failed')
    expect(await app.load('j', 8699)).toBe('failed')
    app.answer(() => true)
    expect(await app.load('j', 8699)).toBe('loaded')
    await app.load('j', 15)
    expect(app.asked.map((url) => url.slice(url.lastIndexOf('/') + 1))).toEqual([
      '8699.abc123.js',
      '8699.abc123.js?attempt=2',
      '8699.abc123.js?attempt=3',
      '15.abc123.js',
    ])
  })

  it('asks for a stylesheet again under a new URL after its load failed', async () => {
    const page = {}
    const app = bundle()
    askAfreshAfterFailure(app.loading, page)
    await app.loadAfterFailure('css', 8699)
    expect(app.asked.at(-1)).toBe('https://shop.example/_mf/catalog/1.0.0/8699.def456.css?attempt=2')
  })

  it('asks afresh from a bundle loaded again after the failure, and leaves other apps’ files alone', async () => {
    // The shell's retry loads the remote's entry again: a new runtime, on the same page.
    const page = {}
    const first = bundle()
    askAfreshAfterFailure(first.loading, page)
    first.answer(() => false)
    await first.load('j', 8699)
    const again = bundle()
    askAfreshAfterFailure(again.loading, page)
    await again.load('j', 8699)
    const cart = bundle('https://shop.example/_mf/cart/2.0.0/')
    askAfreshAfterFailure(cart.loading, page)
    await cart.load('j', 8699)
    expect(again.asked).toEqual(['https://shop.example/_mf/catalog/1.0.0/8699.abc123.js?attempt=2'])
    expect(cart.asked).toEqual(['https://shop.example/_mf/cart/2.0.0/8699.abc123.js'])
  })

  it('wraps a bundle once, however often the runtime starts the plugin', async () => {
    const page = {}
    const app = bundle()
    askAfreshAfterFailure(app.loading, page)
    askAfreshAfterFailure(app.loading, page)
    await app.loadAfterFailure('j', 1)
    expect(app.asked.at(-1)).toBe('https://shop.example/_mf/catalog/1.0.0/1.abc123.js?attempt=2')
  })

  it('leaves a bundle without stylesheet chunks to load its scripts', async () => {
    const page = {}
    const app = bundle()
    const { k: _stylesheets, ...scriptsOnly } = app.loading
    const loading = { ...scriptsOnly, f: { j: app.loading.f.j } }
    askAfreshAfterFailure(loading, page)
    expect(loading).not.toHaveProperty('k')
    expect(loading.f).not.toHaveProperty('css')
    expect(typeof loading.u).toBe('function')
  })
})
