import { marketPrefix } from '@storefront/shared/markets'
import { pathTo } from '@storefront/shared/routes'
import { resetPasswordSchema } from '@storefront/shared/validation'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { createPasswordReset } from '../../commerce/customers'
import { sendMail } from '../../mail'
import { resetMail } from '../../mail/reset-mail'
import { spendAuthBudget } from '../../middleware/rate-limit'
import { knownMarket } from '../../session/market-code'
import { integrationOf } from './integration'
import { encodeResetToken } from './reset-token'

/**
 * Starts a password reset and mails the link to the change-password screen in the customer's
 * market and language, on the shop's configured address, never on the Host the request named.
 * The answer is the same whether or not the address has an account, so the endpoint cannot be
 * used to find out who shops here.
 */
export async function resetPassword(c: Context<AppEnv>) {
  const body = await readJson(c, resetPasswordSchema)
  const record = knownMarket(body.market)
  await spendAuthBudget(c)
  const reset = await createPasswordReset(await integrationOf(c), body.email)
  if (reset) {
    const prefix = marketPrefix(record.zoneCodes[0] as string, record.currency, body.locale)
    const path = pathTo(
      { prefix, locale: body.locale },
      { name: 'change-password', token: encodeResetToken(reset) },
    )
    const link = new URL(path, c.var.config.shopOrigin ?? new URL(c.req.url).origin).toString()
    await sendMail(c, { to: body.email, link, ...resetMail(body.locale, link) })
  }
  return c.json({ sent: true }, 202)
}
