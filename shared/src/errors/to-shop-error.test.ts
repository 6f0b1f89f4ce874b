import { CommerceLayer, orders } from '@commercelayer/sdk'
import { describe, expect, it } from 'vitest'
import { ShopError } from './shop-error'
import { readShopError, toShopError } from './to-shop-error'

// Real SDK errors: the SDK's client is given a fetch that answers, fails or hangs as needed.
const client = CommerceLayer({ organization: 'demo', accessToken: 'token' })

async function sdkFailure(fetch: (url: string, init: RequestInit) => Promise<Response>, timeout = 40_000) {
  client.config({ fetch: fetch as never, timeout })
  return orders.update({ id: 'order-1', coupon_code: 'NATALE' }).catch((thrown: unknown) => thrown)
}

function apiError(status: number, errors: Record<string, unknown>[]) {
  const body = JSON.stringify({ errors })
  return sdkFailure(
    async () => new Response(body, { status, headers: { 'content-type': 'application/vnd.api+json' } }),
  )
}

const couponError = (detail: string) =>
  apiError(422, [
    {
      code: 'VALIDATION_ERROR',
      title: detail,
      detail: `coupon_code - ${detail}`,
      source: { pointer: '/data/attributes/coupon_code' },
      status: '422',
    },
  ])

describe('toShopError', () => {
  it('returns a ShopError as it is', () => {
    const error = new ShopError('payment_error')
    expect(toShopError(error)).toBe(error)
  })

  it('reads the JSON error body the edge sends', () => {
    const body = {
      error: { code: 'email_already_registered', message: 'taken', details: { values: { n: 1 } } },
    }
    expect(toShopError(body)).toMatchObject({
      code: 'email_already_registered',
      message: 'taken',
      details: { values: { n: 1 } },
    })
    expect(toShopError({ error: { code: 'invalid_email' } }).message).toBe('invalid_email')
  })

  it('treats a body with an unknown code as the fallback', () => {
    expect(toShopError({ error: { code: 'teapot' } }).code).toBe('generic_error')
  })

  it('maps the API refusing for its rate limit to rate_limited, whatever the call', async () => {
    const limited = await apiError(429, [
      { code: 'TOO_MANY_REQUESTS', title: 'Too many requests', status: '429' },
    ])
    expect(toShopError(limited, 'add_cart_error').code).toBe('rate_limited')
  })

  it.each([
    ['matches no active gift card or coupon', 'no_active_gift_card_or_coupon'],
    ['matches no active gift card', 'no_active_gift_card'],
    ['matches no active coupon', 'no_active_coupon'],
  ])('maps the API saying the code %s', async (detail, code) => {
    expect(toShopError(await couponError(detail)).code).toBe(code)
  })

  it('maps other validation errors of the API to cl_validation_error', async () => {
    const error = await apiError(422, [{ code: 'VALIDATION_ERROR', detail: 'line_1 - can not be blank' }])
    expect(toShopError(error)).toMatchObject({ code: 'cl_validation_error', cause: error })
  })

  it('maps a 422 without error items to cl_validation_error', async () => {
    expect(toShopError(await apiError(422, [])).code).toBe('cl_validation_error')
  })

  it('maps an API 401 or an invalid token to unauthorized', async () => {
    expect(toShopError(await apiError(401, [{ code: 'INVALID_TOKEN' }])).code).toBe('unauthorized')
    expect(toShopError(await apiError(401, [])).code).toBe('unauthorized')
    expect(toShopError(await apiError(403, [{ code: 'INVALID_TOKEN' }])).code).toBe('unauthorized')
  })

  // "Your session has expired: we have reloaded the shop" would be untrue: nothing was reloaded.
  it('maps an action the token may not take (401 UNAUTHORIZED) to the caller’s fallback', async () => {
    expect(toShopError(await apiError(401, [{ code: 'UNAUTHORIZED' }]), 'add_cart_error').code).toBe(
      'add_cart_error',
    )
  })

  it('maps an OAuth invalid grant to invalid_credentials', async () => {
    expect(toShopError(await apiError(401, [{ code: 'invalid_grant' }])).code).toBe('invalid_credentials')
  })

  it('maps other API errors to the fallback the caller gives', async () => {
    expect(toShopError(await apiError(500, [{ code: 'INTERNAL_SERVER_ERROR' }])).code).toBe('generic_error')
    expect(toShopError(await apiError(404, [{ code: 'RECORD_NOT_FOUND' }]), 'add_cart_error').code).toBe(
      'add_cart_error',
    )
  })

  it('tolerates an ApiError whose errors are not a list', async () => {
    const error = await sdkFailure(async () => new Response('Bad gateway', { status: 502 }))
    expect(error).toMatchObject({ name: 'ApiError', status: 502 })
    expect(toShopError(error).code).toBe('generic_error')
  })

  it('maps the SDK timeout and a TimeoutError to request_timeout', async () => {
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    expect(toShopError(await sdkFailure(hanging, 20)).code).toBe('request_timeout')
    expect(toShopError(new DOMException('The operation timed out.', 'TimeoutError')).code).toBe(
      'request_timeout',
    )
  })

  it('maps a real fetch failure to network_error', async () => {
    const thrown = await fetch('http://127.0.0.1:9/').catch((error: unknown) => error)
    expect(toShopError(thrown)).toMatchObject({ code: 'network_error', cause: thrown })
  })

  it('maps the SDK wrapping a fetch failure (browser or Node wording) to network_error', async () => {
    const browser = await sdkFailure(() => Promise.reject(new TypeError('Failed to fetch')))
    const node = await sdkFailure(() => Promise.reject(new TypeError('fetch failed')))
    expect(browser).toMatchObject({ name: 'SdkError', type: 'request' })
    expect(node).toMatchObject({ name: 'SdkError', type: 'client' })
    expect(toShopError(browser).code).toBe('network_error')
    expect(toShopError(node).code).toBe('network_error')
  })

  // The write was done: a page that took this for a refusal had the shopper send it again.
  it.each([
    ['cut short', '{"data":{"id":"order-1","type":"orders","attri'],
    ['empty', ''],
  ])('maps a success whose body is %s to unreadable_answer, whatever the fallback', async (_, body) => {
    const error = await sdkFailure(async () => new Response(body, { status: 200 }))
    expect(error).toMatchObject({ name: 'SdkError', type: 'parse' })
    expect(toShopError(error, 'add_cart_error').code).toBe('unreadable_answer')
  })

  it('maps another SDK client error to the fallback', async () => {
    const error = await sdkFailure(() => Promise.reject(new RangeError('bad header')))
    expect(toShopError(error, 'add_cart_error').code).toBe('add_cart_error')
  })

  it('maps a 401 response to unauthorized', () => {
    expect(toShopError(new Response(null, { status: 401 })).code).toBe('unauthorized')
    expect(toShopError(new Response(null, { status: 503 })).code).toBe('generic_error')
  })

  it('maps anything else to the fallback, keeping its message', () => {
    expect(toShopError(new Error('kaputt'))).toMatchObject({ code: 'generic_error', message: 'kaputt' })
    expect(toShopError('a string', 'payment_error').code).toBe('payment_error')
    expect(toShopError(undefined).code).toBe('generic_error')
  })
})

describe('toShopError with a ShopError of another bundle', () => {
  it('keeps its code, message and details', () => {
    const foreign = Object.assign(new Error('limit'), {
      name: 'ShopError',
      code: 'item_limit_exceeded',
      details: { values: { n: 6, p: 'bottles' } },
    })
    expect(toShopError(foreign)).toMatchObject({
      code: 'item_limit_exceeded',
      message: 'limit',
      details: { values: { n: 6, p: 'bottles' } },
      cause: foreign,
    })
  })
})

describe('readShopError', () => {
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('reads the code of the JSON error body', async () => {
    const error = await readShopError(json({ error: { code: 'email_already_registered' } }, 409))
    expect(error.code).toBe('email_already_registered')
  })

  it('believes the body over the status, even on a 401', async () => {
    expect((await readShopError(json({ error: { code: 'WRONG_CREDENTIALS' } }, 401))).code).toBe(
      'WRONG_CREDENTIALS',
    )
  })

  it('re-initialises on a 401 without a shop error body', async () => {
    expect((await readShopError(new Response('Unauthorized', { status: 401 }))).code).toBe('unauthorized')
  })

  it('says to wait on a 429 without a shop error body', async () => {
    const response = new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '60' } })
    expect((await readShopError(response, 'TOKEN_ERROR')).code).toBe('rate_limited')
  })

  it('falls back for an answer that is not JSON', async () => {
    const response = new Response('<h1>Bad gateway</h1>', { status: 502 })
    expect((await readShopError(response, 'TOKEN_ERROR')).code).toBe('TOKEN_ERROR')
  })
})
