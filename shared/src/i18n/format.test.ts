import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateRange, formatMoney } from './format'

// Intl separates with no-break, narrow no-break and thin spaces; tests compare plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ')

describe('formatMoney', () => {
  it.each([
    [123450, 'EUR', 'it-IT', '1234,50 €'],
    [123450, 'EUR', 'de-DE', '1.234,50 €'],
    [123450, 'EUR', 'fr-FR', '1 234,50 €'],
    [123450, 'GBP', 'en-GB', '£1,234.50'],
    [123450, 'CHF', 'de-CH', "CHF 1'234.50"],
    [123450, 'USD', 'en-US', '$1,234.50'],
    [990, 'USD', 'en', '$9.90'],
    // The market's one currency, by its plain symbol in every language.
    [1640, 'GBP', 'fr-GB', '16,40 £'],
    [1890, 'GBP', 'es-GB', '18,90 £'],
    [2490, 'USD', 'it-US', '24,90 $'],
    [2490, 'USD', 'es-US', '$24.90'],
  ] as const)('formats %i %s for %s as %s', (cents, currency, tag, expected) => {
    expect(plain(formatMoney(cents, currency, tag))).toBe(expected)
  })

  // Where "$" is the country's own money, the US dollar says it is one, in every language.
  it.each([
    [890, 'en-NZ', 'US$8.90'],
    [890, 'es-CO', 'US$ 8,90'],
    [890, 'de-SG', '8,90 US$'],
    [890, 'fr-HK', '8,90 US$'],
    [123450, 'it-TW', '1234,50 US$'],
    [890, 'en-JP', '$8.90'],
    [890, 'de-US', '8,90 $'],
  ] as const)('writes %i USD for %s as %s', (cents, tag, expected) => {
    expect(plain(formatMoney(cents, 'USD', tag))).toBe(expected)
  })

  it('leaves a currency other than the US dollar as its own symbol where "$" is local', () => {
    expect(plain(formatMoney(890, 'EUR', 'en-NZ'))).toBe('€8.90')
  })

  it('writes a round amount without its cents when asked, and any other amount with them', () => {
    expect(plain(formatMoney(4900, 'EUR', 'it-IT', { wholeWithoutCents: true }))).toBe('49 €')
    expect(plain(formatMoney(12000, 'CHF', 'de-CH', { wholeWithoutCents: true }))).toBe('CHF 120')
    expect(plain(formatMoney(4950, 'EUR', 'it-IT', { wholeWithoutCents: true }))).toBe('49,50 €')
    expect(plain(formatMoney(4900, 'EUR', 'it-IT'))).toBe('49,00 €')
  })

  it('reads a lower-case currency code as the currency', () => {
    expect(plain(formatMoney(500, 'eur', 'it-IT'))).toBe('5,00 €')
  })

  it('divides by the minor unit of the currency, not always by 100', () => {
    expect(plain(formatMoney(1500, 'JPY', 'en-US'))).toBe('¥1,500')
  })
})

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('formats a calendar day as that day west of Greenwich too', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    expect(formatDate('2026-12-03', 'it-IT', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '3 dicembre 2026',
    )
  })

  it('uses a medium date style by default', () => {
    expect(formatDate('2026-12-03', 'de-DE')).toBe('03.12.2026')
  })

  it('formats a Date instance', () => {
    expect(formatDate(new Date(2026, 0, 15), 'en-GB', { dateStyle: 'long' })).toBe('15 January 2026')
  })
})

describe('formatDateRange', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it.each([
    ['en-GB', '3–5 December'],
    ['de-DE', '3.–5. Dezember'],
    ['fr-FR', '3–5 décembre'],
    ['es-ES', '3–5 de diciembre'],
    // Italian ranges otherwise come as "03–05 dicembre", where one date is "3 dicembre".
    ['it-IT', '3–5 dicembre'],
  ] as const)('shares the month once in %s: %s', (tag, expected) => {
    expect(plain(formatDateRange('2026-12-03', '2026-12-05', tag)).replace(/ – /g, '–')).toBe(expected)
  })

  it('writes both months when the range crosses one', () => {
    expect(plain(formatDateRange('2026-11-30', '2026-12-02', 'it-IT'))).toMatch(/^30 novembre – 2 dicembre$/)
  })

  it('accepts a Date at one end and a calendar day at the other, west of Greenwich too', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles')
    // A tag no other range here formats with: a formatter made before the zone changed is kept.
    expect(plain(formatDateRange(new Date(Date.UTC(2026, 11, 3, 12)), '2026-12-05', 'de-AT'))).toBe(
      '3.–5. Dezember',
    )
  })
})
