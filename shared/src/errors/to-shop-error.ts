import { z } from 'zod/mini'
import { type ErrorCode, errorCodes } from './catalogue'
import { shopErrorBodySchema } from './error-body'
import { ShopError } from './shop-error'

// The shape of @commercelayer/sdk's ApiError, read by duck typing as the SDK's own isApiError
// does: the class may come from another bundle (a federated remote), so instanceof is unreliable.
const apiErrorSchema = z.object({
  name: z.literal('ApiError'),
  status: z.optional(z.number()),
  errors: z.catch(
    z.array(
      z.looseObject({
        code: z.optional(z.string()),
        title: z.optional(z.string()),
        detail: z.optional(z.string()),
      }),
    ),
    [],
  ),
})

// The SdkError the SDK throws for failures before a response: `request` and `client` wrap fetch's.
const sdkErrorSchema = z.object({ name: z.literal('SdkError'), type: z.string(), source: z.unknown() })

const statusSchema = z.object({ status: z.number() })

// A ShopError built by another copy of this module (each remote bundles its own), which
// instanceof does not recognise.
const foreignShopErrorSchema = z.object({ name: z.literal('ShopError'), code: z.enum(errorCodes) })

// Commerce Layer's messages for a refused coupon or gift card code, most specific first.
const codeMismatches: [string, ErrorCode][] = [
  ['matches no active gift card or coupon', 'no_active_gift_card_or_coupon'],
  ['matches no active gift card', 'no_active_gift_card'],
  ['matches no active coupon', 'no_active_coupon'],
]

function fromApiError(error: z.infer<typeof apiErrorSchema>, fallback: ErrorCode): ErrorCode {
  const codes = error.errors.map((item) => item.code?.toUpperCase())
  const texts = error.errors.map((item) => `${item.title ?? ''} ${item.detail ?? ''}`).join(' ')
  if (codes.includes('INVALID_GRANT')) return 'invalid_credentials'
  // UNAUTHORIZED is an action this token may not take: the call failed, the session did not end.
  if (codes.includes('UNAUTHORIZED') && !codes.includes('INVALID_TOKEN')) return fallback
  if (error.status === 401 || codes.includes('INVALID_TOKEN')) return 'unauthorized'
  const mismatch = codeMismatches.find(([text]) => texts.includes(text))
  if (mismatch) return mismatch[1]
  if (error.status === 429) return 'rate_limited'
  if (error.status === 422 || codes.includes('VALIDATION_ERROR')) return 'cl_validation_error'
  return fallback
}

function isTimeout(thrown: unknown): boolean {
  const sdk = sdkErrorSchema.safeParse(thrown)
  if (sdk.success && sdk.data.type === 'timeout') return true
  return thrown instanceof Error && thrown.name === 'TimeoutError'
}

// fetch rejects with a TypeError when the network fails ("Failed to fetch", "fetch failed",
// "Load failed" depending on the runtime); the SDK wraps it as a `request` or `client` error.
function isNetworkFailure(thrown: unknown): boolean {
  const sdk = sdkErrorSchema.safeParse(thrown)
  if (sdk.success) return sdk.data.type === 'request' || sdk.data.source instanceof TypeError
  return thrown instanceof TypeError
}

// The SDK throws a `parse` error only for a success (2xx) whose body is not JSON: the API did
// the work, and only its answer was lost on the way (a body cut short, or none).
function isUnreadableAnswer(thrown: unknown): boolean {
  return sdkErrorSchema.safeParse(thrown).data?.type === 'parse'
}

/**
 * Maps anything thrown (a ShopError, the shop's JSON error body, a Commerce Layer SDK error,
 * a fetch failure, a timeout, a success whose body could not be read, a 401 response) to a
 * ShopError with a catalogue code. What it does not recognise becomes `fallback`, e.g.
 * `add_cart_error` around adding to the cart.
 *
 * @example
 * try { await cl.orders.update(…) } catch (thrown) { show(toShopError(thrown)) }
 */
export function toShopError(thrown: unknown, fallback: ErrorCode = 'generic_error'): ShopError {
  if (thrown instanceof ShopError) return thrown
  const foreign = foreignShopErrorSchema.safeParse(thrown)
  if (foreign.success) {
    const { details } = thrown as { details?: ShopError['details'] }
    return new ShopError(foreign.data.code, { message: (thrown as Error).message, details, cause: thrown })
  }
  const body = shopErrorBodySchema.safeParse(thrown)
  if (body.success) {
    const { code, message, details } = body.data.error
    return new ShopError(code, { ...(message && { message }), ...(details && { details }) })
  }
  const message = thrown instanceof Error ? thrown.message : undefined
  const options = { cause: thrown, ...(message && { message }) }
  const api = apiErrorSchema.safeParse(thrown)
  if (api.success) return new ShopError(fromApiError(api.data, fallback), options)
  if (isTimeout(thrown)) return new ShopError('request_timeout', options)
  if (isNetworkFailure(thrown)) return new ShopError('network_error', options)
  if (isUnreadableAnswer(thrown)) return new ShopError('unreadable_answer', options)
  if (statusSchema.safeParse(thrown).data?.status === 401) return new ShopError('unauthorized', options)
  return new ShopError(fallback, options)
}

/**
 * The ShopError of a failed answer from the edge: its JSON error body when it has one, else
 * what its status says (a 401 re-initialises), else `fallback`.
 *
 * @example
 * const response = await fetch('/api/signup', { method: 'POST', body })
 * if (!response.ok) throw await readShopError(response)
 */
export async function readShopError(
  response: Response,
  fallback: ErrorCode = 'generic_error',
): Promise<ShopError> {
  const body: unknown = await response.json().catch(() => undefined)
  if (shopErrorBodySchema.safeParse(body).success) return toShopError(body)
  const code = response.status === 401 ? 'unauthorized' : response.status === 429 ? 'rate_limited' : fallback
  return new ShopError(code, { message: `HTTP ${response.status}` })
}
