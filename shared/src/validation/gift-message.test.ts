import { visibleLength } from '@storefront/shared/i18n'
import { describe, expect, it } from 'vitest'
import { giftMessageSchema, layOutGiftMessage } from './gift-message'

const messagesOf = (value: unknown) => giftMessageSchema.safeParse(value).error?.issues.map((i) => i.message)
const line = (length: number) => 'x'.repeat(length)

describe('giftMessageSchema', () => {
  it('accepts 8 lines of 35 characters, the whole card', () => {
    const card = Array.from({ length: 8 }, () => line(35)).join('\n')
    expect(giftMessageSchema.safeParse(card).success).toBe(true)
  })

  it('accepts Windows line endings and an empty message', () => {
    expect(giftMessageSchema.safeParse(`Auguri!\r\n${line(35)}`).success).toBe(true)
    // The carriage return ends the line: it is not a 36th character of a full one.
    expect(giftMessageSchema.safeParse(`${line(35)}\r\nAuguri!`).success).toBe(true)
    expect(giftMessageSchema.safeParse('').success).toBe(true)
  })

  it('counts accented letters and emoji as one character each', () => {
    expect(giftMessageSchema.safeParse('è'.repeat(35)).success).toBe(true)
    expect(giftMessageSchema.safeParse('🎁'.repeat(35)).success).toBe(true)
  })

  it('counts what a reader sees: an emoji with a skin tone, an e with a combining accent', () => {
    expect(giftMessageSchema.safeParse(`${line(34)}👍🏽`).success).toBe(true)
    expect(giftMessageSchema.safeParse(`Hola ${'e\u0301'.repeat(30)}`).success).toBe(true)
    expect(messagesOf(`${line(34)}🎉🎂`)).toEqual(['validation:giftMessageLineLength?line=1&max=35'])
  })

  it('refuses a ninth line', () => {
    expect(messagesOf(Array.from({ length: 9 }, () => 'Auguri').join('\n'))).toEqual([
      'validation:giftMessageLines?max=8',
    ])
  })

  it('takes off the blank lines and spaces after the last word instead of counting them', () => {
    expect(giftMessageSchema.parse(`Auguri!${'\n'.repeat(9)}`)).toBe('Auguri!')
    expect(giftMessageSchema.parse(`Buon Natale  \n   \n`)).toBe('Buon Natale')
    expect(giftMessageSchema.parse('  Ciao')).toBe('  Ciao')
  })

  it('refuses a line of 36 characters', () => {
    expect(messagesOf(`Buon Natale\n${line(36)}`)).toEqual(['validation:giftMessageLineLength?line=2&max=35'])
  })

  it('reports both limits when both are broken', () => {
    expect(messagesOf(Array.from({ length: 9 }, () => line(36)).join('\n'))).toHaveLength(2)
  })

  it('lays a sentence typed in one line out in the card’s lines, at its spaces', () => {
    const typed = 'Tanti auguri di buon Natale e felice anno nuovo da tutti noi!'
    expect(giftMessageSchema.parse(typed)).toBe(
      'Tanti auguri di buon Natale e\nfelice anno nuovo da tutti noi!',
    )
  })

  it('counts the lines once laid out', () => {
    const paragraph = Array.from({ length: 12 }, () => 'Auguri di cuore a tutti').join(' ')
    expect(messagesOf(paragraph)).toEqual(['validation:giftMessageLines?max=8'])
  })

  it('numbers a word longer than a card line by the line the shopper typed it in', () => {
    const typed = `Tanti auguri di buon Natale e felice anno nuovo\nda ${line(36)}`
    expect(messagesOf(typed)).toEqual(['validation:giftMessageLineLength?line=2&max=35'])
  })

  it('refuses something that is not text', () => {
    expect(messagesOf(42)).toEqual(['validation:invalid'])
  })
})

describe('layOutGiftMessage', () => {
  it('keeps lines that fit as they are, their own breaks and spaces included', () => {
    expect(layOutGiftMessage(`Cara Anna,\r\n\n  ${line(33)}`)).toBe(`Cara Anna,\n\n  ${line(33)}`)
  })

  it('fills each line as far as a word still fits, counting what a reader sees', () => {
    const typed = Array.from({ length: 4 }, () =>
      ['èèèèè', '👍🏽'.repeat(5), 'auguri'.repeat(4)].join(' '),
    ).join(' ')
    const lines = layOutGiftMessage(typed).split('\n')
    expect(lines.join(' ')).toBe(typed)
    lines.forEach((l, at) => {
      expect(visibleLength(l)).toBeLessThanOrEqual(35)
      const next = lines[at + 1]?.split(' ')[0]
      if (next) expect(visibleLength(`${l} ${next}`)).toBeGreaterThan(35)
    })
  })

  it('leaves a word longer than a line whole, on a line of its own', () => {
    expect(layOutGiftMessage(`Per ${line(40)} con affetto`)).toBe(`Per\n${line(40)}\ncon affetto`)
  })

  it('starts no blank line above a word longer than a line that opens the message', () => {
    expect(layOutGiftMessage(`${line(40)} con affetto`)).toBe(`${line(40)}\ncon affetto`)
  })
})
