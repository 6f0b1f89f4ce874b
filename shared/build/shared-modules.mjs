import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
)

// One copy per page or things break: two Reacts lose hooks, two buses lose events.
const singletons = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', 'i18next']
// zod and the Commerce Layer SDK are left out on purpose: a shared module cannot be
// tree-shaken. zod whole is ~87 KB gzip where each app's used part is a fraction; the SDK is
// only imported by @storefront/shared/commerce, itself a singleton, which keeps the ten
// resources the shop calls. react-i18next likewise goes through @storefront/shared/react-i18n.

// Sub-paths not shared between the apps of a page: the build helper, and every language's
// dictionaries at once (pages load theirs with `loadDictionary`; the edge, tests and journeys read
// them all), which no page imports; and `own-words` with the words it loads, which each remote
// bundles for itself, so they are its own whatever shell it runs in.
const notForPages = ['./build', './i18n/dictionaries', './i18n/own-words']

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
 * `@storefront/shared` exports (the bus instance lives in `./events`, one per page).
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
    shared[`@storefront/shared/${subpath.slice(2)}`] = {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
    }
  }
  return shared
}
