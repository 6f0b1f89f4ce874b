import { sha256Hex } from '../auth/password-hash'
import type { SeedStatement } from './statements'

/** The demo credentials documented in the README. */
export const demoCredentials = {
  salesChannelClientId: 'commerce-local-sales-channel',
  integrationClientId: 'commerce-local-integration',
  integrationClientSecret: 'commerce-local-integration-secret',
} as const

export async function applicationStatements(): Promise<SeedStatement[]> {
  const insert =
    'INSERT INTO applications (id, name, kind, client_id, client_secret_hash) VALUES (?, ?, ?, ?, ?)'
  return [
    {
      sql: insert,
      params: ['appSalesChn', 'Storefront', 'sales_channel', demoCredentials.salesChannelClientId, null],
    },
    {
      sql: insert,
      params: [
        'appIntegrtn',
        'Storefront edge',
        'integration',
        demoCredentials.integrationClientId,
        await sha256Hex(demoCredentials.integrationClientSecret),
      ],
    },
  ]
}
