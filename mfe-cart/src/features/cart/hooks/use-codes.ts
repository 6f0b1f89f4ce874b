import { useCallback } from 'react'
import { codePattern } from '../../../config/cart-rules'
import type { CartOrder } from '../api/cart-order'
import { codeAttributeOf, codeErrorOf } from '../stores/code-errors'
import { holdsCode } from '../stores/holds-code'
import { updateOrReadBack } from '../stores/update-or-read-back'
import { useCartRuntime } from './cart-runtime-context'

/** Applies and removes coupon and gift card codes; refusals show under the code field. */
export function useCodes() {
  const runtime = useCartRuntime()
  const apply = useCallback(
    (raw: string) => {
      const code = raw.trim()
      const attribute = codeAttributeOf(runtime.store.getState().order)
      if (!attribute) return Promise.resolve(false)
      if (!codePattern.test(code)) {
        runtime.store.getState().fail({ scope: 'code', code: 'invalid_coupon_code' })
        return Promise.resolve(false)
      }
      return runtime
        .run(
          {
            pending: { scope: 'code' },
            feedback: (error, thrown) => ({ scope: 'code', code: codeErrorOf(error, thrown) }),
          },
          async (tools) => {
            const holds = (order: CartOrder) => holdsCode(order, code)
            const order = await updateOrReadBack(tools, { [attribute]: code }, holds)
            // A 200 is not the code applied: the API may take the write and leave the code off
            // (commerce-local did with a code removed and sent again), and "applied" then lied.
            if (holds(order)) return true
            runtime.store.getState().fail({ scope: 'code', code: 'code_not_applied' })
            return false
          },
        )
        .then(Boolean)
    },
    [runtime],
  )
  /** Whether the code came off the order. */
  const remove = useCallback(
    (kind: 'coupon' | 'gift-card') =>
      runtime
        .run(
          { pending: { scope: 'code' }, feedback: (error) => ({ scope: 'code', code: error.code }) },
          async (tools) => {
            await updateOrReadBack(
              tools,
              kind === 'coupon' ? { coupon_code: '' } : { gift_card_code: '' },
              (order) => (kind === 'coupon' ? order.couponCode : order.giftCardCode) === null,
            )
            return true
          },
        )
        .then(Boolean),
    [runtime],
  )
  return { apply, remove }
}
