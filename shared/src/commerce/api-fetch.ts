import { isTokenExpired } from './token-claims'

export interface ApiFetchOptions {
  /** Where the API really is, e.g. `http://localhost:8788/api` or `https://acme.commercelayer.io/api`. */
  readonly apiBase: string
  /** Called on a 401 that a token refresh cannot cure: the session must start again. */
  readonly onUnauthorized?: (response: Response) => void
  readonly fetch?: typeof fetch
}

function bearerOf(init: RequestInit | undefined): string | null {
  const headers = new Headers(init?.headers)
  return /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? null
}

/**
 * A fetch for the SDK's `fetch` option. The SDK always calls `https://{org}.{domain}/api`;
 * this sends the request to the configured API base instead, so commerce-local and Commerce
 * Layer differ by configuration only. A 401 with a still-valid token reaches
 * `onUnauthorized`; an expired one is left to the SDK's `refreshToken` callback.
 */
export function createApiFetch(options: ApiFetchOptions): typeof fetch {
  const base = options.apiBase.replace(/\/+$/, '')
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '')
    const response = await send(`${base}${path}${url.search}`, init)
    if (response.status === 401 && options.onUnauthorized) {
      const token = bearerOf(init)
      if (!token || !isTokenExpired(token)) options.onUnauthorized(response.clone())
    }
    return response
  }
}
