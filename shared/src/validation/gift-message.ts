import { visibleLength } from '@storefront/shared/i18n'
import { giftMessageMaxLineLength, giftMessageMaxLines } from './limits'
import { issueMessage } from './messages'
import { z } from './zod'

/**
 * The gift message written on the greeting card: at most 8 lines of 35 characters each, as a
 * reader counts them (the card's printable area), once what trails the last word is taken off.
 * An empty message is allowed (no card text).
 */
export const giftMessageSchema = z
  .string({ error: issueMessage('invalid') })
  // Blank lines and spaces after the last word print nothing: counted, "Auguri!" and a few
  // presses of Enter was refused as nine lines.
  .overwrite((value) => value.replace(/\s+$/u, ''))
  .superRefine((value, context) => {
    const lines = value.split(/\r?\n/)
    if (lines.length > giftMessageMaxLines) {
      context.addIssue({
        code: 'custom',
        message: issueMessage('giftMessageLines', { max: giftMessageMaxLines }),
      })
    }
    // The first line too long, by number: a box that wraps its text hides where the card's lines end.
    const tooLong = lines.findIndex((line) => visibleLength(line) > giftMessageMaxLineLength)
    if (tooLong >= 0) {
      context.addIssue({
        code: 'custom',
        message: issueMessage('giftMessageLineLength', { line: tooLong + 1, max: giftMessageMaxLineLength }),
      })
    }
  })
