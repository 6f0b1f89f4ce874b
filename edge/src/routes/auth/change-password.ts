import { changePasswordSchema } from '@storefront/shared/validation'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import {
  completePasswordReset,
  customerEmail,
  endPasswordResets,
  updateCustomerPassword,
} from '../../commerce/customers'
import { requestToken, revokeToken } from '../../commerce/oauth'
import { ShopError } from '../../errors'
import { logLoginFailed } from '../../logging/login-failed'
import { spendAuthBudget } from '../../middleware/rate-limit'
import { readRefreshToken, writeRefreshToken } from '../../session/refresh-cookie'
import { withoutConfirmation } from './confirm-password'
import { integrationOf } from './integration'
import { decodeResetToken } from './reset-token'

/**
 * Changes a password with a reset link's token, or, for a signed-in customer (the refresh
 * cookie), with the current password, which is checked by signing in with it; that change ends
 * the customer's reset links still open.
 */
export async function changePassword(c: Context<AppEnv>) {
  const body = await readJson(c, changePasswordSchema, { prepare: withoutConfirmation })
  await spendAuthBudget(c)
  if ('token' in body) {
    await completePasswordReset(await integrationOf(c), decodeResetToken(body.token), body.password)
    return c.json({ changed: true })
  }
  const { deps, config } = c.var
  const refreshToken = readRefreshToken(c)
  if (!refreshToken) throw new ShopError(401, 'TOKEN_ERROR', { message: 'sign in to change the password' })
  const session = await requestToken(deps, config, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  })
  if (session.refresh_token) writeRefreshToken(c, session.refresh_token)
  if (!session.owner_id) throw new ShopError(401, 'TOKEN_ERROR')
  const integration = await integrationOf(c)
  const email = await customerEmail(integration, session.owner_id)
  const check = await requestToken(deps, config, {
    grant_type: 'password',
    username: email,
    password: body.oldPassword,
    scope: session.scope,
  }).catch((error: unknown) => {
    if (error instanceof ShopError && error.code === 'WRONG_CREDENTIALS') {
      logLoginFailed(c, 'wrong_old_password')
      throw new ShopError(null, 'error_old_password')
    }
    throw error
  })
  // The check opened a second session; close it at once.
  if (check.refresh_token) await revokeToken(deps, config, check.refresh_token, 'refresh')
  // A reset link still open would set a password over the one chosen here: one in a mailbox
  // someone else reads is what a customer changes a password to shut out. Ended first, so a
  // failure leaves the change undone, to try again, rather than done with the links still open.
  await endPasswordResets(integration, session.owner_id)
  await updateCustomerPassword(integration, session.owner_id, body.password)
  return c.json({ changed: true })
}
