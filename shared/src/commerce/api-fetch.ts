import { isTokenExpired } from './token-claims'

export interface ApiFetchOptions {
  /** Where the API really is, e.g. `http://localhost:8788/api` or `https://acme.commercelayer.io/api`. */
  readonly apiBase: string
  /** Resolves with a fresh access token in place of an expired one. */
  readonly refreshToken?: (expiredToken: string) => Promise<string>
  /** Whether a token has expired; by default by this browser's clock against the token's `exp`. */
  readonly isExpired?: (token: string) => boolean
  /** Called on a 401 that a token refresh cannot cure (INVALID_TOKEN): the session must start again. */
  readonly onUnauthorized?: (response: Response) => void
  /** Called when the API failed or refused a request the page built (see `apiFailureOf`). */
  readonly onFailure?: (failure: ApiFailure) => void
  /** How long one try of a read may take before it is sent again (`readTimeoutMs`). */
  readonly readTimeoutMs?: number
  readonly fetch?: typeof fetch
}

/** An API answer worth telling the team whose page made the call. */
export interface ApiFailure {
  readonly method: string
  /** The resource type only (`skus`, `orders`): no ids, no query, which may hold a search. */
  readonly resource: string
  readonly status: number
}

// 5xx: the API failed. 400, 403, 405, 415: it refused a request the page built, a bug or a
// token without the scope the call needs. 429: the organization's rate limit. The rest are the
// shopper's (401 is cured or clears the session; 404 and 422 answer what was asked or typed),
// and so are network failures, which say more about a connection than about the shop.
const reportedStatuses = new Set([400, 403, 405, 415, 429])

/**
 * The failure a response reports, or null when it is an answer the page expects.
 *
 * @example apiFailureOf(new Response(null, { status: 503 }), 'GET', '/skus/xYz') // { method: 'GET', resource: 'skus', status: 503 }
 */
export function apiFailureOf(response: Response, method: string, path: string): ApiFailure | null {
  if (response.status < 500 && !reportedStatuses.has(response.status)) return null
  return failureOf(response, method, path)
}

const failureOf = (response: Response, method: string, path: string): ApiFailure => ({
  method: method.toUpperCase(),
  resource: /^\/([a-z_]+)/.exec(path)?.[1] ?? 'unknown',
  status: response.status,
})

/**
 * Whether a 401 is Commerce Layer's UNAUTHORIZED, an action this token may not take, rather than
 * INVALID_TOKEN, a token it no longer takes. A body that says neither counts as the token's end.
 */
async function refusesTheAction(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: readonly { code?: unknown }[] } | null
  const codes = Array.isArray(body?.errors) ? body.errors.map((error) => error?.code) : []
  return codes.includes('UNAUTHORIZED') && !codes.includes('INVALID_TOKEN')
}

// A read that never reached the API is sent once more after this pause: a phone between cells
// or a dropped connection should not cost the visitor an error screen. Writes are never resent,
// since the first may have landed (a line added twice).
const readRetryDelayMs = 300

// A read still unanswered after this is stuck on the way (a connection that stalled without
// failing): it is given up and sent once more, within the SDK's limit for the whole call (40 s),
// so a stalled listing recovers in seconds instead of failing. Writes keep only that limit.
const readTimeoutMs = 15_000

// A gateway or an API briefly unable to answer (502, 503, 504) is asked once more after this:
// one lost answer in a busy minute should not cost a shopper the error page.
const unavailableRetryDelayMs = 1_000
// A rate limit is waited out only when it says it is this short; longer, the page's own message
// and retry are better than a page that hangs.
const longestRateLimitWaitMs = 5_000

/**
 * How long to wait before sending a read once more after this answer, or null when the answer
 * stands: only a passing refusal (502, 503, 504, or a 429 whose Retry-After is short) is asked again.
 */
function passingAnswerPause(response: Response): number | null {
  if ([502, 503, 504].includes(response.status)) return unavailableRetryDelayMs
  if (response.status !== 429) return null
  // A limit that does not say when it ends (Commerce Layer's sliding windows say nothing, or the
  // browser is not let read the header) is not asked again at once: that would only add to it.
  const wait = retryAfterMs(response.headers.get('retry-after'))
  return wait !== null && wait <= longestRateLimitWaitMs ? wait : null
}

/** `Retry-After` in milliseconds from now, given in seconds or as a date; null when unreadable. */
function retryAfterMs(value: string | null): number | null {
  if (!value?.trim()) return null
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now())
}

/** One try of a read: the caller's signal joined with a time limit of its own, where the browser can. */
function readTry(init: RequestInit | undefined, ms: number) {
  if (typeof AbortSignal.any !== 'function' || typeof AbortSignal.timeout !== 'function') {
    return { init, timedOut: () => false }
  }
  const limit = AbortSignal.timeout(ms)
  const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit
  return { init: { ...init, signal }, timedOut: () => limit.aborted }
}

/** Waits `ms`, or rejects with the abort's reason as soon as the caller gives up the read. */
function pauseUnlessAborted(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

const isRead = (init: RequestInit | undefined) =>
  ['GET', 'HEAD'].includes((init?.method ?? 'GET').toUpperCase())

function bearerOf(init: RequestInit | undefined): string | null {
  const headers = new Headers(init?.headers)
  return /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null
}

function withBearer(init: RequestInit | undefined, token: string): RequestInit {
  const headers = new Headers(init?.headers)
  headers.set('authorization', `Bearer ${token}`)
  return { ...init, headers }
}

/**
 * A fetch for the SDK's `fetch` option. The SDK always calls `https://{org}.{domain}/api`;
 * this sends the request to the configured API base instead, so commerce-local and Commerce
 * Layer differ by configuration only. A read whose request failed on the network, stalled
 * past `readTimeoutMs`, or met a passing refusal (`passingAnswerPause`) is sent once more.
 *
 * Expired tokens are renewed here rather than by the SDK's `refreshToken`, which judges expiry
 * by `Date.now()` alone: on a computer whose clock runs slow it would take an expired token for a
 * valid one and the shop would drop the cart. With an `isExpired` that knows the API's clock, a
 * token already expired is renewed before the request goes (a computer that slept past the
 * shell's renewal timer): the API would only refuse it. A 401 on a token that expired on its way
 * is cured too: the request goes again with the fresh token (a 401 means the API did nothing, so
 * even a write is safe to resend). Later requests still carrying the old token get the fresh one.
 * A 401 on a valid token, or on the fresh one, reaches `onUnauthorized`, unless Commerce Layer
 * said UNAUTHORIZED (the token may not take that action): that one is reported to `onFailure`.
 */
export function createApiFetch(options: ApiFetchOptions): typeof fetch {
  const base = options.apiBase.replace(/\/+$/, '')
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const expired = options.isExpired ?? ((token: string) => isTokenExpired(token))
  let renewed: { readonly from: string; readonly to: string } | null = null

  const tryMs = options.readTimeoutMs ?? readTimeoutMs

  const sendWithRetry = async (target: string, init: RequestInit | undefined) => {
    if (!isRead(init)) return send(target, init)
    const first = readTry(init, tryMs)
    let pause = readRetryDelayMs
    try {
      const response = await send(target, first.init)
      const wait = passingAnswerPause(response)
      if (wait === null || init?.signal?.aborted) return response
      // The refusal will not be read: its body would otherwise hold the connection until collected.
      void response.body?.cancel().catch(() => undefined)
      pause = wait
    } catch (error) {
      // fetch rejects with a TypeError when the network fails, and with the limit's reason when
      // the try stalled; an abort is the caller's wish.
      const passing = error instanceof TypeError || first.timedOut()
      if (!passing || init?.signal?.aborted) throw error
    }
    await pauseUnlessAborted(pause, init?.signal)
    return send(target, readTry(init, tryMs).init)
  }

  const answered = async (response: Response, token: string | null, report: (r: Response) => Response) => {
    if (response.status !== 401 || (token && expired(token))) return response
    // Only a token the API no longer takes ends the session: a permission it lacks for one call
    // failed that call, and clearing the cart and the sign-in for it would empty every page.
    if (await refusesTheAction(response)) return report(response)
    options.onUnauthorized?.(response.clone())
    return response
  }

  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '')
    const target = `${base}${path}${url.search}`
    const sent = bearerOf(init)
    const reported = (response: Response) => {
      const failure = apiFailureOf(response, init?.method ?? 'GET', path)
      if (failure) options.onFailure?.(failure)
      return response
    }
    // A refusal of the action is the page's to report, as a 403 would be: the call needs a right the token lacks.
    const refused = (response: Response) => {
      options.onFailure?.(failureOf(response, init?.method ?? 'GET', path))
      return response
    }
    const renew = async (old: string) => {
      const fresh = await options.refreshToken?.(old).catch(() => null)
      if (fresh) renewed = { from: sent ?? old, to: fresh }
      return fresh ?? null
    }
    const latest = sent && renewed?.from === sent ? renewed.to : sent
    // Judged before sending only by the caller's `isExpired`, which knows the API's clock: by
    // this browser's clock alone, a computer set an hour fast would renew before every request.
    // The outcome: a fresh token, null when none came, undefined when not asked for.
    const early =
      latest && options.refreshToken && options.isExpired?.(latest) ? await renew(latest) : undefined
    const token = early ?? latest
    const response = await sendWithRetry(target, token && token !== sent ? withBearer(init, token) : init)
    if (response.status !== 401) return reported(response)
    // Renewed already: a 401 on the fresh token is the session's end, and a renewal that failed
    // is not waited for twice.
    if (early !== undefined) return early ? answered(response, early, refused) : response
    if (!token || !options.refreshToken || !expired(token)) return answered(response, token, refused)
    const fresh = await renew(token)
    if (!fresh) return response
    return reported(await answered(await sendWithRetry(target, withBearer(init, fresh)), fresh, refused))
  }
}
