import { defaultCountry, recordForCountry } from '@storefront/shared/markets'
import { marketCodeSchema, signupSchema } from '@storefront/shared/validation'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { createCustomer, subscribeToNewsletter } from '../../commerce/customers'
import { marketScope } from '../../commerce/oauth'
import { spendAuthBudget } from '../../middleware/rate-limit'
import { knownMarket } from '../../session/market-code'
import { logInCustomer } from '../token/log-in'
import { withoutConfirmation } from './confirm-password'
import { integrationOf } from './integration'

// The market of the token handed back after signing up; the shop's home market when not sent.
const bodySchema = signupSchema.extend({ market: marketCodeSchema.optional() })

/** Creates the customer, subscribes them when they consented, and signs them in. */
export async function signUp(c: Context<AppEnv>) {
  const body = await readJson(c, bodySchema, { prepare: withoutConfirmation })
  const market = knownMarket(body.market ?? recordForCountry(defaultCountry).record.code)
  await spendAuthBudget(c)
  const integration = await integrationOf(c)
  const customerId = await createCustomer(integration, {
    email: body.email,
    password: body.password,
    ...(body.metadata ? { metadata: body.metadata } : {}),
  })
  // An existing subscription (422) is what the customer asked for anyway.
  if (body.subscribeConsent) await subscribeToNewsletter(integration, body.email)
  const session = await logInCustomer(c, body.email, body.password, marketScope(market.code))
  return c.json({ ...session, customerId: session.customerId ?? customerId }, 201)
}
