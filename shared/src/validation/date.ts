import { issueMessage } from './messages'
import { z } from './zod'

/** A calendar date `YYYY-MM-DD`; zod's ISO date knows month lengths and leap years. */
export const dateSchema = z.iso.date({ error: issueMessage('date') })
