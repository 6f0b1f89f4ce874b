import type { Order } from '@commercelayer/sdk'
import { describe, expect, it } from 'vitest'
import { nameIn, toCartOrder } from './cart-order'

const order = {
  id: 'ord1',
  status: 'draft',
  currency_code: 'EUR',
  tax_included: true,
  coupon_code: '',
  gift_card_code: 'GIFT',
  subtotal_amount_cents: 5000,
  discount_amount_cents: -500,
  total_amount_with_taxes_cents: 4500,
  metadata: { gift_message: 'Ciao' },
  line_items: [
    {
      id: 'li1',
      item_type: 'skus',
      sku_code: 'WINE-1',
      name: 'Barolo',
      image_url: '/images/WINE-1.svg',
      quantity: 2,
      unit_amount_cents: 2500,
      compare_at_amount_cents: 3000,
      total_amount_cents: 5000,
      sku: {
        id: 'sku1',
        code: 'WINE-1',
        metadata: { excise_included: true, i18n: { it: { name: 'Barolo DOCG' } } },
      },
      line_item_options: [
        {
          id: 'opt1',
          // Named in the market's language: the catalog code, not the name, says it is the card.
          name: 'Biglietto d’auguri',
          options: { message: 'Auguri' },
          sku_option: { id: 'so1', metadata: { code: 'greeting-card' } },
        },
      ],
    },
    {
      id: 'li2',
      item_type: 'percentage_discount_promotions',
      name: '10% off',
      quantity: 1,
      total_amount_cents: -500,
    },
    { id: 'li3', item_type: 'shipments', name: 'Shipment', quantity: 1 },
  ],
} as unknown as Order

describe('toCartOrder', () => {
  const cart = toCartOrder(order, 'http://localhost:8788/api')

  it('keeps only what was bought: promotions and shipments are not lines and not counted', () => {
    expect(cart.lines.map((line) => line.id)).toEqual(['li1'])
    expect(cart.itemsCount).toBe(2)
  })

  it('reads prices, the excise flag, options and codes the way the page shows them', () => {
    expect(cart.lines[0]).toMatchObject({
      kind: 'sku',
      code: 'WINE-1',
      itemId: 'sku1',
      unitCents: 2500,
      compareAtCents: 3000,
      exciseIncluded: true,
      options: [{ skuOptionId: 'so1', isGreetingCard: true, values: { message: 'Auguri' } }],
    })
    expect(cart.totals).toMatchObject({ subtotal: 5000, discount: -500, total: 4500 })
    expect([cart.couponCode, cart.giftCardCode]).toEqual([null, 'GIFT'])
  })

  it('resolves images against the API, which serves them, not the shop', () => {
    expect(cart.lines[0]?.imageUrl).toBe('http://localhost:8788/images/WINE-1.svg')
  })

  it('names a line in the visitor’s language when the catalog has it, else as the order does', () => {
    const line = cart.lines[0]
    if (!line) throw new Error('no line')
    expect(nameIn(line, 'it')).toBe('Barolo DOCG')
    expect(nameIn(line, 'de')).toBe('Barolo')
  })

  it("lists a box's contents in its sku list's order, however the API returns its items", () => {
    const item = (position: number, code: string, quantity = 1) => ({
      position,
      quantity,
      sku_code: code,
      sku: { id: `id-${code}`, code },
    })
    const withBox = {
      ...order,
      line_items: [
        {
          id: 'box',
          item_type: 'bundles',
          bundle_code: 'GIFT-1',
          quantity: 1,
          bundle: {
            id: 'b1',
            code: 'GIFT-1',
            sku_list: { sku_list_items: [item(3, 'OIL-1'), item(1, 'PASTA-1', 2), item(2, 'WINE-1')] },
          },
        },
      ],
    } as unknown as Order
    const [box] = toCartOrder(withBox, 'http://localhost:8788/api').lines
    expect(box?.contents.map(({ code, quantity }) => `${quantity}×${code}`)).toEqual([
      '2×PASTA-1',
      '1×WINE-1',
      '1×OIL-1',
    ])
  })
})
