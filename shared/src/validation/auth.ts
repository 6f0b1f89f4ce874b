import { locales } from '@storefront/shared/markets'
import { emailSchema } from './email'
import {
  marketCodeMaxLength,
  resetTokenMaxLength,
  signupMetadataKeyMaxLength,
  signupMetadataMaxKeys,
  signupMetadataValueMaxLength,
} from './limits'
import { issueMessage } from './messages'
import { currentPasswordSchema, passwordSchema } from './password'
import { requiredTextSchema } from './text'
import { z } from './zod'

/**
 * A market code as the edge receives it. Membership is the markets module's business: extend
 * the schema with its check, e.g. `resetPasswordSchema.extend({ market: knownMarketSchema })`.
 */
export const marketCodeSchema = requiredTextSchema.max(marketCodeMaxLength, issueMessage('invalid'))

/**
 * What a sign-up may store on the customer beside e-mail and password (a name, where they came
 * from): a few short texts, flags and numbers. Anyone can sign up, and Commerce Layer keeps
 * whatever metadata it is sent on the customer for good.
 */
const signupMetadataSchema = z
  .record(
    z.string().max(signupMetadataKeyMaxLength, issueMessage('tooLong', { max: signupMetadataKeyMaxLength })),
    z.union(
      [
        z
          .string()
          .max(signupMetadataValueMaxLength, issueMessage('tooLong', { max: signupMetadataValueMaxLength })),
        z.boolean(),
        z.number(),
      ],
      { error: issueMessage('invalid') },
    ),
  )
  .refine((metadata) => Object.keys(metadata).length <= signupMetadataMaxKeys, {
    message: issueMessage('invalid'),
  })

/** `POST /api/signup`: the customer to create, with optional metadata and newsletter consent. */
export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  metadata: signupMetadataSchema.optional(),
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
    z.strictObject({
      token: requiredTextSchema.max(resetTokenMaxLength, issueMessage('invalid')),
      password: passwordSchema,
    }),
    z.strictObject({ oldPassword: currentPasswordSchema, password: passwordSchema }),
  ],
  { error: issueMessage('invalid') },
)

export type SignupRequest = z.output<typeof signupSchema>
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>
export type ChangePasswordRequest = z.output<typeof changePasswordSchema>
