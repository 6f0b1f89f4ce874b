import { analyticsEvents } from '@storefront/shared/analytics'
import type { CommerceClient } from '@storefront/shared/commerce'
import { useCallback } from 'react'
import { useCartRuntime } from '../hooks/cart-runtime-context'
import { analyticsItemOf } from '../stores/analytics-items'
import { answerLost } from '../stores/answer-lost'
import { lineNowOf } from '../stores/line-placement'
import { lineRefusalOf } from '../stores/line-refusal'
import type { CartLine } from './cart-order'

/** Removes a line, and with it its options (the greeting card). */
export async function deleteLineItem(client: CommerceClient, id: string): Promise<void> {
  await client.line_items.delete(id)
}

/**
 * Removes a line from the cart page, says so, and reports remove_from_cart. A remove pressed
 * while the line's own change saves (a quantity typed, sent as the field lost the focus to
 * Remove) waits for it, and takes the line as that change left it; one pressed again finds the
 * line gone and does nothing; one pressed while the availability check re-made the line removes
 * the line it made. A remove whose answer was lost, or that finds the line already
 * gone (another tab), reads the cart: the line gone is the remove done.
 */
export function useDeleteLineItem() {
  const runtime = useCartRuntime()
  return useCallback(
    (clicked: CartLine) =>
      runtime.run(
        {
          pending: { scope: 'line', lineId: clicked.id },
          feedback: (error, thrown) => ({
            scope: 'line',
            lineId: clicked.id,
            code: lineRefusalOf(error, thrown, 'remove'),
          }),
        },
        async (tools) => {
          const line = lineNowOf(runtime.store.getState().order, clicked)
          if (!line) return
          runtime.store.getState().setLineChange(null)
          await deleteLineItem(tools.client, line.id).catch(async (thrown: unknown) => {
            const status = (thrown as { status?: unknown } | null)?.status
            if (!answerLost(thrown) && status !== 404) throw thrown
            const order = await tools.reloadCart().catch(() => null)
            if (!order || order.lines.some((each) => each.id === line.id)) throw thrown
          })
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
