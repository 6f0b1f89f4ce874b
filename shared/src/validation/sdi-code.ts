import { issueMessage } from './messages'
import { requiredTextSchema } from './text'

/**
 * The SDI recipient code (codice destinatario) for e-invoices: 7 letters or digits, upper case.
 * `0000000` is valid: it sends the invoice to the recipient's own tax drawer.
 */
export const sdiCodeSchema = requiredTextSchema.toUpperCase().regex(/^[A-Z0-9]{7}$/, issueMessage('sdiCode'))
