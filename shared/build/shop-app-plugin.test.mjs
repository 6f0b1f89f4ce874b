import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rspack } from '@rspack/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContractVersion } from './contract.mjs'
import { ShopAppPlugin } from './shop-app-plugin.mjs'

// A real Rspack build: a second or two on a busy machine, well over vitest's default 5 s.
const buildTimeout = 60_000

// The host's shape in miniature: an entry that only crosses the async boundary, a bootstrap with
// a stylesheet, and the dictionaries named as shared/i18n names them.
const hostSources = {
  'src/index.js': "import('./bootstrap.js')\n",
  'src/bootstrap.js': [
    "import './layout.css'",
    "document.title = 'fixture bootstrap'",
    'export const dictionary =',
    "  document.documentElement.lang === 'it'",
    '    ? import(/* webpackChunkName: "dictionary-it" */ \'./dictionary-it.js\')',
    '    : import(/* webpackChunkName: "dictionary-en" */ \'./dictionary-en.js\')',
    '',
  ].join('\n'),
  'src/dictionary-it.js': "export default { greeting: 'ciao dal dizionario' }\n",
  'src/dictionary-en.js': "export default { greeting: 'hello from the dictionary' }\n",
  'src/layout.css': '.fixture-layout { color: rebeccapurple }\n',
}

const folders = /** @type {string[]} */ ([])
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

/** A fresh folder holding the fixture host, with `changes` written over its sources. */
function writeHost(changes = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-plugin-'))
  folders.push(dir)
  for (const [file, text] of Object.entries({ ...hostSources, ...changes })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/**
 * Builds `dir` with the output settings defineApp uses, minus federation, and returns
 * `dist/shop-app.json` with helpers to look at the other emitted files.
 *
 * @param {string} dir
 * @param {{ name: string, isHost: boolean, version?: string, placeholder?: string }} options
 */
async function build(dir, options) {
  const dist = path.join(dir, 'dist')
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: false,
    output: {
      path: dist,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
    },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    plugins: [new ShopAppPlugin(options)],
  })
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => (error ? reject(error) : resolve(result)))
  })
  await new Promise((resolve) => compiler.close(resolve))
  if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'))
  /** @param {string} file */
  const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8')
  return {
    record: JSON.parse(read('shop-app.json')),
    read,
    files: fs.readdirSync(dist),
  }
}

describe('ShopAppPlugin for the host', { timeout: buildTimeout }, () => {
  /** @type {Awaited<ReturnType<typeof build>>} */
  let host
  beforeAll(async () => {
    host = await build(writeHost(), { name: 'shell', isHost: true })
  }, buildTimeout)

  it('records the main entry script the document loads', () => {
    expect(host.record.name).toBe('shell')
    expect(host.record.entry).toMatch(/^main\.[0-9a-f]{8}\.js$/)
    expect(host.files).toContain(host.record.entry)
  })

  it('lists the bootstrap chunk for preloading, but not the dictionaries', () => {
    const { startup, dictionaries } = host.record
    expect(startup).toHaveLength(1)
    expect(host.read(startup[0])).toContain('fixture bootstrap')
    expect(startup).not.toContain(dictionaries.it)
    expect(startup).not.toContain(dictionaries.en)
  })

  it('leaves a dictionary out of startup even when the entry itself imports it', async () => {
    // In today's shell the dictionaries hang below the i18n chunk; this pins the rule for the day
    // an entry fetches one directly.
    const entry = `${hostSources['src/index.js']}import(/* webpackChunkName: "dictionary-it" */ './dictionary-it.js')\n`
    const { record } = await build(writeHost({ 'src/index.js': entry }), { name: 'shell', isHost: true })
    expect(record.startup).toHaveLength(1)
    expect(record.startup).not.toContain(record.dictionaries.it)
  })

  it('keeps a bootstrap chunk someone named in startup: only dictionaries depend on the visitor', async () => {
    const entry = 'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap.js\')\n'
    const { record, read } = await build(writeHost({ 'src/index.js': entry }), {
      name: 'shell',
      isHost: true,
    })
    expect(record.startup).toHaveLength(1)
    expect(read(record.startup[0])).toContain('fixture bootstrap')
  })

  it("names each language's dictionary chunk, so the document preloads only the visitor's", () => {
    expect(host.read(host.record.dictionaries.it)).toContain('ciao dal dizionario')
    expect(host.read(host.record.dictionaries.en)).toContain('hello from the dictionary')
  })

  it('lists every emitted stylesheet', () => {
    const stylesheets = host.files.filter((file) => file.endsWith('.css'))
    expect(stylesheets).not.toHaveLength(0)
    expect(host.record.styles).toEqual(stylesheets)
    expect(host.read(host.record.styles[0])).toContain('.fixture-layout')
  })

  it('carries the contract version of shared/src/contract', () => {
    expect(host.record.contract).toBe(readContractVersion())
  })

  it('republishes unchanged sources as the same version, built anywhere', async () => {
    const again = await build(writeHost(), { name: 'shell', isHost: true })
    expect(host.record.version).toMatch(/^[0-9a-f]{12}$/)
    expect(again.record.version).toBe(host.record.version)
  })

  it('gives changed sources a new version', async () => {
    const bootstrap = hostSources['src/bootstrap.js'].replace(
      'fixture bootstrap',
      'fixture bootstrap, edited',
    )
    const changed = await build(writeHost({ 'src/bootstrap.js': bootstrap }), { name: 'shell', isHost: true })
    expect(changed.record.version).toMatch(/^[0-9a-f]{12}$/)
    expect(changed.record.version).not.toBe(host.record.version)
  })

  it('emits its placeholder markup under a name of its bytes, and a changed placeholder is a new version', async () => {
    const markup = '<div class="fixture-placeholder">loading</div>\n'
    const dir = writeHost({ 'src/placeholder.html': markup })
    const placeholder = path.join(dir, 'src/placeholder.html')
    const first = await build(dir, { name: 'shell', isHost: true, placeholder })
    expect(first.record.placeholder).toMatch(/^placeholder\.[0-9a-f]{8}\.html$/)
    expect(first.read(first.record.placeholder)).toBe(markup)
    expect(host.record.placeholder).toBeUndefined()

    const edited = writeHost({ 'src/placeholder.html': markup.replace('loading', 'still loading') })
    const second = await build(edited, {
      name: 'shell',
      isHost: true,
      placeholder: path.join(edited, 'src/placeholder.html'),
    })
    expect(second.record.placeholder).not.toBe(first.record.placeholder)
    expect(second.record.version).not.toBe(first.record.version)
  })

  it('takes the version it is given (APP_VERSION) over the hash', async () => {
    const pinned = await build(writeHost(), { name: 'shell', isHost: true, version: 'v-test' })
    expect(pinned.record.version).toBe('v-test')
  })
})

describe('ShopAppPlugin for a remote', { timeout: buildTimeout }, () => {
  it('records only its name, version and contract: the document loads remotes through the host', async () => {
    const { record } = await build(writeHost(), { name: 'catalog', isHost: false })
    expect(Object.keys(record).sort()).toEqual(['contract', 'name', 'version'])
    expect(record.name).toBe('catalog')
    expect(record.version).toMatch(/^[0-9a-f]{12}$/)
    expect(record.contract).toBe(readContractVersion())
  })
})
