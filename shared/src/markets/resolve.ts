import { isCountryCode } from './countries'
import { defaultCountry, type MarketRecord } from './data'
import { defaultLocale, isLocale, type Locale } from './locales'
import {
  marketPrefix,
  splitCountrylessMarketPath,
  splitLanguagePath,
  splitMarketPath,
  splitPartialMarketPath,
} from './path'
import { recordForCountry, recordForCurrency } from './records'

/** Where a visitor shops: the market row, the country it ships to, and the language. */
export interface MarketContext {
  readonly record: MarketRecord
  readonly country: string
  readonly locale: Locale
  /** The canonical prefix of the path this context came from, e.g. `/italy/eur/it`. */
  readonly prefix: string
}

export interface MarketRequest {
  readonly pathname: string
  /** The country stored in the session (cookie or local storage). */
  readonly storedCountry?: string | null
  /** The visitor's country as the network sees it (`request.cf.country`, `cf-ipcountry`). */
  readonly visitorCountry?: string | null
  readonly acceptLanguage?: string | null
}

export interface MarketResolution {
  readonly context: MarketContext
  /** The remainder of the path after the market prefix ("" or "/…"). */
  readonly rest: string
  /** Set when the path is not the canonical market path: where to send the visitor. */
  readonly redirectTo: string | null
  /**
   * True when the path named the whole market (country, currency, language): its canonical
   * form is permanent. A path without one, or cut short, is completed from the visitor.
   */
  readonly fromPath: boolean
}

interface LanguagePreference {
  readonly locale?: Locale
  readonly country?: string
}

// A bare language says little about where someone lives; these are the likeliest markets.
const countryOfLanguage: Readonly<Record<Locale, string>> = {
  it: 'IT',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  en: 'GB',
}

/**
 * What Accept-Language says, by quality: the language is the first the shop speaks; the country
 * is the region of the first tag, in any language. A Dutch Chrome sends `nl-NL,nl;q=0.9,en-US;q=0.8`:
 * the visitor is in the Netherlands and reads English. A later tag's region says little: a German
 * Firefox sends `de,en-US;q=0.7` wherever it is.
 */
export function preferenceFromAcceptLanguage(header: string | null | undefined): LanguagePreference {
  if (!header) return {}
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) }
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => {
      // The region is the two-letter subtag, after a script if there is one (zh-Hant-TW).
      const [language = '', ...subtags] = tag.toLowerCase().split('-')
      return { language, region: subtags.find((s) => /^[a-z]{2}$/.test(s))?.toUpperCase() }
    })
  const locale = ranges.map(({ language }) => language).find(isLocale)
  const region = ranges[0]?.region
  const country = isCountryCode(region) ? region : undefined
  return { ...(locale ? { locale } : {}), ...(country ? { country } : {}) }
}

/**
 * One address per page: the market's home ends with a slash (`/italy/eur/it/`), other pages do
 * not (`/italy/eur/it/prodotti`). Both forms would otherwise answer, and a search engine or a
 * cache would keep two copies of the page.
 */
const canonicalRest = (rest: string) => (rest === '' ? '/' : rest.replace(/(?<=.)\/+$/, ''))

function sameMarket(country: string | null | undefined, record: MarketRecord): country is string {
  return !!country && recordForCountry(country).record.id === record.id
}

/**
 * Resolves the market of a request with the design page's rules: the path's country is
 * matched against the zones of its currency's market; a stored session country wins when it
 * belongs to the same market; without a path, the stored country, then the visitor's
 * country, then Accept-Language, then Italy.
 */
export function resolveMarket(request: MarketRequest): MarketResolution {
  // A link glued together with one slash too many (`https://shop//italy/eur/it/`) means the path
  // without it; read as written, `//italy/…` would be a path without a market.
  const pathname = request.pathname.replace(/\/{2,}/g, '/')
  if (pathname !== request.pathname) {
    const resolution = resolveMarket({ ...request, pathname })
    return resolution.redirectTo ? resolution : { ...resolution, redirectTo: pathname }
  }
  // A stored cookie edited by hand, or Cloudflare's XX (unknown) and T1 (Tor), name no country:
  // taken as one, the rest of the world's market would catch every visit.
  const storedCountry = isCountryCode(request.storedCountry) ? request.storedCountry : null
  const visitorCountry = isCountryCode(request.visitorCountry) ? request.visitorCountry : null
  const raw = splitMarketPath(request.pathname)
  const preference = preferenceFromAcceptLanguage(request.acceptLanguage)
  if (raw) {
    const { record, country } = recordForCurrency(raw.currency, raw.country)
    const locale = isLocale(raw.locale) ? raw.locale : (preference.locale ?? record.defaultLocale)
    const prefix = marketPrefix(country, record.currency, locale)
    const effective = sameMarket(storedCountry, record)
      ? recordForCurrency(record.currency, storedCountry.toUpperCase())
      : { record, country }
    const rest = canonicalRest(raw.rest)
    const canonical = `${prefix}${rest}`
    return {
      context: { record: effective.record, country: effective.country, locale, prefix },
      rest,
      redirectTo: canonical === request.pathname ? null : canonical,
      fromPath: true,
    }
  }
  const partial = splitPartialMarketPath(request.pathname)
  if (partial) {
    const { record, country } = partial.currency
      ? recordForCurrency(partial.currency, partial.country)
      : recordForCountry(partial.country)
    const locale = partial.locale ?? preference.locale ?? record.defaultLocale
    const prefix = marketPrefix(country, record.currency, locale)
    const rest = partial.rest || '/'
    return {
      context: { record, country, locale, prefix },
      rest,
      redirectTo: `${prefix}${rest}`,
      fromPath: false,
    }
  }
  // A market path whose country is no country keeps its language and its page; the visitor's
  // country stands in for the one it names.
  // So is a language alone (`/it/`): its words, for the visitor's country.
  const countryless = splitCountrylessMarketPath(request.pathname) ?? splitLanguagePath(request.pathname)
  const pathLocale = countryless && isLocale(countryless.locale) ? countryless.locale : undefined
  const wantedLocale = pathLocale ?? preference.locale
  const wanted = storedCountry || visitorCountry || preference.country
  const fallback = wantedLocale ? countryOfLanguage[wantedLocale] : defaultCountry
  const { record, country } = recordForCountry(wanted || fallback)
  const locale = wantedLocale ?? (wanted ? record.defaultLocale : defaultLocale)
  const prefix = marketPrefix(country, record.currency, locale)
  const rest = countryless
    ? canonicalRest(countryless.rest)
    : request.pathname === '/'
      ? '/'
      : request.pathname
  return {
    context: { record, country, locale, prefix },
    rest,
    redirectTo: `${prefix}${rest}`,
    fromPath: false,
  }
}
