import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readContractVersion } from './contract.mjs'

const fileName = 'shop-app.json'

/**
 * Emits `dist/shop-app.json`, what the edge's publish script records in the registry:
 * `{ name, version, contract, entry?, styles?, startup?, dictionaries?, placeholder? }`. The version is a hash
 * of every emitted file (so an unchanged build republishes as the same version) unless
 * `APP_VERSION` is set. For the host the entry script and stylesheets are listed so the document
 * can load and link them, and the chunks its entry fetches on start so the document can preload
 * them instead of the browser finding them only once the entry has run. The host's placeholder
 * markup, when it has one, is emitted as `placeholder.<hash>.html` for the document to show until
 * the host renders.
 */
export class ShopAppPlugin {
  /** @param {{ name: string, isHost: boolean, version?: string, placeholder?: string }} options an absolute `placeholder` path */
  constructor(options) {
    this.options = options
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack
    compiler.hooks.thisCompilation.tap('ShopAppPlugin', (compilation) => {
      const { placeholder } = this.options
      /** @type {string | undefined} */
      let placeholderFile
      if (placeholder)
        compilation.hooks.processAssets.tap(
          { name: 'ShopAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.fileDependencies.add(placeholder)
            const markup = readFileSync(placeholder)
            const hash = createHash('sha256').update(markup).digest('hex').slice(0, 8)
            placeholderFile = `${path.parse(placeholder).name}.${hash}.html`
            compilation.emitAsset(placeholderFile, new sources.RawSource(markup))
          },
        )
      compilation.hooks.processAssets.tap(
        // After minification and the federation manifest, so the hash covers the final bytes.
        { name: 'ShopAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const record = this.describe(compilation, placeholderFile)
          compilation.emitAsset(fileName, new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`))
        },
      )
    })
  }

  /**
   * @param {import('@rspack/core').Compilation} compilation
   * @param {string} [placeholderFile] the host's emitted placeholder markup
   */
  describe(compilation, placeholderFile) {
    const { name, isHost, version } = this.options
    const assets = compilation
      .getAssets()
      .filter((asset) => asset.name !== fileName)
      .sort((a, b) => a.name.localeCompare(b.name))
    const hash = createHash('sha256')
    for (const asset of assets) hash.update(asset.name).update(asset.source.buffer())
    /** @type {{ name: string, version: string, contract: string, entry?: string, styles?: string[], startup?: string[], dictionaries?: Record<string, string>, placeholder?: string }} */
    const record = {
      name,
      version: version || hash.digest('hex').slice(0, 12),
      contract: readContractVersion(),
    }
    if (!isHost) return record
    const entryFiles = compilation.entrypoints.get('main')?.getFiles() ?? []
    const entry = entryFiles.find((file) => file.endsWith('.js'))
    if (!entry) throw new Error('the host build has no main entry script')
    record.entry = entry
    // Every stylesheet of the host: the document links them so the layout paints styled at once.
    record.styles = assets.map((asset) => asset.name).filter((file) => file.endsWith('.css'))
    record.startup = startupScripts(compilation.entrypoints.get('main'))
    record.dictionaries = dictionaryScripts(compilation)
    if (placeholderFile) record.placeholder = placeholderFile
    return record
  }
}

/** The locale of a dictionary chunk (`dictionary-<locale>`, named in shared/i18n), else undefined. */
const localeOfDictionary = (/** @type {string | null | undefined} */ name) =>
  /^dictionary-([a-z]{2})$/.exec(name ?? '')?.[1]

const scriptsOf = (/** @type {{ getFiles(): string[] }} */ group) =>
  group.getFiles().filter((file) => file.endsWith('.js'))

/**
 * The scripts the host's entry fetches as soon as it runs: its direct async children, i.e. the
 * bootstrap chunk behind the async boundary and the chunks of every shared module it provides
 * (with 'loaded-first' the federation runtime loads those before the bootstrap chunk runs).
 * A language's dictionary depends on the visitor and is listed apart; any other chunk stays,
 * named or not.
 *
 * @param {import('@rspack/core').Entrypoint | undefined} entrypoint
 * @returns {string[]}
 */
function startupScripts(entrypoint) {
  if (!entrypoint) return []
  const files = new Set()
  for (const group of entrypoint.childrenIterable)
    if (!localeOfDictionary(group.name)) for (const file of scriptsOf(group)) files.add(file)
  return [...files].sort()
}

/**
 * Each language's dictionary chunk (`dictionary-<locale>`, named in shared/i18n), by locale: the
 * document preloads only the visitor's.
 *
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {Record<string, string>}
 */
function dictionaryScripts(compilation) {
  /** @type {Record<string, string>} */
  const byLocale = {}
  for (const group of compilation.chunkGroups) {
    const locale = localeOfDictionary(group.name)
    const [file] = scriptsOf(group)
    if (locale && file) byLocale[locale] = file
  }
  return byLocale
}
