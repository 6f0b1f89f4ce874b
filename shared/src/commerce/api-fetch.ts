import { isTokenExpired } from './token-claims'

export interface ApiFetchOptions {
  /** Where the API really is, e.g. `http://localhost:8788/api` or `https://acme.commercelayer.io/api`. */
  readonly apiBase: string
  /** Called on a 401 that a token refresh cannot cure: the session must start again. */
  readonly onUnauthorized?: (response: Response) => void
  readonly fetch?: typeof fetch
}

// A read that never reached the API is sent once more after this pause: a phone between cells
// or a dropped connection should not cost the visitor an error screen. Writes are never resent,
// since the first may have landed (a line added twice).
const readRetryDelayMs = 300

const isRead = (init: RequestInit | undefined) =>
  ['GET', 'HEAD'].includes((init?.method ?? 'GET').toUpperCase())

function bearerOf(init: RequestInit | undefined): string | null {
  const headers = new Headers(init?.headers)
  return /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null
}

/**
 * A fetch for the SDK's `fetch` option. The SDK always calls `https://{org}.{domain}/api`;
 * this sends the request to the configured API base instead, so commerce-local and Commerce
 * Layer differ by configuration only. A 401 with a still-valid token reaches
 * `onUnauthorized`; an expired one is left to the SDK's `refreshToken` callback. A read whose
 * request failed on the network is sent once more.
 */
export function createApiFetch(options: ApiFetchOptions): typeof fetch {
  const base = options.apiBase.replace(/\/+$/, '')
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '')
    const target = `${base}${path}${url.search}`
    const response = await send(target, init).catch(async (error: unknown) => {
      // fetch rejects with a TypeError when the network fails; an abort is the caller's wish.
      if (!(error instanceof TypeError) || !isRead(init) || init?.signal?.aborted) throw error
      await new Promise((resolve) => setTimeout(resolve, readRetryDelayMs))
      return send(target, init)
    })
    if (response.status === 401 && options.onUnauthorized) {
      const token = bearerOf(init)
      if (!token || !isTokenExpired(token)) options.onUnauthorized(response.clone())
    }
    return response
  }
}
