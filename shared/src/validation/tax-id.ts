import { alphanumericMaxLength } from './limits'
import { issueMessage } from './messages'
import { requiredTextSchema } from './text'

/**
 * A VAT number or fiscal code of any country, as stored on a billing address: spaces removed,
 * upper case, letters and digits. The Italian check digits are verified with the country,
 * by the address rules.
 */
export const taxIdSchema = requiredTextSchema
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine(
    (value) => new RegExp(`^[A-Z0-9]{1,${alphanumericMaxLength}}$`).test(value),
    issueMessage('alphanumericMax', { max: alphanumericMaxLength }),
  )
