import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'
import { ShopError } from '../../errors'
import { requestCountry } from '../../logging/request-country'

/** The Workers rate limiting bindings (wrangler.jsonc), by name. */
export type LimiterName = 'AUTH_LIMITER' | 'CLIENT_ERRORS_LIMITER'

export interface RateLimitOptions {
  /** The Workers rate limiting binding to count against, by name (the log names it too). */
  limiter: LimiterName
  /** Who is counted; by default the client's address as Cloudflare reports it, per path. */
  key?: (c: Context<AppEnv>) => string
  /** Seconds the client is told to wait; the binding's period. */
  retryAfter?: number
}

// Each endpoint has its own budget: a burst of password resets does not block a signup.
const clientAddress = (c: Context<AppEnv>) => {
  const address =
    c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
  return `${address} ${c.req.path}`
}

/**
 * Counts one request against the client's budget, throwing 429 with Retry-After once it is
 * spent. For a route that knows only from the body whether the request is one to count.
 */
export async function spendBudget(c: Context<AppEnv>, options: RateLimitOptions): Promise<void> {
  const key = options.key ?? clientAddress
  const { success } = await c.env[options.limiter].limit({ key: key(c) })
  if (!success) {
    // Without a line the on-call engineer cannot tell a password-guessing script, or a page
    // reporting in a loop, from a quiet hour. The path is one of a few fixed routes.
    console.warn({
      event: 'rate_limited',
      route: c.req.path,
      limiter: options.limiter,
      country: requestCountry(c),
    })
    throw new ShopError(429, 'rate_limited', {
      message: 'too many attempts',
      headers: { 'Retry-After': String(options.retryAfter ?? 60) },
    })
  }
}

/**
 * Spends a try of the auth endpoints' budget (`AUTH_LIMITER`): called once the body passed the
 * form's checks, which is what a try is. The budget slows what costs upstream or guesses: a
 * password checked, a mail sent, an account made. A body refused for its shape (a field too long,
 * a mistyped address) reaches none of it, and counted, a shopper's pasted overlong value took one
 * of the ten tries the real attempt needs; a flood of such bodies costs the edge one bounded parse
 * each (`MAX_BODY_BYTES`), which is Cloudflare's to stop, as for any other request.
 */
export function spendAuthBudget(c: Context<AppEnv>): Promise<void> {
  return spendBudget(c, { limiter: 'AUTH_LIMITER' })
}

/**
 * Refuses a client that exceeded its budget with 429 and Retry-After. The binding counts per
 * Cloudflare location, which is the right granularity for stopping a script hammering logins.
 */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    await spendBudget(c, options)
    await next()
  })
}
