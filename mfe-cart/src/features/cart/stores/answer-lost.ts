import { toShopError } from '@storefront/shared/errors'

// A gateway's answer in place of the API's (Cloudflare's 502 and 504) says nothing of the write
// behind it: the API may have finished it after the gateway gave up.
const gatewayStatuses: ReadonlySet<number> = new Set([502, 504])

/**
 * Whether a write failed without the API's own answer: no connection, no answer in time, or a
 * gateway's. The write may have landed all the same, so it is read back, never sent again.
 */
export function answerLost(thrown: unknown): boolean {
  const { code } = toShopError(thrown)
  if (code === 'network_error' || code === 'request_timeout') return true
  const status = (thrown as { status?: unknown } | null)?.status
  return typeof status === 'number' && gatewayStatuses.has(status)
}
