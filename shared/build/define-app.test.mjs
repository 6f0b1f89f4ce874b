import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { rspack } from '@rspack/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineApp } from './define-app.mjs'
import { sharedModules } from './shared-modules.mjs'
import { ShopAppPlugin } from './shop-app-plugin.mjs'

const catalogDir = path.resolve(import.meta.dirname, '../../mfe-catalog')
const shellDir = path.resolve(import.meta.dirname, '../../shell')
const exposes = { './App': './src/exposes/app.tsx' }

/** @param {'production' | 'development'} [mode] */
const catalog = (mode) => defineApp({ name: 'catalog', dir: catalogDir, exposes, mode })
const shell = () => defineApp({ name: 'shell', dir: shellDir, isHost: true })

/** @param {import('@rspack/core').Configuration} config */
function federationOptions(config) {
  const plugin = config.plugins?.find((candidate) => candidate instanceof ModuleFederationPlugin)
  expect(plugin).toBeDefined()
  // The plugin keeps its options only in this internal field; it is the one place to see them.
  return /** @type {any} */ (plugin)._options
}

/** @param {import('@rspack/core').Configuration} config */
function shopAppPlugin(config) {
  const plugin = config.plugins?.find((candidate) => candidate instanceof ShopAppPlugin)
  expect(plugin).toBeDefined()
  return /** @type {ShopAppPlugin} */ (plugin)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('defineApp', () => {
  it('builds in the fingerprints of its words, which a remote compares with the page’s', () => {
    for (const config of [catalog(), shell()]) {
      const define = config.plugins?.find((plugin) => plugin instanceof rspack.DefinePlugin)
      expect(define).toBeDefined()
      const prints = JSON.parse(/** @type {any} */ (define)._args[0].__SHOP_WORDS_PRINTS__)
      expect(prints.catalog).toMatch(/^[0-9a-f]{12}$/)
    }
  })

  it('loads chunks from wherever the remote entry was served (the edge versions the path)', () => {
    expect(catalog().output?.publicPath).toBe('auto')
  })

  it("loads another origin's chunks with CORS, so their errors reach the page's reports", () => {
    expect(catalog().output?.crossOriginLoading).toBe('anonymous')
  })

  it('gives up on a stalled chunk long before the bundler’s two minutes, so the fallback shows', () => {
    expect(catalog().output?.chunkLoadTimeout).toBeLessThanOrEqual(15_000)
  })

  it('has every app, the shell too, ask again for a chunk that failed under a new URL', () => {
    const askAfresh = path.join(import.meta.dirname, 'ask-afresh.mjs')
    expect(federationOptions(catalog()).runtimePlugins).toContain(askAfresh)
    expect(federationOptions(shell()).runtimePlugins).toContain(askAfresh)
  })

  it('names every script and stylesheet by its content, so a new version never hits a stale cache', () => {
    const { output } = catalog()
    for (const name of ['filename', 'chunkFilename', 'cssFilename', 'cssChunkFilename']) {
      expect(output?.[name], name).toMatch(/\[contenthash(:\d+)?\]/)
    }
    expect(federationOptions(catalog()).filename).toMatch(/\[contenthash(:\d+)?\]/)
  })

  it.each(['development', 'production'])(
    'never emits eval source maps in %s, which the CSP forbids',
    (mode) => {
      const { devtool } = catalog(/** @type {'development' | 'production'} */ (mode))
      // Left unset, Rspack picks 'eval' for development builds.
      expect(devtool).toBeDefined()
      expect(String(devtool)).not.toMatch(/eval/)
    },
  )

  it.each(['development', 'production'])('prefixes every CSS class with the app name in %s', (mode) => {
    const config = catalog(/** @type {'development' | 'production'} */ (mode))
    const css = /** @type {{ localIdentName: string }} */ (config.module?.generator?.['css/auto'])
    expect(css.localIdentName).toMatch(/^catalog-/)
    // Without the class or its hash, every class of a file would collapse into one name.
    expect(css.localIdentName).toMatch(/\[(local|hash(:\d+)?)\]/)
  })

  it('builds for production unless NODE_ENV says development', () => {
    expect(catalog().mode).toBe('production')
    vi.stubEnv('NODE_ENV', 'development')
    expect(catalog().mode).toBe('development')
  })

  it('federates a remote with its exposes, loaded-first sharing and a manifest', () => {
    const options = federationOptions(catalog())
    expect(options).toMatchObject({ name: 'catalog', exposes, shareStrategy: 'loaded-first', manifest: true })
    expect(options.shared).toEqual(sharedModules(catalogDir))
  })

  it('federates the host without exposes, even when handed some', () => {
    const options = federationOptions(defineApp({ name: 'shell', dir: shellDir, isHost: true, exposes }))
    expect(options).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', manifest: true })
    expect(options.exposes).toEqual({})
  })

  it('records the host in shop-app.json with the APP_VERSION it is given', () => {
    vi.stubEnv('APP_VERSION', 'v-test')
    expect(shopAppPlugin(shell()).options).toEqual({ name: 'shell', isHost: true, version: 'v-test' })
    expect(shopAppPlugin(catalog()).options).toMatchObject({ name: 'catalog', isHost: false })
  })
})

/**
 * A production build of an app: every module it bundles, by path, and the text of its scripts.
 *
 * @param {import('@rspack/core').Configuration} config
 * @returns {Promise<{ modules: string[], chunksOf: Map<string, string[]>, scripts: string }>}
 */
async function buildApp(config) {
  const out = mkdtempSync(path.join(tmpdir(), 'define-app-'))
  try {
    const compiler = rspack({ ...config, output: { ...config.output, path: out } })
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    )
    await new Promise((resolve) => compiler.close(resolve))
    expect(stats?.hasErrors()).toBe(false)
    /** @type {string[]} */
    const modules = []
    /** @type {Map<string, string[]>} the names of the chunks each module is in */
    const chunksOf = new Map()
    const json = stats?.toJson({ modules: true, nestedModules: true, chunks: true })
    const chunkNames = new Map((json?.chunks ?? []).map((chunk) => [chunk.id, chunk.names ?? []]))
    /**
     * @param {import('@rspack/core').StatsModule[]} list
     * @param {string[]} [inChunks] the chunks of the concatenated module a nested one is part of
     */
    const walk = (list, inChunks) => {
      for (const module of list) {
        const names = inChunks ?? (module.chunks ?? []).flatMap((id) => chunkNames.get(id) ?? [String(id)])
        if (module.nameForCondition) {
          modules.push(module.nameForCondition)
          // A concatenated module is listed inside its root and again alone, with no chunk.
          chunksOf.set(module.nameForCondition, [...(chunksOf.get(module.nameForCondition) ?? []), ...names])
        }
        if (module.modules) walk(module.modules, names)
      }
    }
    walk(json?.modules ?? [])
    const scripts = readdirSync(out)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n')
    const notices = readdirSync(out)
      .filter((file) => file.endsWith('.LICENSE.txt'))
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n')
    return { modules, chunksOf, scripts, notices }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

// One build per app for every test below: a production build takes seconds.
const builds = new Map()
/** @param {() => import('@rspack/core').Configuration} config */
const built = (config) => {
  if (!builds.has(config)) builds.set(config, buildApp(config()))
  return builds.get(config)
}
const remote = () => catalog()

describe('the federation runtime an app bundles', () => {
  it.each([
    // The host provides runtime-core to the page; a remote brings only the bundler runtime.
    { app: 'the host', config: shell, part: 'runtime-core' },
    { app: 'a remote', config: remote, part: 'webpack-bundler-runtime' },
  ])(
    'is one copy, in ES modules, in $app: no CommonJS twin rides along',
    async ({ config, part }) => {
      const { modules } = await built(config)
      const federation = modules.filter((name) => name.includes('@module-federation'))
      expect(federation.some((name) => name.includes(part))).toBe(true)
      expect(federation.filter((name) => name.endsWith('.cjs'))).toEqual([])
    },
    60_000,
  )

  it.each([
    { app: 'the host', config: shell, bundled: true },
    { app: 'a remote', config: remote, bundled: false },
  ])(
    'carries the code that loads remotes only where remotes are loaded: $app',
    async ({ config, bundled }) => {
      // The module stays in the graph; a remote's build must drop its code ("Container missing").
      const { scripts } = await built(config)
      expect(scripts.includes('Container missing')).toBe(bundled)
    },
    60_000,
  )

  it("is one SDK in the host: the retry plugin's own copy is not bundled", async () => {
    const { modules } = await built(shell)
    expect(modules.some((name) => name.includes('retry-plugin/dist'))).toBe(true)
    expect(modules.filter((name) => /retry-plugin\/node_modules/.test(name))).toEqual([])
  }, 60_000)
})

describe('the libraries an app bundles', () => {
  it('keep their licence notices, in a file beside the script that names it', async () => {
    const { scripts, notices } = await built(shell)
    expect(notices).toContain('@license React')
    expect(scripts).toMatch(/\/\*! LICENSE: libraries\.[0-9a-f]{8}\.js\.LICENSE\.txt \*\//)
  }, 60_000)
})

describe('the React an app bundles', () => {
  it("is React's own useSyncExternalStore: the shim for Reacts before 18 is not bundled", async () => {
    const { modules } = await built(shell)
    expect(modules.some((name) => name.includes('react-i18next'))).toBe(true)
    expect(modules.filter((name) => name.includes('use-sync-external-store/'))).toEqual([])
  }, 60_000)
})

describe('the chunks of a first visit', () => {
  /** @param {Map<string, string[]>} chunksOf @param {RegExp} path */
  const chunksOfModule = (chunksOf, path) =>
    [...chunksOf].filter(([name]) => path.test(name)).flatMap(([, names]) => names)

  it("come in two files in the host: the libraries, and the shop's shared code", async () => {
    const { chunksOf } = await built(shell)
    for (const library of [/react-dom-client/, /i18next\.js$/, /zustand/])
      expect(new Set(chunksOfModule(chunksOf, library)), String(library)).toEqual(new Set(['libraries']))
    for (const code of [/shared\/src\/events\/bus/, /shared\/src\/markets\/data/, /node_modules\/zod\//])
      expect(new Set(chunksOfModule(chunksOf, code)), String(code)).toEqual(new Set(['shop-shared']))
  }, 60_000)

  it('leave out what a first visit does not run: other languages, checkout and account words', async () => {
    const { chunksOf } = await built(shell)
    const words = chunksOfModule(chunksOf, /shared\/src\/i18n\/locales\/(fr\/page|it\/checkout)/)
    expect(words.length).toBeGreaterThan(0)
    expect(words).not.toContain('shop-shared')
  }, 60_000)

  it('are not grouped in a remote, whose copies are fallbacks its own lazy code must not pull', async () => {
    const { chunksOf } = await built(remote)
    expect(chunksOfModule(chunksOf, /shared\/src\/events\/bus/)).not.toContain('shop-shared')
    expect(chunksOfModule(chunksOf, /react-dom-client/)).not.toContain('libraries')
  }, 60_000)
})

describe('the host', () => {
  it('leaves out the manifest snapshot code: remotes are registered by their entry script', async () => {
    // The modules stay in the graph (runtime-core imports them); the build must drop their code.
    const { scripts } = await built(shell)
    // Booleans, not toContain: a failure would print every script of the build.
    expect(scripts.includes('beforeInitContainer')).toBe(true)
    expect(scripts.includes('snapshot-plugin')).toBe(false)
    expect(scripts.includes('generate-preload-assets-plugin')).toBe(false)
  }, 60_000)
})
