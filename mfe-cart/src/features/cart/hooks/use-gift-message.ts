import { useCallback } from 'react'
import { giftMessageMetadataKey } from '../../../config/cart-rules'
import { giftMessageDrafts, giftMessages } from '../stores/cart-storage'
import { updateOrReadBack } from '../stores/update-or-read-back'
import { validationRefusalOf } from '../stores/validation-refusal'
import { useCart, useCartRuntime } from './cart-runtime-context'

/**
 * The gift message: saved in the order's metadata, where checkout and fulfilment read it,
 * and kept in local storage so it survives a reload or a cart that is still being created. The
 * kept copy names its order: another order's (the previous cart's) never shows.
 *
 * `saved` is what the order holds. `initial` is the unsaved draft while there is one that differs from the saved message: what
 * the shopper typed last is what they expect to find after a failed save, a reload or a change
 * of language. `keepDraft` keeps each change; saving it, or typing the saved text back, drops it.
 */
export function useGiftMessage() {
  const runtime = useCartRuntime()
  const marketCode = useCart((state) => state.context?.marketCode ?? '')
  const orderId = useCart((state) => state.order?.id)
  const onOrder = useCart((state) => state.order?.metadata[giftMessageMetadataKey])
  // Without an order there is nothing to tie the kept copy to; it stays for the order on its way.
  const kept = orderId ? giftMessages.get(marketCode, orderId) : null
  const saved = typeof onOrder === 'string' ? onOrder : (kept ?? '')
  const draft = orderId ? giftMessageDrafts.get(marketCode, orderId) : null
  const initial = draft !== null && draft !== saved ? draft : saved
  const keepDraft = useCallback(
    (message: string) => {
      if (!orderId) return
      if (message === saved) giftMessageDrafts.forget(marketCode)
      else giftMessageDrafts.set(marketCode, orderId, message)
    },
    [marketCode, orderId, saved],
  )
  /** Saves `message`; `typed` is the field's text it was made from, as the draft holds it. */
  const save = useCallback(
    (message: string, typed = message) =>
      runtime
        .run(
          {
            pending: { scope: 'gift-message' },
            feedback: (error, thrown) => ({
              scope: 'gift-message',
              code: validationRefusalOf(error, thrown, 'gift_message_not_saved'),
            }),
          },
          async (tools) => {
            const metadata = { ...tools.order?.metadata, [giftMessageMetadataKey]: message }
            const order = await updateOrReadBack(
              tools,
              { metadata },
              (read) => read.metadata[giftMessageMetadataKey] === message,
            )
            giftMessages.set(tools.context.marketCode, order.id, message)
            // A draft typed on while the save was on its way is newer than what went: it stays.
            const draft = giftMessageDrafts.get(tools.context.marketCode, order.id)
            if (draft === typed || draft === message) giftMessageDrafts.forget(tools.context.marketCode)
            return true
          },
        )
        .then(Boolean),
    [runtime],
  )
  return { initial, saved, keepDraft, save }
}
