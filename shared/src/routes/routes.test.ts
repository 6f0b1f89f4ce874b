import { describe, expect, it } from 'vitest'
import { locales } from '../markets/locales'
import { pathTo } from './build'
import { matchScreen, translatePath } from './match'
import { remoteOfScreen, type Screen, type ScreenName, screenPaths, skeletonLayoutOf } from './screens'
import { pathWords } from './words'

const it_ = { prefix: '/italy/eur/it', locale: 'it' } as const
const fr = { prefix: '/france/eur/fr', locale: 'fr' } as const

const examples: Record<ScreenName, Screen> = {
  home: { name: 'home' },
  listing: { name: 'listing', page: 3 },
  categories: { name: 'categories' },
  category: { name: 'category', slug: 'olive-oils', page: 2 },
  product: { name: 'product', code: 'OIL-EVO/500' },
  bundle: { name: 'bundle', code: 'BOX-1' },
  search: { name: 'search', query: 'olio & vino', page: 2 },
  cart: { name: 'cart' },
  checkout: { name: 'checkout' },
  'checkout-shipping': { name: 'checkout-shipping' },
  'checkout-confirmation': { name: 'checkout-confirmation', orderId: 'ord1' },
  'checkout-payment-error': { name: 'checkout-payment-error', orderId: 'ord1' },
  account: { name: 'account' },
  login: { name: 'login' },
  register: { name: 'register' },
  'forgot-password': { name: 'forgot-password' },
  'change-password': { name: 'change-password', token: 't0k' },
  profile: { name: 'profile' },
  addresses: { name: 'addresses' },
  orders: { name: 'orders' },
  order: { name: 'order', orderId: 'ord9' },
}

describe('pathTo', () => {
  it('uses the localized product word', () => {
    expect(pathTo(it_, { name: 'product', code: 'X1' })).toBe('/italy/eur/it/prodotto/X1')
    expect(pathTo(fr, { name: 'product', code: 'X1' })).toBe('/france/eur/fr/produit/X1')
    expect(pathTo({ prefix: '/germany/eur/de', locale: 'de' }, { name: 'product', code: 'X1' })).toBe(
      '/germany/eur/de/produkt/X1',
    )
  })

  it('puts the home at the prefix with a trailing slash', () => {
    expect(pathTo(it_, { name: 'home' })).toBe('/italy/eur/it/')
  })

  it('carries page, query and token in the query string', () => {
    expect(pathTo(it_, { name: 'listing', page: 2 })).toBe('/italy/eur/it/prodotti?page=2')
    expect(pathTo(it_, { name: 'listing', page: 1 })).toBe('/italy/eur/it/prodotti')
    expect(pathTo(it_, { name: 'search', query: 'vino rosso' })).toBe('/italy/eur/it/cerca?q=vino+rosso')
    expect(pathTo(it_, { name: 'search', query: 'vino', page: 2 })).toBe('/italy/eur/it/cerca?q=vino&page=2')
    expect(pathTo(it_, { name: 'change-password', token: 'abc' })).toBe(
      '/italy/eur/it/account/cambia-password?token=abc',
    )
  })

  it('leaves out of the query what the screen does not carry', () => {
    expect(pathTo(it_, { name: 'search' })).toBe('/italy/eur/it/cerca')
    expect(pathTo(it_, { name: 'search', query: '' })).toBe('/italy/eur/it/cerca')
    expect(pathTo(it_, { name: 'change-password' })).toBe('/italy/eur/it/account/cambia-password')
  })
})

describe('matchScreen', () => {
  it.each(locales)('reads back every screen built in %s', (locale) => {
    const base = { prefix: '/x/eur/y', locale }
    for (const screen of Object.values(examples)) {
      const rest = pathTo(base, screen).slice(base.prefix.length)
      expect(matchScreen(rest, locale)).toEqual(screen)
    }
  })

  it('finds nothing for an unknown path or a word of the wrong section', () => {
    expect(matchScreen('/nowhere', 'it')).toBeNull()
    expect(matchScreen('/produit/X1', 'it')).toBeNull()
    expect(matchScreen('/prodotto', 'it')).toBeNull()
  })

  it('finds nothing, rather than throwing, for a malformed escape', () => {
    expect(matchScreen('/prodotto/%E0%A4%A', 'it')).toBeNull()
    expect(translatePath('/prodotto/%E0%A4%A', 'it', fr)).toBe('/france/eur/fr/prodotto/%E0%A4%A')
  })

  it('ignores a page that is not a positive whole number', () => {
    expect(matchScreen('/prodotti?page=-1', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=abc', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=2.5', 'it')).toEqual({ name: 'listing' })
  })

  it('reads a page only as plain digits within what the API can page to', () => {
    // The API refuses a page past 2^53 with a 400: the listing would show its error screen.
    expect(matchScreen('/prodotti?page=99999999999999999999', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=0x10', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=1e1', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=%202', 'it')).toEqual({ name: 'listing' })
    expect(matchScreen('/prodotti?page=9007199254740991', 'it')).toEqual({
      name: 'listing',
      page: 9007199254740991,
    })
  })

  it('reads a "?" inside the query as part of it, as a browser sends a pasted "?q=what?"', () => {
    expect(matchScreen('/cerca?q=a?b', 'it')).toEqual({ name: 'search', query: 'a?b' })
    expect(matchScreen('/prodotti?utm=x?y&page=2', 'it')).toEqual({ name: 'listing', page: 2 })
    expect(translatePath('/cerca?q=a?b', 'it', { prefix: '/germany/eur/de', locale: 'de' })).toBe(
      '/germany/eur/de/suche?q=a%3Fb',
    )
  })

  it('reads a page and a token only on the screens that carry them', () => {
    // A screen crosses the bus, whose schema refuses a null: a missing token stays missing.
    expect(matchScreen('/account/cambia-password', 'it')).toStrictEqual({ name: 'change-password' })
    expect(matchScreen('/carrello?page=2&token=x', 'it')).toStrictEqual({ name: 'cart' })
  })

  it('reads an empty search', () => {
    expect(matchScreen('/cerca', 'it')).toEqual({ name: 'search', query: '' })
  })

  it('reads the query without the spaces around it, so the header box shows what is searched for', () => {
    expect(matchScreen('/cerca?q=%20%20', 'it')).toEqual({ name: 'search', query: '' })
    expect(matchScreen('/cerca?q=+vino+rosso+', 'it')).toEqual({ name: 'search', query: 'vino rosso' })
  })

  it('has no two sections sharing a first word in one language', () => {
    for (const locale of locales) {
      const firsts = Object.values(screenPaths)
        .map((segments) => segments[0])
        .filter((s): s is keyof typeof pathWords => typeof s === 'string')
        .map((word) => pathWords[word][locale])
      const sections = new Set(
        Object.values(screenPaths)
          .map((s) => s[0])
          .filter((s) => typeof s === 'string'),
      )
      expect(new Set(firsts).size).toBe(sections.size)
    }
  })
})

describe('translatePath', () => {
  it('rewrites a product path from Italian to French', () => {
    expect(translatePath('/prodotto/X1', 'it', fr)).toBe('/france/eur/fr/produit/X1')
  })

  it('understands a path written in another language than announced', () => {
    expect(translatePath('/warenkorb', 'it', fr)).toBe('/france/eur/fr/panier')
  })

  it('keeps an unknown rest as it is', () => {
    expect(translatePath('/whatever/else', 'it', fr)).toBe('/france/eur/fr/whatever/else')
  })

  it('reads the words in any case, and leaves a code as written', () => {
    expect(translatePath('/PRODOTTO/Oil-01', 'it', fr)).toBe('/france/eur/fr/produit/Oil-01')
    expect(translatePath('/Panier', 'fr', fr)).toBe('/france/eur/fr/panier')
    expect(matchScreen('/PANIER', 'fr')).toBeNull()
  })
})

describe('remoteOfScreen', () => {
  it('gives each screen to the remote whose section its path starts in, the rest to the catalog', () => {
    const ownerOfSection: Partial<Record<string, string>> = {
      cart: 'cart',
      checkout: 'checkout',
      account: 'account',
    }
    for (const [name, segments] of Object.entries(screenPaths) as [
      ScreenName,
      (typeof screenPaths)[ScreenName],
    ][]) {
      const section = typeof segments[0] === 'string' ? segments[0] : ''
      expect(remoteOfScreen[name], name).toBe(ownerOfSection[section] ?? 'catalog')
    }
  })
})

describe('skeletonLayoutOf', () => {
  it('stands in for a product as a picture beside its text, for a listing as its chips and cards', () => {
    expect((['product', 'bundle'] as const).map(skeletonLayoutOf)).toEqual(['detail', 'detail'])
    expect((['home', 'listing', 'category'] as const).map(skeletonLayoutOf)).toEqual([
      'shelf',
      'shelf',
      'shelf',
    ])
    expect((['categories', 'search'] as const).map(skeletonLayoutOf)).toEqual(['grid', 'grid'])
    expect((['cart', 'checkout', 'account', 'orders'] as const).map(skeletonLayoutOf)).toEqual([
      'form',
      'form',
      'form',
      'form',
    ])
  })
})
