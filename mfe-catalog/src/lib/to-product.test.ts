import { describe, expect, it } from 'vitest'
import { localizedText } from './localized-text'
import { bundleDetail, bundleSummary, inventoryOf, type SkuLike, skuDetail, skuSummary } from './to-product'

const sku = {
  id: 's1',
  code: 'WINE-1',
  name: 'Barolo',
  description: 'Red wine',
  metadata: { excise_included: true, i18n: { it: { name: 'Barolo DOCG', description: 'Vino rosso' } } },
  prices: [{ amount_cents: 4590, compare_at_amount_cents: 4590, currency_code: 'EUR' }],
  sku_lists: [
    { id: 'b', name: 'Box', slug: 'gift-x', metadata: { kind: 'bundle' } },
    { id: 'c', name: 'Wines', slug: 'wines', metadata: { kind: 'category', i18n: { it: { name: 'Vini' } } } },
  ],
  inventory: {
    available: true,
    quantity: 7,
    levels: [
      { quantity: 7, delivery_lead_times: [{ min: { hours: 24, days: 1 }, max: { hours: 48, days: 2 } }] },
    ],
  },
}

describe('localizedText', () => {
  it('reads the language from metadata and falls back to the attribute', () => {
    expect(localizedText(sku, 'name', 'it')).toBe('Barolo DOCG')
    expect(localizedText(sku, 'description', 'it')).toBe('Vino rosso')
    expect(localizedText(sku, 'name', 'de')).toBe('Barolo')
    expect(localizedText({ metadata: { i18n: { fr: { name: '' } } } }, 'name', 'fr')).toBe('')
  })

  it("spells the text as the visitor's country does", () => {
    const sweets = {
      name: 'Sweets',
      metadata: { i18n: { de: { name: 'Süßes', description: 'Große Auswahl' } } },
    }
    expect(localizedText(sweets, 'name', 'de-CH')).toBe('Süsses')
    expect(localizedText(sweets, 'description', 'de-CH')).toBe('Grosse Auswahl')
    expect(localizedText(sweets, 'name', 'de-DE')).toBe('Süßes')
    expect(localizedText(sweets, 'name', 'de')).toBe('Süßes')
  })
})

describe('sku mappers', () => {
  it('drops a compare-at price that is not higher than the price', () => {
    expect(skuSummary(sku, 'it').price).toEqual({ amountCents: 4590, currency: 'EUR' })
    const lower = {
      ...sku,
      prices: [{ amount_cents: 4590, compare_at_amount_cents: 3990, currency_code: 'EUR' }],
    }
    expect(skuSummary(lower, 'it').price).toEqual({ amountCents: 4590, currency: 'EUR' })
    const onSale = {
      ...sku,
      prices: [{ amount_cents: 4000, compare_at_amount_cents: 4590, currency_code: 'EUR' }],
    }
    expect(skuSummary(onSale, 'it').price?.compareAtCents).toBe(4590)
  })

  it('has no price without both an amount and a currency, so no card shows one it cannot format', () => {
    const noCurrency = { ...sku, prices: [{ amount_cents: 4590, currency_code: null }] }
    expect(skuSummary(noCurrency, 'it').price).toBeUndefined()
    const noAmount = { ...sku, prices: [{ amount_cents: null, currency_code: 'EUR' }] }
    expect(skuSummary(noAmount, 'it').price).toBeUndefined()
  })

  it('keeps categories only, localized, and reads the excise flag', () => {
    const detail = skuDetail(sku, 'it')
    expect(detail.categories).toEqual([{ id: 'c', slug: 'wines', name: 'Vini' }])
    expect(detail.exciseIncluded).toBe(true)
    expect(skuDetail({ ...sku, metadata: {} }, 'it').exciseIncluded).toBe(false)
  })

  it('reads whether prices include taxes from their price list, and nothing when it is missing', () => {
    const priced = (taxIncluded: boolean | null) => ({
      ...sku,
      prices: [{ amount_cents: 4590, currency_code: 'EUR', price_list: { tax_included: taxIncluded } }],
    })
    expect(skuDetail(priced(true), 'it').taxIncluded).toBe(true)
    expect(skuDetail(priced(false), 'it').taxIncluded).toBe(false)
    expect('taxIncluded' in skuDetail(priced(null), 'it')).toBe(false)
    expect('taxIncluded' in skuDetail(sku, 'it')).toBe(false)
    const box = {
      id: 'b',
      code: 'BOX',
      skus: [sku, priced(false)],
      price_amount_cents: 9000,
      currency_code: 'USD',
    }
    expect(bundleDetail(box, 'en').taxIncluded).toBe(false)
  })

  it('reads inventory levels with lead times, and none for untracked stock', () => {
    expect(inventoryOf(sku)).toEqual({
      available: true,
      quantity: 7,
      levels: [{ quantity: 7, leadTimes: [{ minHours: 24, maxHours: 48, minDays: 1, maxDays: 2 }] }],
    })
    expect(inventoryOf({ ...sku, do_not_track: true })).toBeNull()
    expect(inventoryOf({ ...sku, inventory: null })).toBeNull()
  })

  it('counts the days of a lead time given in hours alone, started days whole', () => {
    // Read as no days, 72–120 hours was promised as the shortest text allows: two days.
    const levels = [{ quantity: 3, delivery_lead_times: [{ min: { hours: 72 }, max: { hours: 100 } }] }]
    expect(inventoryOf({ ...sku, inventory: { available: true, quantity: 3, levels } })?.levels).toEqual([
      { quantity: 3, leadTimes: [{ minHours: 72, maxHours: 100, minDays: 3, maxDays: 5 }] },
    ])
  })

  it("keeps the reference of each lead time's shipping method, which picks the visitor's", () => {
    const leadTime = (reference: string | null) => ({
      shipping_method: { name: 'Express', reference },
      min: { hours: 96, days: 4 },
      max: { hours: 168, days: 7 },
    })
    const levels = [{ quantity: 3, delivery_lead_times: [leadTime('international-us'), leadTime(null)] }]
    const read = inventoryOf({ ...sku, inventory: { available: true, quantity: 3, levels } })
    expect(read?.levels[0]?.leadTimes.map((time) => time.shippingMethodReference)).toEqual([
      'international-us',
      undefined,
    ])
  })

  it("keeps what each lead time's shipping method costs, and the amount it ships free from", () => {
    const levels = [
      {
        quantity: 3,
        delivery_lead_times: [
          {
            shipping_method: {
              reference: 'standard-it',
              price_amount_cents: 590,
              free_over_amount_cents: 4900,
            },
          },
          { shipping_method: { reference: 'flat', price_amount_cents: 990, free_over_amount_cents: null } },
          { shipping_method: { reference: 'unpriced' } },
        ],
      },
    ]
    const read = inventoryOf({ ...sku, inventory: { available: true, quantity: 3, levels } })
    expect(read?.levels[0]?.leadTimes.map((time) => time.shippingCost)).toEqual([
      { priceCents: 590, freeOverCents: 4900 },
      { priceCents: 990, freeOverCents: null },
      undefined,
    ])
  })
})

describe('skuSummary', () => {
  it('counts the units left over the stock locations a list brought, and none it did not bring or does not track', () => {
    const withItems = (...quantities: number[]) => ({
      ...sku,
      stock_items: quantities.map((quantity) => ({ quantity })),
    })
    expect(skuSummary(withItems(1, 2), 'en').left).toBe(3)
    expect(skuSummary(withItems(0, 0), 'en')).toMatchObject({ left: 0, soldOut: true })
    expect(skuSummary(sku, 'en').left).toBeUndefined()
    expect(skuSummary({ ...withItems(1), do_not_track: true }, 'en').left).toBeUndefined()
  })

  // The card said "Only 4 left" where the page, whose inventory takes off what placed orders
  // hold, said "Only 3 left"; and offered a sku whose every unit was reserved.
  it('counts what placed orders reserved of each stock item off it, as the product page’s inventory does', () => {
    const withReserved = (...items: [onHand: number, reserved: number][]) => ({
      ...sku,
      stock_items: items.map(([quantity, reserved]) => ({
        quantity,
        reserved_stock: { quantity: reserved },
      })),
    })
    expect(skuSummary(withReserved([3, 1], [1, 0]), 'en').left).toBe(3)
    expect(skuSummary(withReserved([2, 2], [0, 0]), 'en')).toMatchObject({ left: 0, soldOut: true })
    // An item never leaves less than none to the others.
    expect(skuSummary(withReserved([1, 3], [2, 0]), 'en').left).toBe(2)
    // Without its reserved stock (not included, or not readable), an item counts on hand.
    expect(skuSummary({ ...sku, stock_items: [{ quantity: 4, reserved_stock: null }] }, 'en').left).toBe(4)
  })
})

describe('bundleDetail', () => {
  it('counts each sku as many times as the box holds it', () => {
    const box = bundleDetail(
      {
        id: 'b1',
        code: 'GIFT-1',
        name: 'Gift',
        price_amount_cents: 3990,
        compare_at_amount_cents: 4490,
        currency_code: 'GBP',
        skus: [sku, { ...sku, id: 's2', code: 'OIL-1' }],
        sku_list: { sku_list_items: [{ sku_code: 'OIL-1', quantity: 3 }] },
      },
      'en',
    )
    expect(box.items.map((item) => [item.product.code, item.quantity])).toEqual([
      ['WINE-1', 1],
      ['OIL-1', 3],
    ])
    expect(box.price).toEqual({ amountCents: 3990, compareAtCents: 4490, currency: 'GBP' })
  })

  it("lists the box's skus in its sku list's order, as the cart does, not as the API gives them", () => {
    const box = bundleDetail(
      {
        id: 'b1',
        code: 'GIFT-1',
        name: 'Gift',
        skus: [sku, { ...sku, id: 's2', code: 'OIL-1' }, { ...sku, id: 's3', code: 'PASTA-1' }],
        sku_list: {
          sku_list_items: [
            { sku_code: 'WINE-1', quantity: 1, position: 3 },
            { sku_code: 'PASTA-1', quantity: 2, position: 1 },
            { sku_code: 'OIL-1', quantity: 1, position: 2 },
          ],
        },
      },
      'en',
    )
    expect(box.items.map((item) => item.product.code)).toEqual(['PASTA-1', 'OIL-1', 'WINE-1'])
  })
})

describe('bundleSummary', () => {
  const withStock = (code: string, ...quantities: number[]) => ({
    id: code,
    code,
    stock_items: quantities.map((quantity) => ({ quantity })),
  })
  const box = (skus: SkuLike[], items: { sku_code: string; quantity: number }[]) =>
    bundleSummary(
      {
        id: 'b1',
        code: 'GIFT-1',
        name: 'Gift',
        price_amount_cents: 3990,
        currency_code: 'GBP',
        skus,
        sku_list: { sku_list_items: items },
      },
      'en',
    )

  it('marks a box sold out when an item has fewer units left than one box takes', () => {
    // Two bottles a box and one left in the market's locations: no box can be made up.
    expect(
      box(
        [withStock('WINE-1', 1, 0), withStock('OIL-1', 9)],
        [
          { sku_code: 'WINE-1', quantity: 2 },
          { sku_code: 'OIL-1', quantity: 1 },
        ],
      ).soldOut,
    ).toBe(true)
  })

  it('does not mark a box whose every item fills one, counted over its stock locations', () => {
    expect(
      box(
        [withStock('WINE-1', 1, 1), withStock('OIL-1', 1)],
        [
          { sku_code: 'WINE-1', quantity: 2 },
          { sku_code: 'OIL-1', quantity: 1 },
        ],
      ).soldOut,
    ).toBeUndefined()
  })

  it('counts one of an item its list does not give a quantity for, and never marks for an untracked one', () => {
    expect(box([withStock('WINE-1', 0)], []).soldOut).toBe(true)
    expect(box([withStock('WINE-1', 1)], []).soldOut).toBeUndefined()
    expect(
      box([{ ...withStock('CARD-1', 0), do_not_track: true }], [{ sku_code: 'CARD-1', quantity: 2 }]).soldOut,
    ).toBeUndefined()
    // Stock not asked for is unknown, not none.
    expect(
      box([{ id: 'OIL-1', code: 'OIL-1' }], [{ sku_code: 'OIL-1', quantity: 2 }]).soldOut,
    ).toBeUndefined()
  })

  it('counts the whole boxes its tracked items make up, as its page does', () => {
    // Five bottles, two a box: two boxes, though nine oils would fill nine.
    const items = [
      { sku_code: 'WINE-1', quantity: 2 },
      { sku_code: 'OIL-1', quantity: 1 },
      { sku_code: 'CARD-1', quantity: 1 },
    ]
    const card = { ...withStock('CARD-1', 0), do_not_track: true }
    expect(box([withStock('WINE-1', 3, 2), withStock('OIL-1', 9), card], items).left).toBe(2)
    // None tracked, or none asked for: unknown, not none.
    expect(box([card], [{ sku_code: 'CARD-1', quantity: 1 }]).left).toBeUndefined()
    expect(box([{ id: 'OIL-1', code: 'OIL-1' }], [{ sku_code: 'OIL-1', quantity: 1 }]).left).toBeUndefined()
  })

  it('counts the boxes its items’ stock leaves once placed orders’ reservations are taken off', () => {
    const reserved = (code: string, onHand: number, held: number) => ({
      id: code,
      code,
      stock_items: [{ quantity: onHand, reserved_stock: { quantity: held } }],
    })
    const items = [
      { sku_code: 'WINE-1', quantity: 2 },
      { sku_code: 'OIL-1', quantity: 1 },
    ]
    // Five bottles on hand, one held: two boxes still; three held: one.
    expect(box([reserved('WINE-1', 5, 1), reserved('OIL-1', 9, 0)], items).left).toBe(2)
    expect(box([reserved('WINE-1', 5, 3), reserved('OIL-1', 9, 0)], items).left).toBe(1)
    // Every oil held by placed orders: no box can be made up.
    expect(box([reserved('WINE-1', 5, 0), reserved('OIL-1', 2, 2)], items)).toMatchObject({
      left: 0,
      soldOut: true,
    })
  })

  it('marks a box sold out whose list names an item that did not come with it, as its page refuses it', () => {
    // The vinegar is in the box's list but not among its skus (deleted, or not sold in this market).
    const items = [
      { sku_code: 'OIL-1', quantity: 1 },
      { sku_code: 'VINEGAR-1', quantity: 1 },
    ]
    expect(box([withStock('OIL-1', 9)], items).soldOut).toBe(true)
    // Untracked, or its stock not asked for, the items it has do not make it up either.
    expect(box([{ id: 'OIL-1', code: 'OIL-1' }], items).soldOut).toBe(true)
    expect(box([withStock('OIL-1', 9), withStock('VINEGAR-1', 9)], items).soldOut).toBeUndefined()
  })
})
