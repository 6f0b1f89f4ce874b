import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import { issueMessage } from './messages'
import { requiredTextSchema } from './text'

/**
 * An IBAN as people type it (spaces, lower case), stored in electronic format. ibantools checks
 * the country's length and structure and the mod-97 checksum.
 */
export const ibanSchema = requiredTextSchema
  // Only an empty input formats to null, and requiredTextSchema has refused that already.
  .transform((value) => electronicFormatIBAN(value)!)
  .refine((value) => isValidIBAN(value), issueMessage('iban'))
