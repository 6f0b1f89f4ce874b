import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle'
import { requestTimeoutMs } from '../constants'
import { createApiFetch } from './api-fetch'
import { readTokenClaims } from './token-claims'

export interface CommerceClientOptions {
  readonly accessToken: string
  /** The API base the edge handed the browser (bootstrap `apiBase`). */
  readonly apiBase: string
  /** Called by the SDK when the token has expired; resolves with a fresh access token. */
  readonly refreshToken?: (expiredToken: string) => Promise<string>
  /** A 401 that a refresh cannot cure: clear cart and session, re-initialise. */
  readonly onUnauthorized?: (response: Response) => void
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
}

/**
 * A bundled SDK client (every resource scoped to this instance) for one access token.
 * 7.12.1), so each remote may hold its own. The organization slug comes from the token; the
 * URL the SDK derives from it is rewritten to `apiBase`.
 *
 * @example createCommerceClient({ accessToken, apiBase: 'http://localhost:8788/api' }).skus.list()
 */
export function createCommerceClient(options: CommerceClientOptions): CommerceLayerBundle {
  const slug = readTokenClaims(options.accessToken)?.organization?.slug ?? 'commerce-local'
  return CommerceLayer({
    organization: slug,
    accessToken: options.accessToken,
    timeout: options.timeoutMs ?? requestTimeoutMs,
    fetch: createApiFetch(options),
    ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}),
  })
}
