import { useCallback } from 'react'
import { type CartLine, greetingCardCode } from '../api/cart-order'
import { createLineItemOption } from '../api/create-line-item-option'
import { deleteLineItemOption } from '../api/delete-line-item-option'
import { findSkuOptionId } from '../api/list-sku-options'
import { useCartRuntime } from './cart-runtime-context'

/** Puts the free greeting card on a line, or takes it off; the gift message is printed on it. */
export function useGreetingCard() {
  const runtime = useCartRuntime()
  return useCallback(
    (line: CartLine, wanted: boolean) =>
      runtime.run(
        {
          pending: { scope: 'line', lineId: line.id },
          feedback: (error) => ({ scope: 'line', lineId: line.id, code: error.code }),
        },
        async (tools) => {
          const card = line.options.find((option) => option.isGreetingCard)
          if (wanted && !card) {
            const skuOptionId = await findSkuOptionId(tools.client, greetingCardCode)
            if (!skuOptionId) throw new Error('this market has no greeting card')
            await createLineItemOption(tools.client, { lineItemId: line.id, skuOptionId })
          }
          if (!wanted && card) await deleteLineItemOption(tools.client, card.id)
          await tools.reloadCart()
        },
      ),
    [runtime],
  )
}
