import { describe, expect, it } from 'vitest'
import { pushToDataLayer } from './data-layer'
import { analyticsEvents, itemsValue } from './events'
import { itemCategoryOf, itemFromLineItem, itemFromSku } from './items'

const oil = itemFromSku(
  { code: 'OIL-1', name: 'Olio', prices: [{ amount_float: 12.5, compare_at_amount_float: 15 }] },
  { quantity: 2, index: 0, list: { id: 'listing', name: 'All products' } },
)

describe('items', () => {
  it('builds an item from a SKU with price, discount and list position', () => {
    expect(oil).toEqual({
      item_id: 'OIL-1',
      item_name: 'Olio',
      price: 12.5,
      discount: 2.5,
      quantity: 2,
      index: 0,
      item_list_id: 'listing',
      item_list_name: 'All products',
    })
  })

  it('leaves out what a SKU does not say', () => {
    expect(itemFromSku({ code: 'X' })).toEqual({ item_id: 'X', item_name: 'X' })
    expect(itemFromSku({ price_amount_float: 3, compare_at_amount_float: 2 })).toEqual({
      item_id: '',
      item_name: '',
      price: 3,
    })
  })

  it('gives the discount in cents, without float drift', () => {
    const item = itemFromSku({ code: 'X', prices: [{ amount_float: 3.33, compare_at_amount_float: 4.99 }] })
    expect(item.discount).toBe(1.66)
  })

  it('builds an item from a sku or bundle line item', () => {
    expect(itemFromLineItem({ sku_code: 'S', name: 'n', unit_amount_float: 4, quantity: 3 })).toMatchObject({
      item_id: 'S',
      price: 4,
      quantity: 3,
    })
    expect(
      itemFromLineItem({ bundle_code: 'B', quantity: 1, compared_at_amount_float: 9, unit_amount_float: 7 }),
    ).toMatchObject({
      item_id: 'B',
      discount: 2,
    })
    expect(itemFromLineItem({ quantity: 1 }).item_id).toBe('')
  })

  it('reports a line under its category, and under none when it has none', () => {
    expect(itemFromLineItem({ sku_code: 'S', quantity: 1, category: 'wines' }).item_category).toBe('wines')
    expect(itemFromLineItem({ sku_code: 'S', quantity: 1, category: null })).not.toHaveProperty(
      'item_category',
    )
  })

  it('reads the category from the resource’s metadata, a key the same in every language', () => {
    const wine = { metadata: { category: 'wines', i18n: { it: { name: 'Vino' } } } }
    expect(itemCategoryOf(wine)).toBe('wines')
    expect(itemCategoryOf({ metadata: { kind: 'bundle' } })).toBeUndefined()
    expect(itemCategoryOf({ metadata: { category: '' } })).toBeUndefined()
    expect(itemCategoryOf({ metadata: { category: { it: 'Vini' } } })).toBeUndefined()
    expect(itemCategoryOf({ metadata: null })).toBeUndefined()
    expect(itemCategoryOf(null)).toBeUndefined()
  })
})

describe('events', () => {
  it('values items in cents to avoid float drift', () => {
    expect(
      itemsValue([
        { item_id: 'a', item_name: 'a', price: 0.1, quantity: 3 },
        { item_id: 'b', item_name: 'b' },
      ]),
    ).toBe(0.3)
    expect(itemsValue([{ item_id: 'c', item_name: 'c', price: 19.99, quantity: 3 }])).toBe(59.97)
    expect(itemsValue([oil])).toBe(25)
  })

  it('counts an item without a quantity as one, as a product page shows a single item', () => {
    const viewed = itemFromSku({ code: 'OIL-1', name: 'Olio', prices: [{ amount_float: 12.5 }] })
    expect(viewed).not.toHaveProperty('quantity')
    expect(itemsValue([viewed, oil])).toBe(37.5)
    expect(analyticsEvents.viewItem('EUR', viewed).ecommerce).toMatchObject({ value: 12.5 })
  })

  // GA4 wants a currency only with a value, and a value is what the items cost: a product not on
  // sale in the market has none, and a value of 0 reported it as seen at no price.
  it('sends no value nor currency for a view of an item without a price', () => {
    const unpriced = itemFromSku({ code: 'OIL-1', name: 'Olio' })
    expect(analyticsEvents.viewItem('EUR', unpriced)).toEqual({
      event: 'view_item',
      ecommerce: { items: [unpriced] },
    })
    expect(analyticsEvents.viewItem('EUR', oil).ecommerce).toMatchObject({ currency: 'EUR', value: 25 })
  })

  // An add whose order could not be read back knows the item and how many, not always its price.
  it('sends an add with no value nor currency when an item’s price is not known, and its items', () => {
    const added = { item_id: 'OIL-1', quantity: 2 }
    expect(analyticsEvents.addToCart('EUR', [added])).toEqual({
      event: 'add_to_cart',
      ecommerce: { items: [added] },
    })
  })

  it('builds each GA4 event with its own name and fields', () => {
    expect(analyticsEvents.addToCart('EUR', [oil])).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 25, items: [oil] },
    })
    // The key for joins and filters, the name for people: GA4 shows each as it was sent.
    const home = { id: 'home', name: 'Home' }
    expect(analyticsEvents.viewItemList('GBP', home, [oil]).ecommerce).toEqual({
      currency: 'GBP',
      item_list_id: 'home',
      item_list_name: 'Home',
      items: [oil],
    })
    expect(analyticsEvents.selectItem('GBP', home, oil)).toEqual({
      event: 'select_item',
      ecommerce: { currency: 'GBP', item_list_id: 'home', item_list_name: 'Home', items: [oil] },
    })
    expect(analyticsEvents.viewItem('EUR', oil).event).toBe('view_item')
    expect(analyticsEvents.removeFromCart('EUR', [oil]).event).toBe('remove_from_cart')
    expect(analyticsEvents.viewCart('EUR', [oil]).event).toBe('view_cart')
    expect(analyticsEvents.beginCheckout('EUR', [oil], 'SAVE10').ecommerce).toMatchObject({
      coupon: 'SAVE10',
    })
    expect(analyticsEvents.beginCheckout('EUR', [oil]).ecommerce).not.toHaveProperty('coupon')
    expect(analyticsEvents.addShippingInfo('EUR', [oil], 'standard').ecommerce).toMatchObject({
      shipping_tier: 'standard',
    })
    expect(analyticsEvents.addPaymentInfo('EUR', [oil], 'card').ecommerce).toMatchObject({
      payment_type: 'card',
    })
    // An event parameter, beside the event: no ecommerce object to clear, and GA4 reads it there.
    expect(analyticsEvents.signUp()).toEqual({ event: 'sign_up', params: { method: 'email' } })
    expect(analyticsEvents.login('google')).toEqual({ event: 'login', params: { method: 'google' } })
  })

  it('builds a purchase with transaction, tax, shipping and coupon only when given', () => {
    const full = analyticsEvents.purchase('GBP', [oil], {
      transactionId: 'o1',
      value: 30,
      tax: 5,
      shipping: 0,
      coupon: 'C',
    })
    expect(full.ecommerce).toMatchObject({
      transaction_id: 'o1',
      value: 30,
      tax: 5,
      shipping: 0,
      coupon: 'C',
    })
    const untaxed = analyticsEvents.purchase('USD', [oil], { transactionId: 'o3', value: 25, tax: 0 })
    expect(untaxed.ecommerce).toMatchObject({ tax: 0 })
    const bare = analyticsEvents.purchase('GBP', [oil], { transactionId: 'o2', value: 25 })
    expect(bare.ecommerce).not.toHaveProperty('tax')
    expect(bare.ecommerce).not.toHaveProperty('coupon')
  })
})

describe('search', () => {
  it('carries the words searched as an event parameter, beside no ecommerce data', () => {
    expect(analyticsEvents.search('olio')).toEqual({ event: 'search', params: { search_term: 'olio' } })
  })
})

describe('pushToDataLayer', () => {
  it('pushes event parameters beside the event, where GA4 reads them', () => {
    const target: { dataLayer?: unknown[] } = {}
    pushToDataLayer(analyticsEvents.search('olio'), target)
    expect(target.dataLayer).toEqual([{ event: 'search', search_term: 'olio' }])
  })

  it('clears the previous ecommerce object before an ecommerce event', () => {
    const target: { dataLayer?: unknown[] } = {}
    pushToDataLayer(analyticsEvents.viewItem('EUR', oil), target)
    pushToDataLayer({ event: 'page_view' }, target)
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      analyticsEvents.viewItem('EUR', oil),
      { event: 'page_view' },
    ])
  })
})
