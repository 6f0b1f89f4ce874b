import type { Bootstrap, RemoteChoice } from '@storefront/shared/registry'

export function remoteChoice(
  app: string,
  contract = '1.0.0',
  previous: RemoteChoice['previous'] = [],
): RemoteChoice {
  return {
    current: {
      version: 'v2',
      contract,
      manifestUrl: `https://shop.test/_mf/${app}/v2/mf-manifest.json`,
      entryUrl: `https://shop.test/_mf/${app}/v2/remoteEntry.0a1b2c3d.js`,
      entryType: 'global',
    },
    previous,
  }
}

/** An earlier published version of a remote, as the registry lists it under `previous`. */
export function previousVersion(app: string, contract: string): RemoteChoice['previous'][number] {
  return {
    version: 'v1',
    contract,
    manifestUrl: `https://shop.test/_mf/${app}/v1/mf-manifest.json`,
    entryUrl: `https://shop.test/_mf/${app}/v1/remoteEntry.9e8d7c6b.js`,
  }
}

/** A bootstrap as the edge renders it for Italy, with catalog and cart published. */
export function sampleBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    contract: '1.0.0',
    locale: 'it',
    market: { id: 'mkItalyxxx', code: 'it', country: 'IT', currency: 'EUR', prefix: '/italy/eur/it' },
    apiBase: 'http://localhost:8788',
    remotes: { catalog: remoteChoice('catalog'), cart: remoteChoice('cart') },
    contact: { email: 'care@shop.test', phone: '+39 055 123 4567' },
    ...overrides,
  }
}
