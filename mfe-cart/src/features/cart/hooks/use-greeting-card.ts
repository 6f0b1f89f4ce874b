import type { CommerceClient } from '@storefront/shared/commerce'
import { greetingCardOptionCode } from '@storefront/shared/constants'
import { useCallback } from 'react'
import type { CartLine, CartOrder } from '../api/cart-order'
import { createLineItemOption } from '../api/create-line-item-option'
import { deleteLineItem } from '../api/delete-line-item'
import { deleteLineItemOption } from '../api/delete-line-item-option'
import { findSkuOptionId } from '../api/list-sku-options'
import { updateLineItem } from '../api/update-line-item'
import { twinOf } from '../stores/line-placement'
import { lineRefusalOf } from '../stores/line-refusal'
import { useCartRuntime } from './cart-runtime-context'

/**
 * Puts the free greeting card on a line, or takes it off; the gift message is written on it.
 * A line that becomes like another line of its item (a bottle unticked beside the plain bottles)
 * joins that line: two identical lines read as a mistake, and the item limit counts them as one.
 */
export function useGreetingCard() {
  const runtime = useCartRuntime()
  return useCallback(
    (line: CartLine, wanted: boolean) =>
      runtime.run(
        {
          pending: { scope: 'line', lineId: line.id },
          feedback: (error, thrown) => ({
            scope: 'line',
            lineId: line.id,
            code: lineRefusalOf(error, thrown, 'greeting-card'),
          }),
        },
        async (tools) => {
          const card = line.options.find((option) => option.isGreetingCard)
          if (wanted && !card) {
            const skuOptionId = await findSkuOptionId(tools.client, greetingCardOptionCode)
            if (!skuOptionId) throw new Error('this market has no greeting card')
            await createLineItemOption(tools.client, { lineItemId: line.id, skuOptionId })
          }
          if (!wanted && card) await deleteLineItemOption(tools.client, card.id)
          const order = await tools.reloadCart()
          const changed = order.lines.find((each) => each.id === line.id)
          const twin = changed && twinOf(order, changed)
          if (!changed || !twin) return
          runtime.store.getState().setLineChange(null)
          await joinLines(tools.client, changed, twin)
          const joined = await tools.read(order.id)
          // In one render with the lines: the focus, on the line that left, follows it to its twin.
          tools.accept(joined)
          const into = findLine(joined, twin.id)
          if (into) runtime.store.getState().setLineChange({ kind: 'joined', line: into, from: line.id })
        },
      ),
    [runtime],
  )
}

const findLine = (order: CartOrder, id: string) => order.lines.find((line) => line.id === id)

/**
 * Moves `from`'s quantity onto `into` and removes `from`. The twin grows first: were the removal
 * to fail after it, the twin is set back, so a failure neither charges for more nor drops any.
 */
async function joinLines(client: CommerceClient, from: CartLine, into: CartLine): Promise<void> {
  await updateLineItem(client, { id: into.id, quantity: into.quantity + from.quantity })
  try {
    await deleteLineItem(client, from.id)
  } catch (error) {
    await updateLineItem(client, { id: into.id, quantity: into.quantity }).catch(() => undefined)
    throw error
  }
}
