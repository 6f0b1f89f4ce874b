import { describe, expect, it } from 'vitest'
import { preferenceFromAcceptLanguage, resolveMarket } from './resolve'

const resolve = (pathname: string, extra: Partial<Parameters<typeof resolveMarket>[0]> = {}) =>
  resolveMarket({ pathname, ...extra })

describe('resolveMarket from a market path', () => {
  it('reads /italy/eur/it/ as the Italian market in Italian', () => {
    const { context, redirectTo, rest } = resolve('/italy/eur/it/')
    expect(context.record.code).toBe('it')
    expect(context.country).toBe('IT')
    expect(context.locale).toBe('it')
    expect(context.prefix).toBe('/italy/eur/it')
    expect(rest).toBe('/')
    expect(redirectTo).toBeNull()
  })

  it('gives each page one address: the home with its slash, other pages without', () => {
    expect(resolve('/italy/eur/it')).toMatchObject({
      redirectTo: '/italy/eur/it/',
      rest: '/',
      fromPath: true,
    })
    expect(resolve('/italy/eur/it/prodotti/')).toMatchObject({
      redirectTo: '/italy/eur/it/prodotti',
      rest: '/prodotti',
      fromPath: true,
    })
    expect(resolve('/italy/eur/it/prodotto/OIL-1//').redirectTo).toBe('/italy/eur/it/prodotto/OIL-1')
    expect(resolve('/italy/eur/it/prodotti').redirectTo).toBeNull()
  })

  it('puts Japan in the rest-of-the-world World zone', () => {
    const { context } = resolve('/japan/usd/en/')
    expect(context.record.code).toBe('row')
    expect(context.record.zoneName).toBe('World')
    expect(context.country).toBe('JP')
  })

  it('gives Norway its own zone record, which ships with its own method', () => {
    const { context } = resolve('/norway/usd/en')
    expect(context.record.zoneName).toBe('Norway')
    expect(context.record.shippingMethodCode).toBe('international-no')
    expect(context.country).toBe('NO')
  })

  it('sends a country in no zone of the currency to the market first zone country', () => {
    const { context, redirectTo } = resolve('/brazil/usd/en/prodotti')
    expect(context.record.code).toBe('row')
    expect(context.country).toBe('US')
    expect(context.record.zoneName).toBe('United States')
    expect(redirectTo).toBe('/united-states/usd/en/prodotti')
  })

  it('lets the currency win over a country that belongs to another market', () => {
    const { context, redirectTo } = resolve('/germany/gbp/de/')
    expect(context.record.code).toBe('gb')
    expect(redirectTo).toBe('/united-kingdom/gbp/de/')
  })

  it('lets a stored country of the same market win', () => {
    const { context, redirectTo } = resolve('/japan/usd/en/', { storedCountry: 'SG' })
    expect(context.country).toBe('SG')
    expect(context.record.code).toBe('row')
    expect(redirectTo).toBeNull()
  })

  it('ignores a stored country of another market', () => {
    const { context } = resolve('/germany/eur/de', { storedCountry: 'FR' })
    expect(context.country).toBe('DE')
    expect(context.record.code).toBe('de')
  })

  it('gives the stored Norway its own zone record inside the World market path', () => {
    const { context } = resolve('/japan/usd/en', { storedCountry: 'no' })
    expect(context.country).toBe('NO')
    expect(context.record.zoneName).toBe('Norway')
  })

  it('redirects an unsupported locale to a supported one', () => {
    const { context, redirectTo } = resolve('/italy/eur/xx/prodotto/abc')
    expect(context.locale).toBe('it')
    expect(redirectTo).toBe('/italy/eur/it/prodotto/abc')
  })

  it('prefers the browser language when the path locale is unsupported', () => {
    expect(resolve('/italy/eur/xx/', { acceptLanguage: 'fr-FR' }).redirectTo).toBe('/italy/eur/fr/')
  })

  it('canonicalises upper case to lower case', () => {
    expect(resolve('/United-Kingdom/GBP/EN/cart').redirectTo).toBe('/united-kingdom/gbp/en/cart')
  })

  it('reads a path with doubled slashes as the path without them', () => {
    expect(resolve('/italy/eur/it//prodotti')).toMatchObject({
      redirectTo: '/italy/eur/it/prodotti',
      fromPath: true,
      rest: '/prodotti',
    })
    expect(resolve('//italy//eur/it/').redirectTo).toBe('/italy/eur/it/')
    expect(resolve('//Italy/EUR/IT//carrello').redirectTo).toBe('/italy/eur/it/carrello')
    expect(resolve('//', { storedCountry: 'DE' })).toMatchObject({
      redirectTo: '/germany/eur/de/',
      fromPath: false,
    })
  })
})

describe('resolveMarket with a market path cut short', () => {
  it('completes a country and currency with the market language', () => {
    const { fromPath, redirectTo, context } = resolve('/italy/eur')
    expect(redirectTo).toBe('/italy/eur/it/')
    expect(context.record.code).toBe('it')
    // The language comes from the visitor, so the answer is not permanent.
    expect(fromPath).toBe(false)
  })

  it('completes a country alone with its market, in the browser language', () => {
    expect(resolve('/switzerland/', { acceptLanguage: 'fr-CH' }).redirectTo).toBe('/switzerland/chf/fr/')
    expect(resolve('/japan').redirectTo).toBe('/japan/usd/en/')
  })

  it('keeps what follows the segments it read', () => {
    expect(resolve('/germany/eur/produkte').redirectTo).toBe('/germany/eur/de/produkte')
    expect(resolve('/germany/produkte').redirectTo).toBe('/germany/eur/de/produkte')
  })

  it("takes a language written where the currency goes as the language, the currency the country's", () => {
    expect(resolve('/italy/it/', { acceptLanguage: 'en-US' }).redirectTo).toBe('/italy/eur/it/')
    expect(resolve('/switzerland/FR/produits').redirectTo).toBe('/switzerland/chf/fr/produits')
  })

  it("takes a currency the shop does not sell as the country's, and keeps the language and the page", () => {
    expect(resolve('/italy/jpy/it/prodotti').redirectTo).toBe('/italy/eur/it/prodotti')
    expect(resolve('/switzerland/sek/fr/', { acceptLanguage: 'de-CH' }).redirectTo).toBe(
      '/switzerland/chf/fr/',
    )
  })

  it('moves the country to the market of the currency written', () => {
    expect(resolve('/italy/gbp').redirectTo).toBe('/united-kingdom/gbp/en/')
  })

  it('does not read a first segment that names no country', () => {
    expect(resolve('/prodotti', { visitorCountry: 'FR' }).redirectTo).toBe('/france/eur/fr/prodotti')
  })
})

describe('resolveMarket without a market path', () => {
  it('uses the stored country first', () => {
    const { context, redirectTo } = resolve('/', { storedCountry: 'CH', visitorCountry: 'DE' })
    expect(context.record.code).toBe('ch')
    expect(redirectTo).toBe('/switzerland/chf/de/')
  })

  // Kept whole behind a new prefix, `/itlay/eur/it/prodotti` became
  // `/italy/eur/it/itlay/eur/it/prodotti`: not-found.
  it('reads a market path whose country is no country as its page, in its language, for the visitor', () => {
    expect(resolve('/itlay/eur/it/prodotti', { visitorCountry: 'IT' })).toMatchObject({
      redirectTo: '/italy/eur/it/prodotti',
      rest: '/prodotti',
      fromPath: false,
    })
    // The path's language wins over the browser's: the page's words are in it.
    expect(
      resolve('/rest-of-world/usd/en/search/', { visitorCountry: 'US', acceptLanguage: 'it' }).redirectTo,
    ).toBe('/united-states/usd/en/search')
    expect(resolve('/narnia/eur/fr/', { visitorCountry: 'DE' }).redirectTo).toBe('/germany/eur/fr/')
    expect(resolve('/narnia/chf/it', {}).redirectTo).toBe('/italy/eur/it/')
    // A language the shop does not speak is the browser's, as in a whole market path.
    expect(resolve('/narnia/eur/xx/', { acceptLanguage: 'es-ES' }).redirectTo).toBe('/spain/eur/es/')
    // A segment that is no currency is no market path: the path is kept.
    expect(resolve('/some/page/it', { visitorCountry: 'IT' }).redirectTo).toBe('/italy/eur/it/some/page/it')
  })

  it('reads a path that starts with a language alone as its page, in that language, for the visitor', () => {
    // Read as a page, `/it/` led to `/united-states/usd/en/it`: not-found.
    expect(resolve('/it/', { acceptLanguage: 'en-US' })).toMatchObject({
      redirectTo: '/united-states/usd/it/',
      fromPath: false,
    })
    expect(resolve('/EN', { visitorCountry: 'IT' }).redirectTo).toBe('/italy/eur/en/')
    expect(resolve('/fr/produits/', {}).redirectTo).toBe('/france/eur/fr/produits')
    // Two letters the shop does not speak stay a page of the visitor's market.
    expect(resolve('/nl/', { visitorCountry: 'DE' }).redirectTo).toBe('/germany/eur/de/nl/')
  })

  it('uses the visitor country next, keeping the rest of the path', () => {
    expect(resolve('/prodotti', { visitorCountry: 'GB' }).redirectTo).toBe('/united-kingdom/gbp/en/prodotti')
  })

  it('sends a visitor from a country in no zone to the rest of the world', () => {
    const { context } = resolve('/', { visitorCountry: 'BR' })
    expect(context.record.code).toBe('row')
    expect(context.country).toBe('US')
  })

  // A cookie edited by hand or by an extension, or Cloudflare's XX (no country known) and T1
  // (Tor), name no country: read as one, they sent every visit to the United States.
  it('ignores a stored or visitor country that is no country', () => {
    for (const storedCountry of ['XX', 'garbage', 'T1', '']) {
      expect(resolve('/', { storedCountry, acceptLanguage: 'it-IT' }).redirectTo).toBe('/italy/eur/it/')
      expect(resolve('/', { storedCountry, visitorCountry: 'DE' }).redirectTo).toBe('/germany/eur/de/')
    }
    expect(resolve('/', { visitorCountry: 'XX', acceptLanguage: 'fr-FR' }).redirectTo).toBe('/france/eur/fr/')
    expect(resolve('/', { visitorCountry: 'T1', acceptLanguage: 'de' }).redirectTo).toBe('/germany/eur/de/')
    // en-ZZ and en-EU name a language for nowhere in particular: English goes to the United Kingdom.
    expect(resolve('/', { acceptLanguage: 'en-ZZ' }).redirectTo).toBe('/united-kingdom/gbp/en/')
    expect(resolve('/', { acceptLanguage: 'en-EU' }).redirectTo).toBe('/united-kingdom/gbp/en/')
  })

  it('keeps the path country of the rest of the world when the stored one is no country', () => {
    const { context, redirectTo } = resolve('/japan/usd/en/', { storedCountry: 'garbage' })
    expect(context.country).toBe('JP')
    expect(redirectTo).toBeNull()
  })

  it('falls back to Accept-Language for country and language', () => {
    expect(resolve('/', { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' }).redirectTo).toBe('/germany/eur/de/')
    expect(resolve('/', { acceptLanguage: 'fr' }).redirectTo).toBe('/france/eur/fr/')
  })

  it.each([
    ['it', '/italy/eur/it/'],
    ['en', '/united-kingdom/gbp/en/'],
    ['de', '/germany/eur/de/'],
    ['es', '/spain/eur/es/'],
    ['fr', '/france/eur/fr/'],
  ])(
    'sends a browser that names only the language %s to that language’s likeliest market',
    (language, home) => {
      expect(resolve('/', { acceptLanguage: language }).redirectTo).toBe(home)
    },
  )

  it('speaks the browser language in the visitor country', () => {
    expect(resolve('/', { visitorCountry: 'CH', acceptLanguage: 'fr-CH' }).redirectTo).toBe(
      '/switzerland/chf/fr/',
    )
  })

  it('defaults to Italy in Italian', () => {
    const { context, redirectTo } = resolve('/')
    expect(context.country).toBe('IT')
    expect(context.locale).toBe('it')
    expect(redirectTo).toBe('/italy/eur/it/')
  })

  it('defaults to Italy when the browser names neither a language it speaks nor a country', () => {
    expect(resolve('/', { acceptLanguage: 'ja' }).redirectTo).toBe('/italy/eur/it/')
  })

  it('takes the country from a language the shop does not speak', () => {
    // Chrome in the Netherlands: Dutch first, English after.
    expect(resolve('/', { acceptLanguage: 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7' }).redirectTo).toBe(
      '/netherlands/eur/en/',
    )
    expect(resolve('/', { acceptLanguage: 'ja-JP' }).redirectTo).toBe('/japan/usd/en/')
    expect(resolve('/', { acceptLanguage: 'pt-BR,pt;q=0.9' }).redirectTo).toBe('/united-states/usd/en/')
    expect(resolve('/', { acceptLanguage: 'zh-Hant-TW,zh;q=0.9' }).redirectTo).toBe('/taiwan/usd/en/')
  })

  it('reads no country from a region further down the list', () => {
    // Firefox in German, wherever it is: en-US comes with it.
    expect(resolve('/', { acceptLanguage: 'de,en-US;q=0.7,en;q=0.3' }).redirectTo).toBe('/germany/eur/de/')
  })
})

describe('preferenceFromAcceptLanguage', () => {
  it('picks the highest-quality supported language', () => {
    expect(preferenceFromAcceptLanguage('ja;q=1, es;q=0.5, fr;q=0.8')).toEqual({
      locale: 'fr',
      country: undefined,
    })
  })

  it('ignores ranges refused with q=0 and malformed parts', () => {
    expect(preferenceFromAcceptLanguage('de;q=0, , en-US')).toEqual({ locale: 'en', country: 'US' })
    // The only language the shop speaks is refused: none is chosen, and the region comes from the rest.
    expect(preferenceFromAcceptLanguage('de-DE;q=0, ja-JP;q=0.5')).toEqual({ country: 'JP' })
  })

  it('says nothing for an empty header', () => {
    expect(preferenceFromAcceptLanguage('')).toEqual({})
    expect(preferenceFromAcceptLanguage(undefined)).toEqual({})
  })
})
