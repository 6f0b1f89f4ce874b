import type { Bundle, LineItem, Sku, SkuList, SkuListItem, SkuOption } from '@commercelayer/sdk'

/**
 * Which stored orders may serve as the cart: once an order is placed (or further along),
 * Commerce Layer no longer lets line items change, so the shop starts a new one.
 */
export const cartStatuses: readonly string[] = ['draft', 'pending']

/**
 * What the cart reads with every order: line items with their options, and what bundles hold.
 * Commerce Layer fills a relationship only when it is included: without `sku_option` a line
 * cannot tell which option it carries, and without the sku list's items a box's quantities are lost.
 */
export const orderIncludes = [
  'line_items',
  'line_items.line_item_options',
  'line_items.line_item_options.sku_option',
  'line_items.sku',
  'line_items.bundle',
  'line_items.bundle.sku_list.sku_list_items.sku',
] as const

/**
 * The fields the cart reads of what `orderIncludes` brings beside the order and its lines: a
 * sku's whole record came with every line (its description, search words in five languages and
 * a dozen relationships' links), 5.3 KB a line, read again after every change. Relationships
 * count as fields: one left out comes without its data. Orders and the lines' options stay
 * whole, since the cart reads most of theirs.
 */
export const orderFields: {
  line_items: (keyof LineItem)[]
  skus: (keyof Sku)[]
  bundles: (keyof Bundle)[]
  sku_lists: (keyof SkuList)[]
  sku_list_items: (keyof SkuListItem)[]
  sku_options: (keyof SkuOption)[]
} = {
  line_items: [
    'item_type',
    'sku_code',
    'bundle_code',
    'name',
    'image_url',
    'quantity',
    'unit_amount_cents',
    'compare_at_amount_cents',
    'total_amount_cents',
    // A promotion's line names the coupon it comes from (`couponGivesDiscount`).
    'coupon_code',
    'line_item_options',
    'sku',
    'bundle',
  ],
  skus: ['code', 'name', 'image_url', 'metadata'],
  bundles: ['code', 'name', 'image_url', 'metadata', 'sku_list'],
  sku_lists: ['sku_list_items'],
  sku_list_items: ['quantity', 'position', 'sku'],
  sku_options: ['name', 'metadata'],
}

/**
 * Stock reads under way at once. Commerce Layer computes a sku's `inventory` only when that one
 * sku is retrieved, so the cart asks once per sku, and all at once a large cart sent every read
 * in the same moment: Commerce Layer counts reads per IP in sliding windows, a burst per endpoint
 * in 10 s (for /api/skus 125 on a test organisation, 250 live) beside an average per minute, and
 * answers 429 past them, with no Retry-After to wait on. Four keep a few reads in flight, so a
 * usual cart is checked in about one round trip, and spread a large one over its round trips
 * instead of one spike; the browser would queue most of a spike anyway (six connections a host
 * over HTTP/1.1).
 */
export const stockReadsAtOnce = 4

/** The metadata key the gift message is saved under on the order. */
export const giftMessageMetadataKey = 'gift_message'

/** A code the field accepts before asking the API: letters, digits, dashes and underscores. */
export const codePattern = /^[A-Za-z0-9_-]{3,64}$/
