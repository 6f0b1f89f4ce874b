import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(m?[jt]sx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [full] : []
  })
}

/** @param {string} file @param {string} features */
const featureOf = (file, features) => {
  const relative = path.relative(features, file)
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]
}

/**
 * The imports by which one feature of an app reaches into another (`features/modals` importing
 * `features/shop-info/...`), as `from -> to` lines. Features never import each other; only
 * `src/app` combines them, so a feature can be read, moved or deleted alone. Tests do not count:
 * a test may set up a neighbour. Type-only imports count too: they tie the two just the same.
 *
 * @example crossFeatureImports('shell/src') // []
 *
 * @param {string} sourceDir the app's `src`
 * @returns {string[]}
 */
export function crossFeatureImports(sourceDir) {
  const features = path.join(sourceDir, 'features')
  return sourceFiles(features).flatMap((file) => {
    const own = featureOf(file, features)
    const code = readFileSync(file, 'utf8')
    return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((match) => path.resolve(path.dirname(file), /** @type {string} */ (match[1])))
      .filter((target) => {
        const other = featureOf(target, features)
        return other !== null && other !== own
      })
      .map((target) => `${path.relative(sourceDir, file)} -> ${path.relative(sourceDir, target)}`)
  })
}
