/**
 * Standard VAT rates of the countries the shop ships to. Exports outside the EU, the UK and Switzerland leave
 * without VAT (duties are the recipient's), which is why the rest of the world is absent and taxed at 0.
 */
const vatRates: Readonly<Record<string, number>> = {
  AT: 0.2,
  BE: 0.21,
  DE: 0.19,
  ES: 0.21,
  FR: 0.2,
  IT: 0.22,
  NL: 0.21,
  GB: 0.2,
  CH: 0.081,
}

/** The VAT rate for a shipping country; 0 for countries we export to tax-free. */
export function taxRateFor(countryCode: string): number {
  return vatRates[countryCode.toUpperCase()] ?? 0
}

/** Price lists in these currencies carry VAT-inclusive prices; USD prices are net. */
export function pricesIncludeTax(currency: string): boolean {
  return currency !== 'USD'
}

/**
 * The tax contained in (included) or owed on top of (excluded) an amount, rounded to the cent.
 *
 * @example taxOf(12200, 0.22, true) // 2200
 */
export function taxOf(amountCents: number, rate: number, included: boolean): number {
  if (rate === 0 || amountCents === 0) return 0
  return included ? amountCents - Math.round(amountCents / (1 + rate)) : Math.round(amountCents * rate)
}

/** The amount without its tax: what Commerce Layer calls the taxable amount. */
export function taxableOf(amountCents: number, rate: number, included: boolean): number {
  return included ? amountCents - taxOf(amountCents, rate, true) : amountCents
}
