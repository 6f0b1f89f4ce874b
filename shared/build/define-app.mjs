import { createRequire } from 'node:module'
import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { rspack } from '@rspack/core'
import { sharedModules } from './shared-modules.mjs'
import { ShopAppPlugin } from './shop-app-plugin.mjs'
import { wordsPrints } from './words-prints.mjs'

const require = createRequire(import.meta.url)
// Rspack's federation plugin imports the federation runtime by the path of its CommonJS build:
// the bundler runtime, the host's runtime-core provider and `@module-federation/runtime` itself.
// CommonJS cannot be tree-shaken, and the ES modules the rest of the runtime imports are a
// second copy beside it; the ES module twins keep one runtime with only what runs (a remote
// entry goes from ~16.5 to ~9 KB gzip, the shell's entry from ~33.5 to ~27.5).
const federationRuntimeAlias = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
    '@module-federation/runtime',
  ].map((pkg) => {
    const commonJs = require.resolve(pkg)
    return [commonJs, commonJs.replace(/\.cjs$/, '.js')]
  }),
)

const alias = {
  ...federationRuntimeAlias,
  // The retry plugin (0.x) pins an SDK of its own for one logger; the runtime's SDK has it too.
  '@module-federation/sdk$': require.resolve('@module-federation/sdk').replace(/\.cjs$/, '.js'),
  'use-sync-external-store/shim$': path.join(import.meta.dirname, 'use-sync-external-store.mjs'),
}

// The host provides every shared module a first visit runs. As a chunk per shared module that
// was some twenty small files, each compressed alone; grouped in two, the libraries (which
// rarely change, so browsers keep them across deploys) and the shop's shared code with the
// packages only it imports, the same code is ~6 KB gzip less. The dictionaries (one language a
// visit) stay apart, and so would the forms' schemas, were the shell to import any. Remotes keep the default: their copies are
// fallbacks, and grouping would tie their own lazy code (a form's zod) to a chunk of fallbacks.
/** @type {Record<string, import('@rspack/core').OptimizationSplitChunksCacheGroup>} */
const hostChunkGroups = {
  libraries: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|zustand)[\\/]|use-sync-external-store\.mjs$/,
    name: 'libraries',
    enforce: true,
  },
  shop: {
    // shared/src but validation (save its messages, which errors reads) and the dictionaries.
    test: /[\\/]shared[\\/]src[\\/](?!validation[\\/](?!messages)|i18n[\\/]locales[\\/])|[\\/]node_modules[\\/](zod|@commercelayer)[\\/]/,
    name: 'shop-shared',
    enforce: true,
  },
}

/**
 * @typedef {object} AppOptions
 * @property {'shell' | 'catalog' | 'cart' | 'checkout' | 'account'} name the federation name
 * @property {string} dir the app folder (`import.meta.dirname` in its rspack.config.mjs)
 * @property {Record<string, string>} [exposes] e.g. `{ './App': './src/exposes/app.tsx' }`
 * @property {boolean} [isHost] the shell: no exposes, its entry and styles recorded for the document
 * @property {string} [entry] defaults to `./src/index.ts`
 * @property {string} [placeholder] the host's markup the document shows until it renders (an HTML
 *   fragment styled by the host's own stylesheets), relative to `dir`
 * @property {'production' | 'development'} [mode] defaults to `NODE_ENV === 'development'` or production
 */

/**
 * The Rspack config of one app of the shop.
 *
 * @example
 * // mfe-catalog/rspack.config.mjs
 * import { defineApp } from '@storefront/shared/build'
 * export default defineApp({ name: 'catalog', dir: import.meta.dirname, exposes: { './App': './src/exposes/app.tsx' } })
 *
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function defineApp({
  name,
  dir,
  exposes = {},
  isHost = false,
  entry = './src/index.ts',
  placeholder,
  mode,
}) {
  const buildMode = mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production')
  const production = buildMode === 'production'
  return {
    mode: buildMode,
    context: dir,
    target: ['web', 'es2022'],
    entry: { main: entry },
    // No eval-based source maps even in development: the edge's CSP forbids 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The edge serves every version under /_mf/{app}/{version}/: `auto` follows the script's URL.
      publicPath: 'auto',
      uniqueName: name,
      // Chunks from another origin (a CDN in ASSETS_ORIGIN) load with CORS: otherwise the browser
      // hides their errors from the page ("Script error.") and the shop's error reports are blind.
      // The runtime adds the attribute only to cross-origin URLs; the edge's preloads match it.
      crossOriginLoading: 'anonymous',
      // Rspack waits 120 s for a chunk by default and the shell's retry plugin asks twice more: a
      // stalled connection would keep a skeleton up for minutes before the fallback with retry.
      chunkLoadTimeout: 15_000,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias },
    module: {
      parser: {
        // `import styles from './x.module.css'` reads like everywhere else in React land.
        'css/auto': { namedExports: false },
      },
      generator: {
        // The app's name on every class: the DOM shows who owns a style, and no remote can clash.
        'css/auto': { localIdentName: production ? `${name}-[hash:6]` : `${name}-[name]-[local]` },
      },
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // Rspack 2 wants an explicit rule for native CSS; css/auto makes *.module.css scoped.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: production,
      // The licences' notices (React's, i18next's…, MIT asks for them with every copy) go to a
      // `.LICENSE.txt` beside each file, named in one line of it, rather than dropped.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ extractComments: true }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
      ...(isHost ? { splitChunks: { chunks: 'async', cacheGroups: hostChunkGroups } } : {}),
    },
    performance: { hints: false },
    plugins: [
      // What this build holds of each namespace's words: a remote whose team changed its own
      // words since the shell was built shows them, not the shell's (shared/src/i18n/own-words.ts).
      new rspack.DefinePlugin({ __SHOP_WORDS_PRINTS__: JSON.stringify(wordsPrints()) }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
        exposes: isHost ? {} : exposes,
        shared: sharedModules(dir),
        // 'version-first' would fetch every remote at start: one dead remote blanks the page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // A chunk whose load failed or stalled is asked for again under a new URL, so a retry
        // does not wait on the stalled request (see ask-afresh.mjs).
        runtimePlugins: [path.join(import.meta.dirname, 'ask-afresh.mjs')],
        // One federation runtime per page: the host provides it and production remotes use it,
        // so each remote entry is ~35 KB gzip lighter. Development builds keep their own
        // runtime so a remote's standalone dev host still runs without the shell.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
          // The shop runs federation in browsers only: the runtime drops its Node code paths.
          // The shell registers each remote by its entry script (the edge knows it from the
          // registry), so the manifest snapshot code and its fetch per remote go too. A remote
          // loads no remote of its own, so its entry drops the code that would.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
        },
      }),
      new ShopAppPlugin({
        name,
        isHost,
        version: process.env.APP_VERSION,
        ...(placeholder ? { placeholder: path.resolve(dir, placeholder) } : {}),
      }),
    ],
  }
}
