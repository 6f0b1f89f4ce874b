import type { MarketResolution } from '@storefront/shared/markets'
import {
  type AppName,
  type Bootstrap,
  type PublishedVersion,
  type RegistryRecord,
  type RemoteChoice,
  type RemoteRef,
  remoteNames,
} from '@storefront/shared/registry'
import { servedVersion } from '../registry/records'

/**
 * Where a file of a published version is served.
 *
 * @example assetUrl('https://shop.example', 'cart', '1.2.0', 'mf-manifest.json') // 'https://shop.example/_mf/cart/1.2.0/mf-manifest.json'
 */
export function assetUrl(origin: string, app: AppName, version: string, path: string): string {
  return `${origin}/_mf/${app}/${encodeURIComponent(version)}/${path.replace(/^\/+/, '')}`
}

function refOf(origin: string, app: AppName, published: PublishedVersion): RemoteRef {
  return {
    version: published.version,
    contract: published.contract,
    manifestUrl: assetUrl(origin, app, published.version, published.manifest),
    ...(published.entry ? { entryUrl: assetUrl(origin, app, published.version, published.entry) } : {}),
    ...(published.entryType ? { entryType: published.entryType } : {}),
  }
}

/** A remote's current version and its history, as the shell's skew guard reads them. */
export function remoteChoice(origin: string, app: AppName, record: RegistryRecord): RemoteChoice | null {
  const current = servedVersion(record)
  if (!current) return null
  const previous = record.previous.flatMap((version) => {
    const published = record.versions[version]
    return published ? [refOf(origin, app, published)] : []
  })
  return { current: refOf(origin, app, current), previous }
}

export interface BootstrapInput {
  readonly market: MarketResolution
  readonly records: Readonly<Record<AppName, RegistryRecord | null>>
  readonly shellContract: string
  readonly apiBase: string
  readonly assetsOrigin: string
  readonly contact?: { readonly email?: string | undefined; readonly phone?: string | undefined }
  readonly searchAttributes: string
}

/** The JSON the shell starts from: market, language, API base and the remotes it may load. */
export function buildBootstrap(input: BootstrapInput): Bootstrap {
  const { record, country, locale, prefix } = input.market.context
  const remotes: Bootstrap['remotes'] = {}
  for (const app of remoteNames) {
    const entry = input.records[app]
    const choice = entry && remoteChoice(input.assetsOrigin, app, entry)
    if (choice) remotes[app] = choice
  }
  const { email, phone } = input.contact ?? {}
  return {
    contract: input.shellContract,
    locale,
    market: { id: record.id, code: record.code, country, currency: record.currency, prefix },
    apiBase: input.apiBase,
    remotes,
    ...(email || phone ? { contact: { email, phone } } : {}),
    searchAttributes: input.searchAttributes,
  }
}
