import type { AnalyticsItem, ItemList } from './items'

export interface EcommerceEvent {
  readonly event: string
  readonly ecommerce?: Record<string, unknown>
  /** Event parameters GA4 reads beside `event`, not in `ecommerce` (`search_term`). */
  readonly params?: Readonly<Record<string, string | number | boolean>>
}

/**
 * The events that report the page itself, what it shows or the search it shows the results of,
 * rather than what the shopper did on it: one a page. The shell sends each once for the page on
 * show: the same page in another language is no new view, though its remote, mounted afresh,
 * reports it again; in another market, or come back to, it is.
 */
export const viewEvents: ReadonlySet<string> = new Set(['view_item', 'view_item_list', 'view_cart', 'search'])

/** The value of items in major units, rounded to cents. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  const cents = items.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1),
    0,
  )
  return cents / 100
}

// GA4 wants a currency only with a value, what the items cost: items whose price is not known
// (a product not on sale in the market, an add whose order could not be read back) have none,
// and a value of 0 reported them as got at no cost. The event itself is still sent.
const withItems = (
  event: string,
  currency: string,
  items: readonly AnalyticsItem[],
  extra = {},
): EcommerceEvent => ({
  event,
  ecommerce: items.some((item) => item.price === undefined)
    ? { items, ...extra }
    : { currency, value: itemsValue(items), items, ...extra },
})

/** GA4's recommended ecommerce events, built the same way by every remote. */
export const analyticsEvents = {
  // The list's currency rides along: without it GA4 reads the items' prices in the property's
  // own currency, and a list seen in pounds and one in euros would add up as one.
  viewItemList: (currency: string, list: ItemList, items: readonly AnalyticsItem[]): EcommerceEvent => ({
    event: 'view_item_list',
    ecommerce: { currency, item_list_id: list.id, item_list_name: list.name, items },
  }),
  selectItem: (currency: string, list: ItemList, item: AnalyticsItem): EcommerceEvent => ({
    event: 'select_item',
    ecommerce: { currency, item_list_id: list.id, item_list_name: list.name, items: [item] },
  }),
  viewItem: (currency: string, item: AnalyticsItem): EcommerceEvent =>
    withItems('view_item', currency, [item]),
  /** A search run, whatever it found: GA4's site search reports count those that found nothing too. */
  search: (term: string): EcommerceEvent => ({ event: 'search', params: { search_term: term } }),
  addToCart: (currency: string, items: readonly AnalyticsItem[]) => withItems('add_to_cart', currency, items),
  removeFromCart: (currency: string, items: readonly AnalyticsItem[]) =>
    withItems('remove_from_cart', currency, items),
  viewCart: (currency: string, items: readonly AnalyticsItem[]) => withItems('view_cart', currency, items),
  beginCheckout: (currency: string, items: readonly AnalyticsItem[], coupon?: string) =>
    withItems('begin_checkout', currency, items, coupon ? { coupon } : {}),
  addShippingInfo: (currency: string, items: readonly AnalyticsItem[], shippingTier: string) =>
    withItems('add_shipping_info', currency, items, { shipping_tier: shippingTier }),
  addPaymentInfo: (currency: string, items: readonly AnalyticsItem[], paymentType: string) =>
    withItems('add_payment_info', currency, items, { payment_type: paymentType }),
  purchase: (
    currency: string,
    items: readonly AnalyticsItem[],
    order: { transactionId: string; value: number; tax?: number; shipping?: number; coupon?: string },
  ): EcommerceEvent => ({
    event: 'purchase',
    ecommerce: {
      currency,
      items,
      transaction_id: order.transactionId,
      value: order.value,
      ...(order.tax !== undefined ? { tax: order.tax } : {}),
      ...(order.shipping !== undefined ? { shipping: order.shipping } : {}),
      ...(order.coupon ? { coupon: order.coupon } : {}),
    },
  }),
  // GA4 reads `method` as an event parameter: inside `ecommerce` it was lost.
  signUp: (method = 'email'): EcommerceEvent => ({ event: 'sign_up', params: { method } }),
  login: (method = 'email'): EcommerceEvent => ({ event: 'login', params: { method } }),
} as const
