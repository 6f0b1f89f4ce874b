import { useCallback } from 'react'
import { giftMessageMetadataKey } from '../../../config/cart-rules'
import { giftMessages } from '../stores/cart-storage'
import { useCart, useCartRuntime } from './cart-runtime-context'

/**
 * The gift message: saved in the order's metadata, where checkout and fulfilment read it,
 * and kept in local storage so it survives a reload or a cart that is still being created.
 */
export function useGiftMessage() {
  const runtime = useCartRuntime()
  const marketCode = useCart((state) => state.context?.marketCode ?? '')
  const saved = useCart((state) => state.order?.metadata[giftMessageMetadataKey])
  const initial = typeof saved === 'string' ? saved : (giftMessages.get(marketCode) ?? '')
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
            await tools.update({ metadata })
            giftMessages.set(tools.context.marketCode, message)
            return true
          },
        )
        .then(Boolean),
    [runtime],
  )
  return { initial, save }
}
