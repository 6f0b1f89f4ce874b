import type { Context } from 'hono'
import { requestCountry } from './request-country'

/**
 * Logs a refused sign-in without whose it was: a run of them from one country is a
 * password-guessing script, one now and then a shopper's typo.
 *
 * @example logLoginFailed(c, 'wrong_credentials')
 */
export function logLoginFailed(c: Context, reason: 'wrong_credentials' | 'wrong_old_password'): void {
  console.warn({ event: 'login_failed', route: c.req.path, reason, country: requestCountry(c) })
}
