import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharedPackage from '../package.json' with { type: 'json' }

// Every sub-path of this package is its own Module Federation shared module, bundled into its
// own chunk. A relative import from one sub-path into another copies the imported file into
// both chunks; importing it by its package name shares the one copy the page already has.

const src = import.meta.dirname
const subpaths = new Set(
  Object.values(sharedPackage.exports)
    .map((target) => /^\.\/src\/([^/]+)\//.exec(target)?.[1])
    .filter((name): name is string => Boolean(name)),
)

/** Relative imports across sub-paths that stay on purpose, each with its reason. */
const allowed = new Map([
  ['errors/validation-error.ts -> validation', 'errors needs only the messages, not the schemas'],
  ['i18n/testing/load-every-dictionary.ts -> markets', 'test set-up, never bundled for pages'],
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The specifiers a file imports or re-exports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms)].map(
    (match) => match[1] as string,
  )
}

const subpathOf = (file: string) => path.relative(src, file).split(path.sep)[0] as string

/** Sub-path → the other sub-paths it imports at run time, by package name or relatively. */
function crossImports() {
  const edges: { from: string; to: string; file: string; relative: boolean }[] = []
  for (const file of sourceFiles(src)) {
    const from = subpathOf(file)
    for (const specifier of runtimeImports(file)) {
      const packaged = /^@storefront\/shared\/([^/]+)/.exec(specifier)?.[1]
      const to =
        packaged ??
        (specifier.startsWith('.') ? subpathOf(path.resolve(path.dirname(file), specifier)) : null)
      if (to && to !== from && subpaths.has(to)) {
        edges.push({ from, to, file: path.relative(src, file), relative: !packaged })
      }
    }
  }
  return edges
}

describe('imports between the sub-paths of @storefront/shared', () => {
  it('finds the sub-paths and their imports (the scan itself works)', () => {
    expect(subpaths).toContain('markets')
    expect(crossImports().some((edge) => edge.from === 'events' && edge.to === 'markets')).toBe(true)
  })

  it('go through the package name, so a page bundles each file once', () => {
    const relative = crossImports()
      .filter((edge) => edge.relative)
      .map((edge) => `${edge.file} -> ${edge.to}`)
      .filter((edge) => !allowed.has(edge))
    expect(relative).toEqual([])
  })

  it('form no cycle, which would leave two shared chunks each waiting for the other', () => {
    const edges = crossImports().filter((edge) => !edge.relative)
    const next = (name: string) => [
      ...new Set(edges.filter((edge) => edge.from === name).map((edge) => edge.to)),
    ]
    const cycles: string[] = []
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '))
        return
      }
      for (const to of next(name)) visit(to, [...trail, name])
    }
    for (const name of subpaths) visit(name, [])
    expect(cycles).toEqual([])
  })
})
