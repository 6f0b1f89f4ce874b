import { useCallback } from 'react'
import { codePattern } from '../../../config/cart-rules'
import { codeAttributeOf, codeErrorOf } from '../stores/code-errors'
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
            await tools.update({ [attribute]: code })
            return true
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
            await tools.update(kind === 'coupon' ? { coupon_code: '' } : { gift_card_code: '' })
            return true
          },
        )
        .then(Boolean),
    [runtime],
  )
  return { apply, remove }
}
