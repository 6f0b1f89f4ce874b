import { type AnalyticsItem, type ItemList, itemFromSku } from '@storefront/shared/analytics'
import type { ProductSummary } from './catalog-types'

/**
 * A GA4 item from what a card or page shows; prices in major units, as GA4 expects. Named and
 * categorised by keys the same in every language, as the cart reports it, not by the words on screen.
 */
export function analyticsItem(
  product: ProductSummary,
  extra: { index?: number; list?: ItemList; quantity?: number } = {},
): AnalyticsItem {
  const price = product.price
  return itemFromSku(
    {
      code: product.code,
      name: product.baseName,
      ...(price
        ? {
            price_amount_float: price.amountCents / 100,
            compare_at_amount_float: price.compareAtCents ? price.compareAtCents / 100 : null,
          }
        : {}),
    },
    { ...extra, category: product.category },
  )
}
