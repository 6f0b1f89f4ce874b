import { sessionTokenLock, tokenTimeoutMs } from '@storefront/shared/registry'

export type TokenGrant =
  | { readonly grant: 'guest'; readonly market: string; readonly refused?: string }
  /**
   * The refresh cookie's customer when it still holds one, else a guest: how a page starts.
   * `refused`: the token the API answered 401 to. The edge shares a market's guest token among
   * its visitors, and would hand the refused one back without it.
   */
  | { readonly grant: 'session'; readonly market: string; readonly refused?: string }
  | {
      readonly grant: 'password'
      readonly market: string
      readonly username: string
      readonly password: string
    }

/** The edge's answer, with the expiry as epoch milliseconds by this browser's clock. */
export interface TokenAnswer {
  readonly accessToken: string
  readonly expiresAt: number
  readonly scope: string
  readonly customerId?: string
}

/** The edge refused or failed: `code` is the shop's error code (`WRONG_CREDENTIALS`, `TOKEN_ERROR`…). */
export class TokenRequestError extends Error {
  override name = 'TokenRequestError'
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`token request failed: ${status} ${code}`)
  }
}

async function errorCodeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } }
    return typeof body.error?.code === 'string' ? body.error.code : 'generic_error'
  } catch {
    return 'generic_error'
  }
}

export { tokenTimeoutMs }

/** The answer, or a TimeoutError (a passing failure: the session asks again) when it stalls. */
function withinTimeLimit<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('the token request timed out', 'TimeoutError')), ms)
  })
  return Promise.race([pending, limit]).finally(() => clearTimeout(timer))
}

/**
 * Sends a grant that spends the refresh cookie only once no other tab's is on its way (the lock's
 * reason: `sessionTokenLock`); the lock goes with the answer's headers, which bring the new cookie.
 */
async function inTurn(grant: TokenGrant['grant'], send: () => Promise<Response>): Promise<Response> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (grant !== 'session' || !locks) return send()
  let sent: Promise<Response> | undefined
  await locks.request(sessionTokenLock, () => {
    sent = send()
    // Held until the answer, or until the session gives up on a request stuck on the way.
    return Promise.race([
      sent.catch(() => undefined),
      new Promise((done) => setTimeout(done, tokenTimeoutMs)),
    ])
  })
  if (!sent) throw new Error('the session lock was granted without running its request')
  return sent
}

/**
 * `POST /api/token` at the edge. The customer's refresh token never reaches the page: the edge
 * reads and rotates it in its HttpOnly cookie, which the same-origin request carries.
 */
export function requestToken(body: TokenGrant, fetchImpl: typeof fetch = fetch): Promise<TokenAnswer> {
  return readTokenAnswer(
    inTurn(body.grant, () =>
      fetchImpl('/api/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        // Lets go of a stalled connection; the time limit itself is readTokenAnswer's (Safari
        // before 16 has no AbortSignal.timeout).
        ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(tokenTimeoutMs) } : {}),
      }),
    ),
  )
}

/**
 * When the token expires by this browser's clock. The edge's `expiresIn` is counted from its own
 * answer, so a computer whose clock is off still renews in time; `expiresAt` (the API's clock) is
 * the fallback for an edge that does not send it.
 */
function localExpiry(answer: Record<string, unknown>, now: number): number {
  const { expiresIn, expiresAt } = answer
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn >= 0)
    return now + expiresIn * 1000
  return typeof expiresAt === 'number' ? expiresAt : Date.parse(String(expiresAt))
}

/** The token in the edge's answer to a token request, whoever sent it (the shell or the document). */
export function readTokenAnswer(pending: Promise<Response>): Promise<TokenAnswer> {
  // The document's early request has no signal of its own: the limit covers it too.
  return withinTimeLimit(readAnswer(pending), tokenTimeoutMs)
}

async function readAnswer(pending: Promise<Response>): Promise<TokenAnswer> {
  const response = await pending
  if (!response.ok) throw new TokenRequestError(response.status, await errorCodeOf(response))
  const answer = (await response.json()) as Record<string, unknown>
  const expiresAt = localExpiry(answer, Date.now())
  if (typeof answer.accessToken !== 'string' || !Number.isFinite(expiresAt)) {
    throw new TokenRequestError(response.status, 'TOKEN_ERROR')
  }
  return {
    accessToken: answer.accessToken,
    expiresAt,
    scope: String(answer.scope ?? ''),
    ...(typeof answer.customerId === 'string' ? { customerId: answer.customerId } : {}),
  }
}

/**
 * `POST /api/logout`: the edge revokes the refresh token and clears its cookie, and revokes the
 * customer's access token the page names, which would otherwise still open their account to
 * whatever kept a copy (a remote, a script) until it expires.
 */
export async function requestLogout(fetchImpl: typeof fetch = fetch, accessToken?: string): Promise<void> {
  const response = await fetchImpl('/api/logout', {
    method: 'POST',
    credentials: 'same-origin',
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  })
  if (!response.ok) throw new TokenRequestError(response.status, 'generic_error')
}
