import { toShopError } from '@storefront/shared/errors'

// A gateway's answer in place of the API's (Cloudflare's 502 and 504) says nothing of the write
// behind it: the API may have finished it after the gateway gave up.
const gatewayStatuses: ReadonlySet<number> = new Set([502, 504])

const statusOf = (thrown: unknown) => {
  const status = (thrown as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/**
 * Whether the API was out of reach: no connection, no answer in time, or a gateway's answer in
 * place of its own. The next write would most likely meet the same way there.
 */
export function unreachable(thrown: unknown): boolean {
  const { code } = toShopError(thrown)
  if (code === 'network_error' || code === 'request_timeout') return true
  const status = statusOf(thrown)
  return status !== null && gatewayStatuses.has(status)
}

/**
 * Whether a write failed in a way that says nothing of the write itself, which may have landed
 * all the same: out of reach (`unreachable`), a success whose body could not be read, or any
 * 5xx (Commerce Layer may fail after it committed). It is read back, never sent again: the
 * order decides. A 429 or another 4xx is a refusal, and nothing was written.
 */
export function answerLost(thrown: unknown): boolean {
  if (unreachable(thrown) || toShopError(thrown).code === 'unreadable_answer') return true
  const status = statusOf(thrown)
  return status !== null && status >= 500
}
