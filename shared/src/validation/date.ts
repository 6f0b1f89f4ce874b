import { z } from 'zod'
import { issueMessage } from './messages'

/** A calendar date `YYYY-MM-DD`; zod's ISO date knows month lengths and leap years. */
export const dateSchema = z.iso.date({ error: issueMessage('date') })
