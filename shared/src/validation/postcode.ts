/**
 * The postcode of each country the shop ships to, as its post writes it, with one a shopper
 * recognises. A courier's label with "AB" for an Italian CAP, or four digits where it has five,
 * comes back; the form is where it is cheapest to fix. A country not listed takes any code the
 * address's own pattern allows.
 */
const postcodes: Readonly<Record<string, { readonly pattern: RegExp; readonly example: string }>> = {
  IT: { pattern: /^\d{5}$/, example: '00184' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  ZA: { pattern: /^\d{4}$/, example: '2001' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  // Outward code, then inward code; the space is often left out. GIR 0AA is Girobank's own.
  GB: { pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i, example: 'SW1A 1AA' },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '10001' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  SG: { pattern: /^\d{6}$/, example: '049319' },
  CO: { pattern: /^\d{6}$/, example: '110111' },
  IS: { pattern: /^\d{3}$/, example: '101' },
  // Three digits, or the five and six of the newer codes.
  TW: { pattern: /^\d{3}(?:\d{2,3})?$/, example: '100' },
}

/**
 * A postcode the shopper would recognise for `country` when `code` is not one of its postcodes,
 * else null (a postcode of that country, or a country whose codes are not known here).
 *
 * @example postcodeExampleIfWrong('IT', '4012') // '00184'
 * @example postcodeExampleIfWrong('GB', 'sw1a1aa') // null
 */
export function postcodeExampleIfWrong(country: string, code: string): string | null {
  const postcode = postcodes[country]
  return postcode && !postcode.pattern.test(code.trim()) ? postcode.example : null
}
