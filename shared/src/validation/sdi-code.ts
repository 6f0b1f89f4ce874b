import { issueMessage } from './messages'
import { requiredTextSchema } from './text'

/**
 * The code an Italian e-invoice is addressed by on SDI, upper case: a business's or a person's
 * recipient code (codice destinatario) has 7 letters or digits, a public administration's office
 * code (Codice Univoco Ufficio, from the IPA index) 6. Which length applies is the invoice rules'
 * check, which know the person type. `0000000` is valid: it sends the invoice to the recipient's
 * own tax drawer.
 */
export const sdiCodeSchema = requiredTextSchema
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,7}$/, issueMessage('sdiCode'))
