import { emailMaxLength } from './limits'
import { issueMessage } from './messages'
import { requiredTextSchema } from './text'
import { z } from './zod'

/** An address's length, checked before its shape: a pasted page says "too long", not "invalid". */
const deliverable = requiredTextSchema.max(emailMaxLength, issueMessage('tooLong', { max: emailMaxLength }))

/** An e-mail address, trimmed; a blank input says "required" rather than "invalid". */
export const emailSchema = deliverable.pipe(z.email({ error: issueMessage('email') }))

/**
 * A PEC (posta elettronica certificata) address. Providers use ordinary domains
 * (legalmail.it, pec.it, a company's own), so only the address shape can be checked here.
 */
export const pecSchema = deliverable.pipe(z.email({ error: issueMessage('pec') }))
