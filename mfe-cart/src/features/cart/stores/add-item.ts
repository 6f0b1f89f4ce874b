import { analyticsEvents } from '@storefront/shared/analytics'
import { maxItemQuantity } from '@storefront/shared/constants'
import type { PayloadOf } from '@storefront/shared/events'
import { createLineItem } from '../api/create-line-item'
import { createLineItemOption } from '../api/create-line-item-option'
import { findSkuOptionId } from '../api/list-sku-options'
import { analyticsItemOf } from './analytics-items'
import type { CartRuntime } from './cart-runtime'
import { outOfStockOf } from './stock-errors'

type AddItem = PayloadOf<'cart:add-item'>
type AddItemResult = PayloadOf<'cart:add-item-result'>

const limitReached = (requestId: string, maxQuantity: number): AddItemResult => ({
  requestId,
  ok: false,
  errorCode: 'item_limit_exceeded',
  maxQuantity: Math.max(0, maxQuantity),
})

/**
 * Fulfils the catalog's add-to-cart request: creates the cart on the first add, refuses more
 * than the item limit (answering how many more fit) and answers `add_cart_error` for anything
 * else, leaving the cart as it was.
 */
export async function addItem(runtime: CartRuntime, request: AddItem): Promise<AddItemResult> {
  const inCart = (code: string) =>
    runtime.store
      .getState()
      .order?.lines.filter((line) => line.code === code)
      .reduce((sum, line) => sum + line.quantity, 0) ?? 0
  let answer: AddItemResult = { requestId: request.requestId, ok: false, errorCode: 'add_cart_error' }
  await runtime.run(
    {
      pending: { scope: 'page' },
      fallback: 'add_cart_error',
      feedback: (error, thrown) => {
        const available = outOfStockOf(thrown)
        answer =
          available === null
            ? { ...answer, errorCode: error.code === 'item_limit_exceeded' ? error.code : 'add_cart_error' }
            : limitReached(request.requestId, available - inCart(request.code))
        return {
          scope: 'page',
          code: answer.errorCode === 'item_limit_exceeded' ? answer.errorCode : 'add_cart_error',
        }
      },
    },
    async (tools) => {
      const already = inCart(request.code)
      if (already + request.quantity > maxItemQuantity) {
        answer = limitReached(request.requestId, maxItemQuantity - already)
        return
      }
      const order = await tools.ensureOrder()
      const lineItemId = await createLineItem(tools.client, { orderId: order.id, ...request })
      for (const option of request.options ?? []) {
        const skuOptionId = await findSkuOptionId(tools.client, option.code)
        if (skuOptionId)
          await createLineItemOption(tools.client, { lineItemId, skuOptionId, options: option.options })
      }
      const updated = await tools.reload(order.id)
      const line = updated.lines.find((l) => l.id === lineItemId)
      if (line) {
        const item = analyticsItemOf({ ...line, quantity: request.quantity })
        runtime.bus.publish('analytics:event', analyticsEvents.addToCart(updated.currency, [item]))
      }
      answer = { requestId: request.requestId, ok: true }
    },
  )
  // The catalog shows its own message for a refused add; the page message is for the cart page only.
  if (!answer.ok) runtime.store.getState().clearFeedback()
  return answer
}

/** Answers every `cart:add-item` on the page; registered once per page by the runtime. */
export function listenForAddItem(runtime: CartRuntime): void {
  runtime.scope.subscribe('cart:add-item', (request) => {
    void addItem(runtime, request).then((result) => runtime.bus.publish('cart:add-item-result', result))
  })
}
