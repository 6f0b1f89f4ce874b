import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { notForPages, sharedModules, sourceVersion } from './shared-modules.mjs'

const shellDir = path.resolve(import.meta.dirname, '../../shell')
/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const sharedPackage = readJson(path.resolve(import.meta.dirname, '../package.json'))

// Each request the pages import, and the package whose version it must match.
const singletonPackages = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  zustand: 'zustand',
  i18next: 'i18next',
}

const pageSubpaths = Object.keys(sharedPackage.exports).filter((subpath) => !notForPages.includes(subpath))

describe('sharedModules for the shell', () => {
  const shellPackage = readJson(path.join(shellDir, 'package.json'))
  const shared = sharedModules(shellDir)

  it.each(Object.entries(singletonPackages))(
    'shares %s as one copy per page, at the version the shell declares',
    (request, pkg) => {
      expect(shared[request]).toEqual({
        singleton: true,
        requiredVersion: `^${shellPackage.dependencies[pkg]}`,
      })
    },
  )

  it('shares the bus and the translations context as one copy per page', () => {
    for (const subpath of ['./events', './react-i18n']) {
      expect(shared[`@storefront/shared/${subpath.slice(2)}`], subpath).toEqual({
        singleton: true,
        requiredVersion: `^${sharedPackage.version}`,
        version: sharedPackage.version,
      })
    }
  })

  it('shares every other sub-path a page imports only at the exact version of its source', () => {
    const plain = pageSubpaths.filter((subpath) => !['./events', './react-i18n'].includes(subpath))
    expect(plain).toContain('./constants')
    for (const subpath of plain) {
      const version = sourceVersion(subpath)
      expect(version).toMatch(new RegExp(`^${sharedPackage.version}-h[0-9a-f]{12}$`))
      expect(shared[`@storefront/shared/${subpath.slice(2)}`], subpath).toEqual({
        requiredVersion: version,
        version,
      })
    }
  })

  it('leaves out the build helper and the every-language dictionaries, which no page imports', () => {
    expect(shared).not.toHaveProperty(['@storefront/shared/build'])
    expect(shared).not.toHaveProperty(['@storefront/shared/i18n/dictionaries'])
  })

  it('leaves each app the schemas it imports, not every form’s with the libraries they check with', () => {
    expect(shared).not.toHaveProperty(['@storefront/shared/validation'])
  })

  it('leaves each remote its own copy of its words and of the code that fills them in', () => {
    expect(shared).not.toHaveProperty(['@storefront/shared/i18n/own-words'])
  })

  it('shares react-i18next only through @storefront/shared/react-i18n, which keeps the part used', () => {
    expect(shared).not.toHaveProperty(['react-i18next'])
    expect(shared['@storefront/shared/react-i18n']).toMatchObject({ singleton: true })
  })

  it('leaves zod and the Commerce Layer SDK to each app, where they are tree-shaken', () => {
    const expected = [
      ...Object.keys(singletonPackages),
      ...pageSubpaths.map((subpath) => `@storefront/shared/${subpath.slice(2)}`),
    ]
    expect(Object.keys(shared).sort()).toEqual(expected.sort())
    expect(Object.keys(shared).filter((request) => /^(zod|@commercelayer\/sdk)(\/|$)/.test(request))).toEqual(
      [],
    )
  })
})

describe('sharedModules for an app that does not pin a version', () => {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-modules-'))
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }))

  /** @param {string} file @param {unknown} content */
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true })
    fs.writeFileSync(path.join(appDir, file), typeof content === 'string' ? content : JSON.stringify(content))
  }
  write('package.json', { name: 'fixture-app', dependencies: { react: '~19.0.0', 'react-dom': '*' } })
  // Installed versions unlike any the workspace has, so a match can only come from this folder.
  const installed = { react: '18.0.0', 'react-dom': '18.1.0', i18next: '23.0.0' }
  for (const [pkg, version] of Object.entries(installed)) {
    write(`node_modules/${pkg}/package.json`, { name: pkg, version, main: 'index.js' })
    write(`node_modules/${pkg}/index.js`, '')
  }
  // Like the SDK: an exports map without package.json, and a nameless package.json next to the code.
  write('node_modules/zustand/package.json', {
    name: 'zustand',
    version: '4.0.0',
    exports: { '.': './dist/esm/index.js' },
  })
  write('node_modules/zustand/dist/esm/package.json', { type: 'commonjs' })
  write('node_modules/zustand/dist/esm/index.js', '')

  const shared = sharedModules(appDir)

  it('keeps a declared range as written', () => {
    expect(shared.react?.requiredVersion).toBe('~19.0.0')
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('~19.0.0')
  })

  it('asks for the installed version when the app declares none or any (*)', () => {
    expect(shared['react-dom']?.requiredVersion).toBe('^18.1.0')
    expect(shared['react-dom/client']?.requiredVersion).toBe('^18.1.0')
    expect(shared.i18next?.requiredVersion).toBe('^23.0.0')
  })

  it('finds the installed version of a package that does not export its package.json', () => {
    expect(shared.zustand?.requiredVersion).toBe('^4.0.0')
  })
})

describe('sourceVersion', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-source-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  /** @param {string} file @param {string} content */
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  const manifest = (dependencies = {}) =>
    JSON.stringify({
      version: '2.3.0',
      exports: { './constants': './src/constants/index.ts', './routes': './src/routes/index.ts' },
      dependencies,
    })
  write('package.json', manifest())
  write('src/constants/index.ts', "export { holidays } from './nested/days'\nexport const pageSize = 25\n")
  write('src/constants/nested/days.ts', "export const holidays = ['12-25']\n")
  write('src/routes/index.ts', "import { z } from 'zod'\nexport const words = z.object({})\n")

  it('changes when code the sub-path runs changes, nested files included, and only then', () => {
    const before = sourceVersion('./constants', root)
    expect(sourceVersion('./constants', root)).toBe(before)
    write('src/constants/nested/days.ts', "export const holidays = ['12-25', '12-26']\n")
    const after = sourceVersion('./constants', root)
    expect(after).not.toBe(before)
    expect(after).toMatch(/^2\.3\.0-h[0-9a-f]{12}$/)
    // Another sub-path, a test beside the code or a file nothing imports ships nothing it runs.
    write(
      'src/routes/index.ts',
      "import { z } from 'zod'\nexport const words = z.object({ listing: z.string() })\n",
    )
    write('src/constants/index.test.ts', 'it.todo("x")\n')
    write('src/constants/unused.ts', 'export const nobody = 1\n')
    expect(sourceVersion('./constants', root)).toBe(after)
  })

  it('keeps its version for a change that runs the same: a comment, a type, the layout', () => {
    const before = sourceVersion('./constants', root)
    write(
      'src/constants/nested/days.ts',
      "/** Days the warehouse is closed. */\ntype Day = string\nexport const holidays: Day[] = [\n  '12-25',\n  '12-26',\n]\n",
    )
    expect(sourceVersion('./constants', root)).toBe(before)
  })

  it('counts a file imported from another folder, which its chunk carries', () => {
    write(
      'src/constants/index.ts',
      "export { message } from '../validation/messages'\nexport const pageSize = 25\n",
    )
    write('src/validation/messages.ts', "export const message = 'required'\n")
    const before = sourceVersion('./constants', root)
    write('src/validation/messages.ts', "export const message = 'too long'\n")
    expect(sourceVersion('./constants', root)).not.toBe(before)
  })

  it('counts a file imported lazily, which becomes a chunk of its own', () => {
    write('src/constants/index.ts', "export const loadWords = () => import('./words/it')\n")
    write('src/constants/words/it.ts', "export default { hello: 'ciao' }\n")
    const before = sourceVersion('./constants', root)
    write('src/constants/words/it.ts', "export default { hello: 'salve' }\n")
    expect(sourceVersion('./constants', root)).not.toBe(before)
  })

  it('changes with the libraries the package bundles', () => {
    const before = sourceVersion('./routes', root)
    write('package.json', manifest({ zod: '4.6.7' }))
    expect(sourceVersion('./routes', root)).not.toBe(before)
  })
})
