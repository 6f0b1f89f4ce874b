import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
)

// One copy per page or things break: two Reacts lose hooks, two buses lose events.
const singletons = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', 'i18next']
// zod and the Commerce Layer SDK are left out on purpose: a shared module cannot be
// tree-shaken. zod whole is ~87 KB gzip where each app's used part is a fraction; the SDK is
// only imported by @storefront/shared/commerce, itself shared, which keeps the ten
// resources the shop calls. react-i18next likewise goes through @storefront/shared/react-i18n.

// Sub-paths not shared between the apps of a page: the build helper, and every language's
// dictionaries at once (pages load theirs with `loadDictionary`; the edge, tests and journeys read
// them all), which no page imports; `own-words` with the words it loads, which each remote
// bundles for itself, so they are its own whatever shell it runs in; the page's stylesheet,
// which the shell's entry imports before the async boundary, where nothing shared is ready yet;
// and the forms' schemas, each app's own choice among them: shared, a shared module is whole,
// and the cart's gift message brought the IBAN checker and all of zod with it (71 KB gzip of
// the cart page's 124); bundled, an app takes only the schemas it imports.
export const notForPages = [
  './build',
  './i18n/dictionaries',
  './i18n/own-words',
  './design/shop.css',
  './validation',
]

// Sub-paths with one instance per page: the bus (its channels are the contract, versioned by
// `contractVersion`) and the React context of the translations. Every other sub-path is plain
// code, shared only with an app built from the same source: a catalog built against a newer
// `shared/` than the served shell's runs its own copy, not the shell's older one, where a new
// export would be undefined and a fix absent.
const onePerPage = ['./events', './react-i18n']

const sharedRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * The version a plain sub-path is shared at: the package's, tagged with a hash of the code the
 * sub-path runs and of the libraries it may bundle. Equal tags mean the same code, and Module
 * Federation hands an app the provided copy only when the tag is the one it asks for.
 *
 * The code is what esbuild bundles from the sub-path's entry, packages left out (other sub-paths
 * included: each has its own version), types, comments and layout dropped. A file the sub-path
 * imports from another folder counts (`errors` runs `validation/messages`), and a change that
 * runs the same (a comment, a type, formatting) keeps the tag, so remotes built before it keep
 * the shell's copy instead of loading their own.
 *
 * @example sourceVersion('./constants') // '1.0.0-h5d3cce8aac3a'
 * @param {string} subpath a key of the package's `exports`
 * @param {string} [root] the package folder
 * @returns {string}
 */
export function sourceVersion(subpath, root = sharedRoot) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const hash = createHash('sha256').update(JSON.stringify(pkg.dependencies ?? {}))
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: [path.join(root, pkg.exports[subpath])],
    bundle: true,
    packages: 'external',
    // Every lazily imported file (a language's words) becomes a chunk, hashed with the rest.
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    minifyWhitespace: true,
    legalComments: 'none',
    // Names of the chunk files, not their hashes: those would hash the same code twice.
    chunkNames: '[dir]/[name]',
    outdir: path.join(root, '.version-bundle'),
    write: false,
    logLevel: 'silent',
  })
  for (const file of [...outputFiles].sort((a, b) => a.path.localeCompare(b.path)))
    hash.update(path.relative(root, file.path)).update(file.contents)
  // A letter first: a semver pre-release part that is all digits may not start with a zero.
  return `${pkg.version}-h${hash.digest('hex').slice(0, 12)}`
}

/** @param {string} request */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * The version range an app asks for: its own package.json dependency, else the installed version.
 *
 * @param {string} dir the app folder
 * @param {string} pkg
 * @returns {string}
 */
function rangeFor(dir, pkg) {
  const own = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const declared = own.dependencies?.[pkg] ?? own.devDependencies?.[pkg]
  if (declared && declared !== '*') return /^\d/.test(declared) ? `^${declared}` : declared
  return `^${installedVersion(dir, pkg)}`
}

/**
 * Walks up from the resolved entry, since some packages (the SDK) do not export package.json.
 *
 * @param {string} dir
 * @param {string} pkg
 * @returns {string}
 */
function installedVersion(dir, pkg) {
  let folder = path.dirname(createRequire(path.join(dir, 'package.json')).resolve(pkg))
  while (folder !== path.dirname(folder)) {
    const candidate = path.join(folder, 'package.json')
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8'))
      if (manifest.name === pkg) return manifest.version
    }
    folder = path.dirname(folder)
  }
  throw new Error(`cannot find the installed version of ${pkg} from ${dir}`)
}

/**
 * The Module Federation `shared` map every app of the shop uses, so host and remotes agree:
 * React and friends as singletons with `requiredVersion`, and every sub-path
 * `@storefront/shared` exports: the bus and the translations' context as singletons, the rest
 * at the exact version of its source (see `sourceVersion`).
 *
 * @param {string} dir the app folder, for the version ranges
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedModules(dir) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {}
  for (const request of singletons) {
    shared[request] = { singleton: true, requiredVersion: rangeFor(dir, packageOf(request)) }
  }
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (notForPages.includes(subpath)) continue
    const version = onePerPage.includes(subpath) ? sharedPackage.version : sourceVersion(subpath)
    shared[`@storefront/shared/${subpath.slice(2)}`] = onePerPage.includes(subpath)
      ? { singleton: true, requiredVersion: `^${version}`, version }
      : { requiredVersion: version, version }
  }
  return shared
}
