import type { ShopBus } from '@storefront/shared/events'
import type { DevConfig } from '../config/dev-config'

interface TokenAnswer {
  access_token: string
  expires_in: number
}

/** A guest token for a market, straight from the OAuth endpoint (the shell asks the edge instead). */
async function guestToken(config: DevConfig, marketCode: string): Promise<TokenAnswer> {
  const response = await fetch(`${config.commerceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: config.clientId,
      scope: `market:code:${marketCode}`,
    }),
  })
  if (!response.ok) throw new Error(`token request failed with ${response.status}`)
  return (await response.json()) as TokenAnswer
}

/**
 * Plays the shell's session role for the dev host: publishes `session:changed` with a guest
 * token and answers `session:refresh` with a new one. Returns the unsubscribe.
 */
export async function startDevSession(
  bus: ShopBus,
  config: DevConfig,
  marketCode: string,
): Promise<() => void> {
  const publish = async (reason: 'init' | 'refresh') => {
    const token = await guestToken(config, marketCode)
    bus.publish('session:changed', {
      kind: 'guest',
      accessToken: token.access_token,
      expiresAt: Date.now() + token.expires_in * 1000,
      marketCode,
      reason,
    })
  }
  await publish('init')
  return bus.subscribe('session:refresh', () => {
    publish('refresh').catch((error: unknown) => console.error('dev host: token renewal failed', error))
  })
}
