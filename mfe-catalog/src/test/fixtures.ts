import { inventory, type JsonResource, price, sku } from './json-api'

/** The tests' everyday product: Tuscan oil at £18.90, plenty in stock, ready in one or two days. */
export const oilInStock = sku({
  id: 's1',
  code: 'OIL-1',
  name: 'Tuscan oil',
  price: price('p1', 1890),
  inventory: inventory([[40, 24, 48]]),
})

/** A gift box as a search or a listing finds it: its card's fields, without its items. */
export const oilBox: JsonResource = {
  type: 'bundles',
  id: 'b1',
  attributes: {
    code: 'BOX-OIL',
    image_url: 'https://img.test/box-oil.svg',
    name: 'Oil lover gift box',
    currency_code: 'GBP',
    price_amount_cents: 3990,
    compare_at_amount_cents: 4490,
    metadata: {},
  },
}
