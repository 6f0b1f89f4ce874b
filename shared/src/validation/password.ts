import { currentPasswordMaxLength, passwordMaxLength, passwordMinLength } from './limits'
import { issueMessage } from './messages'
import { z } from './zod'

const required = issueMessage('required')

/** A new password. Not trimmed: spaces are characters the customer chose. */
export const passwordSchema = z
  .string({ error: required })
  .min(1, required)
  .min(passwordMinLength, issueMessage('passwordMin', { min: passwordMinLength }))
  .max(passwordMaxLength, issueMessage('tooLong', { max: passwordMaxLength }))

/** The current password, when only its presence can be checked here and the server judges it. */
export const currentPasswordSchema = z
  .string({ error: required })
  .min(1, required)
  .max(currentPasswordMaxLength, issueMessage('tooLong', { max: currentPasswordMaxLength }))

/** The message to show on the current-password field when the server refuses it. */
export const currentPasswordInvalidMessage = issueMessage('currentPasswordInvalid')

/** Registration: the password typed twice. */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: required }).min(1, required) })
  .refine((value) => value.password === value.confirmPassword, {
    message: issueMessage('passwordsMismatch'),
    path: ['confirmPassword'],
  })

/** Change password: the current one, then the new one typed twice. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: required }).min(1, required),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: issueMessage('newPasswordsMismatch'),
    path: ['confirmPassword'],
  })
