import { currentPasswordMaxLength, emailMaxLength } from '@storefront/shared/validation'
import type { Context } from 'hono'
import { z } from 'zod'
import { noPasswordHash, verifyPassword } from '../../admin/password'
import { openSession, readStoredProfileByEmail } from '../../admin/users'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { ShopError } from '../../errors'
import { requestCountry } from '../../logging/request-country'
import { spendAuthBudget } from '../../middleware/rate-limit'

const signInSchema = z.object({
  email: z.string().min(1).max(emailMaxLength),
  password: z.string().min(1).max(currentPasswordMaxLength),
})

/** `POST /api/admin/session`: e-mail and password for a bearer token. One answer for every failure. */
export async function signIn(c: Context<AppEnv>) {
  const { email, password } = await readJson(c, signInSchema)
  await spendAuthBudget(c)
  const stored = await readStoredProfileByEmail(c.env.ADMIN_USERS, email)
  // Checked against a hash nothing matches when the e-mail has no account: a refusal that came
  // at once told which e-mails have back-office accounts.
  const valid = await verifyPassword(password, stored?.password ?? noPasswordHash)
  if (!stored || !valid || stored.org) {
    // Without the address tried: a back-office account's e-mail is half of its credentials.
    console.warn({
      event: 'admin_sign_in_failed',
      reason: stored && valid ? 'org_member' : 'wrong_credentials',
      country: requestCountry(c),
    })
    throw new ShopError(401, 'WRONG_CREDENTIALS')
  }
  const { token, expiresIn } = await openSession(c.env.ADMIN_USERS, stored.uid)
  return c.json({ token, expiresIn, uid: stored.uid, role: stored.role }, 201)
}
