import { visibleLength } from '@storefront/shared/i18n'
import { giftMessageMaxLineLength, giftMessageMaxLines } from './limits'
import { issueMessage } from './messages'
import { z } from './zod'

const fits = (text: string) => visibleLength(text) <= giftMessageMaxLineLength

/** One line of the message in the card's lines, each as long as a card line holds. */
function layOutLine(line: string): string[] {
  if (fits(line)) return [line]
  const laidOut: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    const longer = current === '' ? word : `${current} ${word}`
    if (current !== '' && !fits(longer)) {
      laidOut.push(current)
      current = word
    } else current = longer
  }
  laidOut.push(current)
  return laidOut
}

/**
 * The message as the card prints it: a line longer than the card's goes on at its last space
 * that fits, as a phone's keyboard types a sentence in one line. A word longer than a whole
 * line stays whole, for the schema to refuse.
 *
 * @example layOutGiftMessage('Tanti auguri di buon Natale e felice anno nuovo!')
 * // 'Tanti auguri di buon Natale e\nfelice anno nuovo!'
 */
export function layOutGiftMessage(message: string): string {
  return message
    .split(/\r?\n/)
    .flatMap((line) => layOutLine(line))
    .join('\n')
}

/**
 * The gift message written on the greeting card: at most 8 lines of 35 characters each, as a
 * reader counts them (the card's printable area), once what trails the last word is taken off
 * and long lines are laid out in the card's (`layOutGiftMessage`). An empty message is allowed.
 */
export const giftMessageSchema = z
  .string({ error: issueMessage('invalid') })
  // Blank lines and spaces after the last word print nothing: counted, "Auguri!" and a few
  // presses of Enter was refused as nine lines.
  .overwrite((value) => value.replace(/\s+$/u, ''))
  .superRefine((value, context) => {
    // Numbered as the shopper sees the lines; only a word no card line holds is refused here.
    const tooLong = value.split(/\r?\n/).findIndex((line) => line.split(' ').some((word) => !fits(word)))
    if (tooLong >= 0) {
      context.addIssue({
        code: 'custom',
        message: issueMessage('giftMessageLineLength', { line: tooLong + 1, max: giftMessageMaxLineLength }),
      })
    }
  })
  .overwrite(layOutGiftMessage)
  .superRefine((value, context) => {
    if (value.split('\n').length > giftMessageMaxLines) {
      context.addIssue({
        code: 'custom',
        message: issueMessage('giftMessageLines', { max: giftMessageMaxLines }),
      })
    }
  })
