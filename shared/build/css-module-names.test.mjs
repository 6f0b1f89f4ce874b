import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
// Every workspace built with the shop's Rspack helper, the remotes to come included.
const apps = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter(
  (/** @type {string} */ workspace) => existsSync(path.join(root, workspace, 'rspack.config.mjs')),
)

/** @param {string} dir @returns {string[]} */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(at)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [at] : []
  })
}

/** The classes a stylesheet defines: every `.name` in a selector, comments and strings aside. */
function classesOf(css) {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(["'])(?:(?!\1).)*\1/g, '""')
  return new Set([...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))
}

/**
 * Each `styles.name` (or `styles['name']`) a component reads, with the stylesheet it comes from.
 * A name the stylesheet lacks is `undefined` at run time: the element quietly loses its styles
 * (a visually-hidden status once sat in the layout and pushed Add to cart below the fold).
 */
function classesRead(file) {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)].flatMap(([, binding, from]) => {
    const sheet = path.resolve(path.dirname(file), from)
    // Not the file name in an import's path (`'./button.module.css'`).
    const read = new RegExp(`(?<![\\w./'"-])${binding}(?:\\.([A-Za-z_]\\w*)|\\[['"]([\\w-]+)['"]\\])`, 'g')
    return [...text.matchAll(read)].map((match) => ({ sheet, name: match[1] ?? match[2] ?? '' }))
  })
}

describe('the CSS modules the apps read', () => {
  it.each(apps)('%s reads no class its stylesheet does not define', (app) => {
    const missing = []
    let read = 0
    for (const file of sources(path.join(root, app, 'src'))) {
      for (const { sheet, name } of classesRead(file)) {
        read++
        if (!classesOf(readFileSync(sheet, 'utf8')).has(name))
          missing.push(`${path.relative(root, file)}: .${name} is not in ${path.relative(root, sheet)}`)
      }
    }
    // The app reads its styles this way: none found would mean the check looks at nothing.
    expect(read).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })

  it('finds a class a component reads and its stylesheet lacks', () => {
    const css = '.line { color: red; } /* .gone */ .a:hover .b::after { content: ".c"; }'
    expect([...classesOf(css)].sort()).toEqual(['a', 'b', 'line'])
  })
})
