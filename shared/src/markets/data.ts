import type { Locale } from './locales'

export const currencies = ['EUR', 'GBP', 'CHF', 'USD'] as const
export type Currency = (typeof currencies)[number]

/**
 * One row of the design page's market table. A Commerce Layer market can own several
 * rows: "Rest of the world" has a World zone plus Norway and the United States, which
 * exist as their own rows only because they ship with their own method.
 */
export interface MarketRecord {
  /** Commerce Layer market id (shared by the rows of one market). */
  readonly id: string
  /** Commerce Layer market code, used in token scopes as `market:code:{code}`. */
  readonly code: string
  readonly name: string
  readonly zoneName: string
  /** ISO 3166-1 alpha-2 codes, in the order the design page lists them. */
  readonly zoneCodes: readonly string[]
  readonly currency: Currency
  readonly shippingMethodCode: string
  readonly shippingMethodName: string
  /** The language a visitor of this market gets when none is asked for. */
  readonly defaultLocale: Locale
}

const eur = (
  id: string,
  code: string,
  name: string,
  country: string,
  defaultLocale: Locale,
): MarketRecord => ({
  id,
  code,
  name,
  zoneName: name,
  zoneCodes: [country],
  currency: 'EUR',
  shippingMethodCode: `standard-${country.toLowerCase()}`,
  shippingMethodName: `Standard shipping ${name}`,
  defaultLocale,
})

export const marketRecords: readonly MarketRecord[] = [
  {
    id: 'mkRowWorld',
    code: 'row',
    name: 'Rest of the world',
    zoneName: 'World',
    zoneCodes: ['US', 'SG', 'JP', 'HK', 'NZ', 'NO', 'IS', 'ZA', 'CO', 'TW'],
    currency: 'USD',
    shippingMethodCode: 'international',
    shippingMethodName: 'International express',
    defaultLocale: 'en',
  },
  {
    id: 'mkRowWorld',
    code: 'row',
    name: 'Rest of the world',
    zoneName: 'Norway',
    zoneCodes: ['NO'],
    currency: 'USD',
    shippingMethodCode: 'international-no',
    shippingMethodName: 'International express Norway',
    defaultLocale: 'en',
  },
  {
    id: 'mkRowWorld',
    code: 'row',
    name: 'Rest of the world',
    zoneName: 'United States',
    zoneCodes: ['US'],
    currency: 'USD',
    shippingMethodCode: 'international-us',
    shippingMethodName: 'International express United States',
    defaultLocale: 'en',
  },
  eur('mkNethrlnd', 'nl', 'Netherlands', 'NL', 'en'),
  eur('mkFrancexx', 'fr', 'France', 'FR', 'fr'),
  eur('mkSpainxxx', 'es', 'Spain', 'ES', 'es'),
  eur('mkGermanyx', 'de', 'Germany', 'DE', 'de'),
  eur('mkBelgiumx', 'be', 'Belgium', 'BE', 'fr'),
  eur('mkAustriax', 'at', 'Austria', 'AT', 'de'),
  eur('mkItalyxxx', 'it', 'Italy', 'IT', 'it'),
  {
    id: 'mkUnitedKd',
    code: 'gb',
    name: 'United Kingdom',
    zoneName: 'United Kingdom',
    zoneCodes: ['GB'],
    currency: 'GBP',
    shippingMethodCode: 'standard-gb',
    shippingMethodName: 'Standard shipping United Kingdom',
    defaultLocale: 'en',
  },
  {
    id: 'mkSwitzerl',
    code: 'ch',
    name: 'Switzerland',
    zoneName: 'Switzerland',
    zoneCodes: ['CH'],
    currency: 'CHF',
    shippingMethodCode: 'standard-ch',
    shippingMethodName: 'Standard shipping Switzerland',
    defaultLocale: 'de',
  },
]

export const defaultCountry = 'IT'
