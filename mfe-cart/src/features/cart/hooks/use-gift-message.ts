import { useCallback } from 'react'
import { giftMessageMetadataKey } from '../../../config/cart-rules'
import { giftMessages } from '../stores/cart-storage'
import { useCart, useCartRuntime } from './cart-runtime-context'

/**
 * The gift message: saved in the order's metadata, where checkout and fulfilment read it,
 * and kept in local storage so it survives a reload or a cart that is still being created. The
 * kept copy names its order: another order's (the previous cart's) never shows.
 */
export function useGiftMessage() {
  const runtime = useCartRuntime()
  const marketCode = useCart((state) => state.context?.marketCode ?? '')
  const orderId = useCart((state) => state.order?.id)
  const saved = useCart((state) => state.order?.metadata[giftMessageMetadataKey])
  // Without an order there is nothing to tie the kept copy to; it stays for the order on its way.
  const kept = orderId ? giftMessages.get(marketCode, orderId) : null
  const initial = typeof saved === 'string' ? saved : (kept ?? '')
  const save = useCallback(
    (message: string) =>
      runtime
        .run(
          {
            pending: { scope: 'gift-message' },
            feedback: (error) => ({ scope: 'gift-message', code: error.code }),
          },
          async (tools) => {
            const metadata = { ...tools.order?.metadata, [giftMessageMetadataKey]: message }
            const order = await tools.update({ metadata })
            giftMessages.set(tools.context.marketCode, order.id, message)
            return true
          },
        )
        .then(Boolean),
    [runtime],
  )
  return { initial, save }
}
