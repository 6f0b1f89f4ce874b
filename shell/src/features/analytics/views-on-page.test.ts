import { analyticsEvents } from '@storefront/shared/analytics'
import { describe, expect, it } from 'vitest'
import { pageOfHref } from './page-of-href'
import { viewsOnPage } from './views-on-page'

const it_ = {
  marketId: 'mkIt',
  marketCode: 'it',
  country: 'IT',
  currency: 'EUR',
  locale: 'it',
  prefix: '/italy/eur/it',
} as const
const oil = { item_id: 'OIL-1', item_name: 'Tuscan oil', price: 9, quantity: 1 }
const wine = { item_id: 'WINE-1', item_name: 'Barolo', price: 39, quantity: 1 }
const home = { id: 'home', name: 'Home' }
const boxes = { id: 'gift-boxes', name: 'Gift boxes' }

describe('viewsOnPage', () => {
  it('holds back a view the page already reported, however its items were named or priced', () => {
    const views = viewsOnPage()
    views.show('cart')
    expect(views.isNew(analyticsEvents.viewCart('EUR', [oil]))).toBe(true)
    // The cart mounted again with a line grown since: the same cart, seen once.
    expect(views.isNew(analyticsEvents.viewCart('EUR', [{ ...oil, item_name: 'Olio', quantity: 3 }]))).toBe(
      false,
    )
    // Another cart, or another currency, is another view.
    expect(views.isNew(analyticsEvents.viewCart('EUR', [oil, wine]))).toBe(true)
    expect(views.isNew(analyticsEvents.viewCart('GBP', [oil]))).toBe(true)
  })

  it('tells two lists on one page apart', () => {
    const views = viewsOnPage()
    views.show('home')
    expect(views.isNew(analyticsEvents.viewItemList('EUR', home, [oil]))).toBe(true)
    expect(views.isNew(analyticsEvents.viewItemList('EUR', boxes, [oil]))).toBe(true)
    expect(views.isNew(analyticsEvents.viewItemList('EUR', home, [oil]))).toBe(false)
  })

  it('reports the search a page shows the results of once, and another search anew', () => {
    const views = viewsOnPage()
    views.show('search')
    expect(views.isNew(analyticsEvents.search('olio'))).toBe(true)
    expect(views.isNew(analyticsEvents.search('olio'))).toBe(false)
    expect(views.isNew(analyticsEvents.search('vino'))).toBe(true)
  })

  it('never holds back what the shopper did', () => {
    const views = viewsOnPage()
    views.show('product')
    const events = [analyticsEvents.addToCart('EUR', [oil]), analyticsEvents.selectItem('EUR', home, oil)]
    expect([...events, ...events].map((event) => views.isNew(event))).toEqual([true, true, true, true])
  })

  it('sees a page anew once the shopper left it, not when told the page again', () => {
    const views = viewsOnPage()
    const viewed = analyticsEvents.viewItem('EUR', oil)
    views.show('oil')
    views.isNew(viewed)
    views.show('oil')
    expect(views.isNew(viewed)).toBe(false)
    views.show('wine')
    views.show('oil')
    expect(views.isNew(viewed)).toBe(true)
  })
})

describe('pageOfHref', () => {
  it('is one page in every language, and another in another market or on another screen', () => {
    const page = (href: string) => pageOfHref(href, it_)
    expect(page('/italy/eur/it/prodotto/OIL-1')).toBe(page('/italy/eur/de/produkt/OIL-1'))
    expect(page('/italy/eur/it/cerca?q=olio')).toBe(page('/italy/eur/fr/recherche?q=olio'))
    expect(page('/italy/eur/it/prodotto/OIL-1')).not.toBe(page('/switzerland/chf/it/prodotto/OIL-1'))
    expect(page('/italy/eur/it/prodotto/OIL-1')).not.toBe(page('/italy/eur/it/prodotto/OIL-2'))
    expect(page('/italy/eur/it/prodotti')).not.toBe(page('/italy/eur/it/prodotti?page=2'))
  })
})
