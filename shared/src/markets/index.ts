export { countryCodeFromSlug, countrySlug, isCountryCode } from './countries'
export { type Currency, currencies, defaultCountry, type MarketRecord, marketRecords } from './data'
export { defaultLocale, isLocale, type Locale, locales } from './locales'
export { type MarketInPath, marketInPath } from './market-in-path'
export { marketPrefix, type RawMarketPath, splitMarketPath } from './path'
export {
  distinctMarkets,
  findMarketByCode,
  findMarketById,
  isCurrency,
  recordForCountry,
  recordForCurrency,
  recordOfCountry,
  recordsOfCurrency,
} from './records'
export {
  type MarketContext,
  type MarketRequest,
  type MarketResolution,
  preferenceFromAcceptLanguage,
  resolveMarket,
} from './resolve'
