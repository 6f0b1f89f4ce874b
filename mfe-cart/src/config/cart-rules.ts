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

/** The metadata key the gift message is saved under on the order. */
export const giftMessageMetadataKey = 'gift_message'

/** A code the field accepts before asking the API: letters, digits, dashes and underscores. */
export const codePattern = /^[A-Za-z0-9_-]{3,64}$/
