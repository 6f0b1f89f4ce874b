import { analyticsEvents } from '@storefront/shared/analytics'
import type { CommerceClient } from '@storefront/shared/commerce'
import { maxItemQuantity } from '@storefront/shared/constants'
import type { Locale } from '@storefront/shared/markets'
import { useCallback } from 'react'
import { useCartRuntime } from '../hooks/cart-runtime-context'
import { analyticsItemOf } from '../stores/analytics-items'
import type { Feedback } from '../stores/feedback-slice'
import { outOfStockOf } from '../stores/stock-errors'
import { type CartLine, nameIn } from './cart-order'

export interface UpdateLineItemInput {
  readonly id: string
  readonly quantity: number
}

/** Sets a line's quantity; Commerce Layer refuses one the stock cannot cover (422 out_of_stock). */
export async function updateLineItem(client: CommerceClient, input: UpdateLineItemInput): Promise<void> {
  await client.line_items.update({ id: input.id, quantity: input.quantity })
}

/**
 * Changes a line's quantity from the cart page. Beyond what the line may hold the change is
 * refused on the spot with the item-limit message; the API's own refusal says the same.
 */
export function useUpdateLineItem() {
  const runtime = useCartRuntime()
  return useCallback(
    (line: CartLine, quantity: number, locale: Locale) => {
      const max = runtime.store.getState().maxByLine[line.id] ?? maxItemQuantity
      const limit = (n: number): Feedback => ({
        scope: 'line',
        lineId: line.id,
        code: 'item_limit_exceeded',
        values: { n, p: nameIn(line, locale) },
      })
      if (quantity > max) {
        runtime.store.getState().fail(limit(max))
        return Promise.resolve()
      }
      return runtime.run(
        {
          pending: { scope: 'line', lineId: line.id },
          feedback: (error, thrown) => {
            const available = outOfStockOf(thrown)
            return available === null
              ? { scope: 'line', lineId: line.id, code: error.code }
              : limit(available)
          },
        },
        async (tools) => {
          await updateLineItem(tools.client, { id: line.id, quantity })
          const order = await tools.reloadCart()
          const delta = quantity - line.quantity
          const item = analyticsItemOf({ ...line, quantity: Math.abs(delta) })
          const event = delta > 0 ? analyticsEvents.addToCart : analyticsEvents.removeFromCart
          if (delta !== 0) runtime.bus.publish('analytics:event', event(order.currency, [item]))
        },
      )
    },
    [runtime],
  )
}
