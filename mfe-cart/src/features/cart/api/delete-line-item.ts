import { analyticsEvents } from '@storefront/shared/analytics'
import type { CommerceClient } from '@storefront/shared/commerce'
import { useCallback } from 'react'
import { useCartRuntime } from '../hooks/cart-runtime-context'
import { analyticsItemOf } from '../stores/analytics-items'
import type { CartLine } from './cart-order'

/** Removes a line, and with it its options (the greeting card). */
export async function deleteLineItem(client: CommerceClient, id: string): Promise<void> {
  await client.line_items.delete(id)
}

/** Removes a line from the cart page, says so, and reports remove_from_cart. */
export function useDeleteLineItem() {
  const runtime = useCartRuntime()
  return useCallback(
    (line: CartLine) =>
      runtime.run(
        {
          pending: { scope: 'line', lineId: line.id },
          feedback: (error) => ({ scope: 'line', lineId: line.id, code: error.code }),
        },
        async (tools) => {
          runtime.store.getState().setLineChange(null)
          await deleteLineItem(tools.client, line.id)
          const order = await tools.reloadCart()
          // Focus moves to the next line's name, which does not say this one is gone.
          runtime.store.getState().setLineChange({ kind: 'removed', line })
          runtime.bus.publish(
            'analytics:event',
            analyticsEvents.removeFromCart(order.currency, [analyticsItemOf(line)]),
          )
        },
      ),
    [runtime],
  )
}
