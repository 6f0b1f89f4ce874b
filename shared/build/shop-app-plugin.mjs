import { createHash } from 'node:crypto'
import { readContractVersion } from './contract.mjs'

const fileName = 'shop-app.json'

/**
 * Emits `dist/shop-app.json`, what the edge's publish script records in the registry:
 * `{ name, version, contract, entry?, styles? }`. The version is a hash of every emitted file
 * (so an unchanged build republishes as the same version) unless `APP_VERSION` is set. For the
 * host the entry script and stylesheets are listed so the document can load and link them.
 */
export class ShopAppPlugin {
  /** @param {{ name: string, isHost: boolean, version?: string }} options */
  constructor(options) {
    this.options = options
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack
    compiler.hooks.thisCompilation.tap('ShopAppPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and the federation manifest, so the hash covers the final bytes.
        { name: 'ShopAppPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const record = this.describe(compilation)
          compilation.emitAsset(fileName, new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`))
        },
      )
    })
  }

  /** @param {import('@rspack/core').Compilation} compilation */
  describe(compilation) {
    const { name, isHost, version } = this.options
    const assets = compilation
      .getAssets()
      .filter((asset) => asset.name !== fileName)
      .sort((a, b) => a.name.localeCompare(b.name))
    const hash = createHash('sha256')
    for (const asset of assets) hash.update(asset.name).update(asset.source.buffer())
    /** @type {{ name: string, version: string, contract: string, entry?: string, styles?: string[] }} */
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
    return record
  }
}
