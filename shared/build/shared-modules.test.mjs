import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sharedModules } from './shared-modules.mjs'

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

const notForPages = ['./build', './i18n/dictionaries', './i18n/own-words']
const pageSubpaths = Object.keys(sharedPackage.exports).filter((subpath) => !notForPages.includes(subpath))

describe('sharedModules for the shell', () => {
  const shellPackage = readJson(path.join(shellDir, 'package.json'))
  const shared = sharedModules(shellDir)

  it.each(
    Object.entries(singletonPackages),
  )('shares %s as one copy per page, at the version the shell declares', (request, pkg) => {
    expect(shared[request]).toEqual({
      singleton: true,
      requiredVersion: `^${shellPackage.dependencies[pkg]}`,
    })
  })

  it('shares every @storefront/shared sub-path a page imports as a singleton of the shared version', () => {
    for (const subpath of pageSubpaths) {
      expect(shared[`@storefront/shared/${subpath.slice(2)}`], subpath).toEqual({
        singleton: true,
        requiredVersion: `^${sharedPackage.version}`,
        version: sharedPackage.version,
      })
    }
  })

  it('leaves out the build helper and the every-language dictionaries, which no page imports', () => {
    expect(shared).not.toHaveProperty(['@storefront/shared/build'])
    expect(shared).not.toHaveProperty(['@storefront/shared/i18n/dictionaries'])
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
