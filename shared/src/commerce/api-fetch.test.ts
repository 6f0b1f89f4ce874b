import { describe, expect, it, vi } from 'vitest'
import { type ApiFetchOptions, createApiFetch } from './api-fetch'

const apiBase = 'http://localhost:8788/api'
const sdkUrl = 'https://acme.commercelayer.io/api/skus?page[size]=25'
const networkDown = () => new TypeError('Failed to fetch')

/** The token `old`, valid when a request leaves and expired by the time the API reads it. */
function expiringOnTheWay() {
  let arrived = false
  return {
    isExpired: (token: string) => token === 'old' && arrived,
    refused: async () => {
      arrived = true
      return new Response('{}', { status: 401 })
    },
  }
}

/** Sends one request with the token `old` to an API that refuses every token (401). */
async function sentToRefusingApi(options: Omit<ApiFetchOptions, 'apiBase' | 'fetch' | 'onUnauthorized'>) {
  const send = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 401 }))
  const onUnauthorized = vi.fn()
  const apiFetch = createApiFetch({ apiBase, fetch: send, onUnauthorized, ...options })
  const response = await apiFetch(sdkUrl, { headers: { authorization: 'Bearer old' } })
  return { apiFetch, send, onUnauthorized, response }
}

describe('createApiFetch', () => {
  it('sends a read once more when the network failed, and answers with the second try', async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValueOnce(new Response('{}'))
    const response = await createApiFetch({ apiBase, fetch: send })(sdkUrl, { method: 'GET' })
    expect(response.status).toBe(200)
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[0]).toBe('http://localhost:8788/api/skus?page[size]=25')
  })

  it('gives up after the second failure', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValue(networkDown())
    await expect(createApiFetch({ apiBase, fetch: send })(sdkUrl)).rejects.toThrow(TypeError)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('never sends a write twice: the first may have landed', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValue(networkDown())
    const post = createApiFetch({ apiBase, fetch: send })(sdkUrl, { method: 'POST', body: '{}' })
    await expect(post).rejects.toThrow(TypeError)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('does not retry a read the caller aborted, nor an answer the API gave', async () => {
    const controller = new AbortController()
    controller.abort()
    const aborted = vi.fn<typeof fetch>().mockRejectedValue(new DOMException('aborted', 'AbortError'))
    await expect(
      createApiFetch({ apiBase, fetch: aborted })(sdkUrl, { signal: controller.signal }),
    ).rejects.toThrow()
    expect(aborted).toHaveBeenCalledTimes(1)

    const failing = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 500 }))
    expect((await createApiFetch({ apiBase, fetch: failing })(sdkUrl)).status).toBe(500)
    expect(failing).toHaveBeenCalledTimes(1)
  })

  it('asks a read once more after a passing refusal: 502, 503, 504, or a short rate limit', async () => {
    vi.useFakeTimers()
    try {
      for (const refusal of [
        new Response('{}', { status: 503 }),
        new Response('{}', { status: 504 }),
        new Response('{}', { status: 429, headers: { 'Retry-After': '2' } }),
      ]) {
        const send = vi
          .fn<typeof fetch>()
          .mockResolvedValueOnce(refusal)
          .mockResolvedValueOnce(new Response('{}'))
        const answer = createApiFetch({ apiBase, fetch: send })(sdkUrl)
        await vi.advanceTimersByTimeAsync(2_000)
        expect((await answer).status).toBe(200)
        expect(send).toHaveBeenCalledTimes(2)
      }
      // A limit that lasts, or says not when it ends, or a write, is answered as it is: the page
      // says so and offers its retry.
      const inAMinute = new Date(Date.now() + 60_000).toUTCString()
      const limited = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': '60' } }))
        .mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': inAMinute } }))
        .mockResolvedValueOnce(new Response('{}', { status: 429 }))
      for (let call = 0; call < 3; call += 1)
        expect((await createApiFetch({ apiBase, fetch: limited })(sdkUrl)).status).toBe(429)
      expect(limited).toHaveBeenCalledTimes(3)
      const busy = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 }))
      const post = createApiFetch({ apiBase, fetch: busy })(sdkUrl, { method: 'POST', body: '{}' })
      expect((await post).status).toBe(503)
      expect(busy).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets go of the refusal it will not read, and stops waiting to ask again once the caller aborts', async () => {
    vi.useFakeTimers()
    try {
      const cancelled = vi.fn()
      const refusal = new Response(new ReadableStream({ cancel: cancelled }), { status: 503 })
      const send = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(refusal)
        .mockResolvedValueOnce(new Response('{}'))
      const controller = new AbortController()
      const answer = createApiFetch({ apiBase, fetch: send })(sdkUrl, { signal: controller.signal })
      const settled = vi.fn()
      answer.then(settled, settled)
      await vi.advanceTimersByTimeAsync(100)
      expect(cancelled).toHaveBeenCalled()
      controller.abort()
      await vi.advanceTimersByTimeAsync(0)
      // Given up at once, not after the pause, and never sent again.
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'AbortError' }))
      await vi.advanceTimersByTimeAsync(2_000)
      expect(send).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not send again a read that failed for something other than the network', async () => {
    const broken = vi.fn<typeof fetch>().mockRejectedValue(new RangeError('not a valid request'))
    await expect(createApiFetch({ apiBase, fetch: broken })(sdkUrl)).rejects.toThrow(RangeError)
    expect(broken).toHaveBeenCalledTimes(1)
  })

  it('sends a request without a token as it is, and asks no fresh token when it is refused', async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 401 }))
    const refreshToken = vi.fn(async () => 'fresh')
    const apiFetch = createApiFetch({ apiBase, fetch: send, refreshToken, isExpired: () => true })
    expect((await apiFetch(sdkUrl)).status).toBe(401)
    expect(new Headers(send.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false)
    expect(refreshToken).not.toHaveBeenCalled()
    expect(send).toHaveBeenCalledOnce()
  })

  it('sends a write refused for a token that expired on its way again with the fresh one: a 401 changed nothing', async () => {
    const late = expiringOnTheWay()
    const send = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(late.refused)
      .mockResolvedValueOnce(new Response('{}', { status: 201 }))
    const onUnauthorized = vi.fn()
    const apiFetch = createApiFetch({
      apiBase,
      fetch: send,
      isExpired: late.isExpired,
      refreshToken: async () => 'fresh',
      onUnauthorized,
    })
    const body = '{"data":{"type":"line_items"}}'
    const response = await apiFetch(sdkUrl, {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer old' },
    })
    expect(response.status).toBe(201)
    const resent = send.mock.calls[1]?.[1]
    expect(new Headers(resent?.headers).get('authorization')).toBe('Bearer fresh')
    expect(resent?.body).toBe(body)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('answers with the 401 when no fresh token comes, without calling it incurable', async () => {
    const late = expiringOnTheWay()
    const send = vi.fn<typeof fetch>().mockImplementation(late.refused)
    const onUnauthorized = vi.fn()
    const apiFetch = createApiFetch({
      apiBase,
      fetch: send,
      isExpired: late.isExpired,
      refreshToken: () => Promise.reject(new Error('session renewal timed out')),
      onUnauthorized,
    })
    const response = await apiFetch(sdkUrl, { headers: { authorization: 'Bearer old' } })
    expect(response.status).toBe(401)
    expect(send).toHaveBeenCalledOnce()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('leaves a 401 on an expired token to renewal when it has no refresher, without calling it incurable', async () => {
    // An expired token is cured by a new session, not by clearing cart and session: only a
    // token that is still valid and refused says the session itself is gone.
    const { apiFetch, send, onUnauthorized, response } = await sentToRefusingApi({
      isExpired: (token) => token === 'old',
    })
    expect(response.status).toBe(401)
    expect(send).toHaveBeenCalledOnce()
    expect(onUnauthorized).not.toHaveBeenCalled()
    await apiFetch(sdkUrl, { headers: { authorization: 'Bearer valid' } })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('renews a token already expired before sending it, so the API never sees it', async () => {
    // A computer that slept past the shell's renewal timer wakes with an expired token.
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 201 }))
    const refreshToken = vi.fn(async () => 'fresh')
    const apiFetch = createApiFetch({
      apiBase,
      fetch: send,
      isExpired: (token) => token === 'old',
      refreshToken,
    })
    const response = await apiFetch(sdkUrl, {
      method: 'POST',
      body: '{}',
      headers: { authorization: 'Bearer old' },
    })
    expect(response.status).toBe(201)
    expect(send.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'))).toEqual([
      'Bearer fresh',
    ])
    await apiFetch(sdkUrl, { headers: { authorization: 'Bearer old' } })
    expect(refreshToken).toHaveBeenCalledOnce()
    expect(new Headers(send.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer fresh')
  })

  it('judges a token before sending only by the caller’s clock, never by this browser’s alone', async () => {
    // Without `isExpired`, a computer set an hour fast would take every token for expired.
    const pastToken = `e30.${btoa(JSON.stringify({ exp: 1 }))}.s`
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}'))
    const refreshToken = vi.fn(async () => 'fresh')
    await createApiFetch({ apiBase, fetch: send, refreshToken })(sdkUrl, {
      headers: { authorization: `Bearer ${pastToken}` },
    })
    expect(refreshToken).not.toHaveBeenCalled()
    expect(new Headers(send.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(`Bearer ${pastToken}`)
  })

  it('sends the expired token once when no fresh one comes before sending, and does not wait for another', async () => {
    const refreshToken = vi.fn(() => Promise.reject(new Error('session renewal timed out')))
    const { send, onUnauthorized, response } = await sentToRefusingApi({
      isExpired: () => true,
      refreshToken,
    })
    expect(response.status).toBe(401)
    expect(refreshToken).toHaveBeenCalledOnce()
    expect(send).toHaveBeenCalledOnce()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('calls a 401 on the token renewed before sending incurable', async () => {
    const { send, onUnauthorized } = await sentToRefusingApi({
      isExpired: (token) => token === 'old',
      refreshToken: async () => 'fresh',
    })
    expect(send).toHaveBeenCalledOnce()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('gives up a read that stalled and sends it again, answering with the second try', async () => {
    const stalled = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const send = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(stalled)
      .mockResolvedValueOnce(new Response('{}'))
    const caller = new AbortController()
    const apiFetch = createApiFetch({ apiBase, fetch: send, readTimeoutMs: 30 })
    const response = await apiFetch(sdkUrl, { signal: caller.signal })
    expect(response.status).toBe(200)
    expect(send).toHaveBeenCalledTimes(2)
    // The caller can still cancel the second try.
    caller.abort()
    expect(send.mock.calls[1]?.[1]?.signal?.aborted).toBe(true)
  })

  it('gives up a read that stalls twice with a timeout, and leaves writes to the caller’s limit', async () => {
    const stalled = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const send = vi.fn<typeof fetch>().mockImplementation(stalled)
    const apiFetch = createApiFetch({ apiBase, fetch: send, readTimeoutMs: 30 })
    await expect(apiFetch(sdkUrl)).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(send).toHaveBeenCalledTimes(2)

    const write = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 201 }))
    const callerSignal = new AbortController().signal
    await createApiFetch({ apiBase, fetch: write, readTimeoutMs: 30 })(sdkUrl, {
      method: 'POST',
      body: '{}',
      signal: callerSignal,
    })
    expect(write.mock.calls[0]?.[1]?.signal).toBe(callerSignal)
  })

  // Safari before 17.4 has no AbortSignal.any: there a read cannot carry a limit of its own.
  it('sends a read with the caller’s own signal where the browser cannot join signals, and still retries it', async () => {
    const any = AbortSignal.any
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true })
    try {
      const send = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(networkDown())
        .mockResolvedValueOnce(new Response('{}'))
      const caller = new AbortController()
      const response = await createApiFetch({ apiBase, fetch: send, readTimeoutMs: 30 })(sdkUrl, {
        signal: caller.signal,
      })
      expect(response.status).toBe(200)
      expect(send).toHaveBeenCalledTimes(2)
      expect(send.mock.calls.map((call) => call[1]?.signal)).toEqual([caller.signal, caller.signal])
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true, writable: true })
    }
  })
})

describe('reporting the API failures the page cannot explain', () => {
  const answering = (...statuses: number[]) => {
    const send = vi.fn<typeof fetch>()
    for (const status of statuses) send.mockResolvedValueOnce(new Response('{}', { status }))
    return send
  }

  it('reports a failed API and a refused request by method and resource, without ids or query', async () => {
    const onFailure = vi.fn()
    const apiFetch = createApiFetch({ apiBase, fetch: answering(500, 400, 429), onFailure })
    await apiFetch(`${apiBase}/skus?filter[q][name_cont]=olio`)
    await apiFetch(`${apiBase}/line_items/xYzAbC`, { method: 'patch', body: '{}' })
    await apiFetch(`${apiBase}/orders`, { method: 'POST', body: '{}' })
    expect(onFailure.mock.calls.map(([failure]) => failure)).toEqual([
      { method: 'GET', resource: 'skus', status: 500 },
      { method: 'PATCH', resource: 'line_items', status: 400 },
      { method: 'POST', resource: 'orders', status: 429 },
    ])
  })

  it('reports a request the API refused as forbidden, not allowed or in the wrong format', async () => {
    // 403 is a token without the scope the call needs; 405 and 415 a request the page built wrong.
    const onFailure = vi.fn()
    const apiFetch = createApiFetch({ apiBase, fetch: answering(403, 405, 415), onFailure })
    for (let call = 0; call < 3; call += 1) await apiFetch(`${apiBase}/orders`)
    expect(onFailure.mock.calls.map(([failure]) => failure.status)).toEqual([403, 405, 415])
  })

  it("leaves the shopper's answers unreported: success, not found, invalid input, a refused token", async () => {
    const onFailure = vi.fn()
    const apiFetch = createApiFetch({ apiBase, fetch: answering(200, 404, 422, 401), onFailure })
    for (let call = 0; call < 4; call += 1) await apiFetch(`${apiBase}/skus`)
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('ends the session on a token the API no longer takes, and only fails a call the token may not make', async () => {
    const refusal = (code: string) => () =>
      Promise.resolve(Response.json({ errors: [{ code, status: '401' }] }, { status: 401 }))
    const onUnauthorized = vi.fn()
    const onFailure = vi.fn()
    const send = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(refusal('UNAUTHORIZED'))
      .mockImplementationOnce(refusal('INVALID_TOKEN'))
    const apiFetch = createApiFetch({
      apiBase,
      fetch: send,
      onUnauthorized,
      onFailure,
      isExpired: () => false,
    })
    const headers = { authorization: 'Bearer valid' }

    const forbidden = await apiFetch(`${apiBase}/sku_lists/aBc`, { headers })
    expect(forbidden.status).toBe(401)
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(onFailure).toHaveBeenCalledWith({ method: 'GET', resource: 'sku_lists', status: 401 })

    await apiFetch(`${apiBase}/orders/xYz`, { headers })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('reports the answer to the request sent again with a fresh token, not the 401 before it', async () => {
    const onFailure = vi.fn()
    const late = expiringOnTheWay()
    const apiFetch = createApiFetch({
      apiBase,
      fetch: vi
        .fn<typeof fetch>()
        .mockImplementationOnce(late.refused)
        .mockResolvedValueOnce(new Response('{}', { status: 500 })),
      isExpired: late.isExpired,
      refreshToken: async () => 'fresh',
      onFailure,
    })
    await apiFetch(`${apiBase}/orders/abc`, { headers: { authorization: 'Bearer old' } })
    expect(onFailure.mock.calls).toEqual([[{ method: 'GET', resource: 'orders', status: 500 }]])
  })

  it('leaves a network failure to the shopper’s connection', async () => {
    const onFailure = vi.fn()
    const send = vi.fn<typeof fetch>().mockRejectedValue(networkDown())
    await expect(createApiFetch({ apiBase, fetch: send, onFailure })(sdkUrl)).rejects.toThrow()
    expect(onFailure).not.toHaveBeenCalled()
  })
})
