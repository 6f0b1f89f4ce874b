import { locales } from '@storefront/shared/markets'
import { emailSchema } from './email'
import { issueMessage } from './messages'
import { currentPasswordSchema, passwordSchema } from './password'
import { requiredTextSchema } from './text'
import { z } from './zod'

/**
 * A market code as the edge receives it. Membership is the markets module's business: extend
 * the schema with its check, e.g. `resetPasswordSchema.extend({ market: knownMarketSchema })`.
 */
export const marketCodeSchema = requiredTextSchema

/** `POST /api/signup`: the customer to create, with optional metadata and newsletter consent. */
export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  metadata: z.record(z.string(), z.unknown()).optional(),
  subscribeConsent: z.boolean().optional(),
})

/** `POST /api/resetPassword`: where to send the link, in which language and market. */
export const resetPasswordSchema = z.object({
  email: emailSchema,
  locale: z.enum(locales, { error: issueMessage('invalid') }),
  market: marketCodeSchema,
})

/**
 * `POST /api/changePassword`: either the token of a reset link or the current password (a
 * signed-in customer), never both, and the new password.
 */
export const changePasswordSchema = z.xor(
  [
    z.strictObject({ token: requiredTextSchema, password: passwordSchema }),
    z.strictObject({ oldPassword: currentPasswordSchema, password: passwordSchema }),
  ],
  { error: issueMessage('invalid') },
)

export type SignupRequest = z.output<typeof signupSchema>
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>
export type ChangePasswordRequest = z.output<typeof changePasswordSchema>
