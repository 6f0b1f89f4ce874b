import { type Currency, currencies, type MarketRecord, marketRecords } from './data'

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value)
}

/** The rows of the market that sells in this currency (one market per currency). */
export function recordsOfCurrency(currency: Currency): readonly MarketRecord[] {
  return marketRecords.filter((record) => record.currency === currency)
}

/**
 * The row whose zone holds the country, the most specific zone first: Norway is in the
 * World zone too, but ships with the Norway row's method.
 */
export function recordOfCountry(
  country: string,
  rows: readonly MarketRecord[] = marketRecords,
): MarketRecord | undefined {
  const code = country.toUpperCase()
  return rows
    .filter((record) => record.zoneCodes.includes(code))
    .sort((a, b) => a.zoneCodes.length - b.zoneCodes.length)[0]
}

/** The record a country gets when it shops in a currency; the market's first zone country otherwise. */
export function recordForCurrency(
  currency: Currency,
  country: string,
): { record: MarketRecord; country: string } {
  const rows = recordsOfCurrency(currency)
  const own = recordOfCountry(country, rows)
  if (own) return { record: own, country: country.toUpperCase() }
  const first = rows[0]
  if (!first) throw new Error(`no market sells in ${currency}`)
  const firstCountry = first.zoneCodes[0] as string
  return { record: recordOfCountry(firstCountry, rows) ?? first, country: firstCountry }
}

/** The market a country belongs to, or the rest-of-the-world market for a country in no zone. */
export function recordForCountry(country: string): { record: MarketRecord; country: string } {
  const own = recordOfCountry(country)
  return own ? { record: own, country: country.toUpperCase() } : recordForCurrency('USD', country)
}

export function findMarketByCode(code: string): MarketRecord | undefined {
  return marketRecords.find((record) => record.code === code)
}

export function findMarketById(id: string): MarketRecord | undefined {
  return marketRecords.find((record) => record.id === id)
}

/** Every distinct Commerce Layer market (rows sharing an id are one market). */
export function distinctMarkets(): readonly MarketRecord[] {
  return marketRecords.filter((record, index) => marketRecords.findIndex((r) => r.id === record.id) === index)
}
