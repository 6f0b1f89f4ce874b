import type { ErrorCode } from '@storefront/shared/errors'
import { currencyName, localeTag } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useCallback } from 'react'
import { useErrorText } from '../../../lib/error-text'
import type { Feedback } from '../stores/feedback-slice'
import { asShown } from '../utils/shown-code'
import { useCart } from './cart-runtime-context'

// The refusals a gift card the order cannot take gets too (another currency's, or spent), its code right.
const mayBeGiftCard = new Set<ErrorCode>(['no_active_gift_card_or_coupon', 'no_active_gift_card'])

/**
 * The words under the code field for a refused code. Commerce Layer says which kind of code it
 * looked for, never why none matched: "matches no active gift card" answers a second coupon, a
 * code typed wrong and a gift card the order cannot take (another currency's, or spent) alike.
 * So the words say what each kind of code needs, with the order's currency named.
 */
export function useCodeRefusal(): (feedback: Feedback) => string {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const couponCode = useCart((state) => state.order?.couponCode)
  const giftCardCode = useCart((state) => state.order?.giftCardCode)
  const currencyCode = useCart((state) => state.order?.currency ?? state.context?.currency ?? 'EUR')
  const locale = useCart((state) => state.context?.locale ?? 'en')
  const country = useCart((state) => state.context?.country)
  const currency = currencyName(currencyCode, localeTag(locale, country))
  return useCallback(
    ({ code, values }: Feedback) => {
      // With one kind of code on the order the field takes only the other kind, so a refusal may
      // be a second code of the kind already there: how to use one comes first (alone, "matches
      // no active gift card" read as if a valid coupon were wrong), then what the other kind needs.
      if (code === 'no_active_gift_card' && couponCode)
        return `${t('code.oneCoupon', { code: asShown(couponCode) })} ${t('code.notGiftCardEither', { currency })}`
      if (code === 'no_active_coupon' && giftCardCode)
        return `${t('code.oneGiftCard', { code: asShown(giftCardCode) })} ${t('code.notCouponEither')}`
      const text = errorText(code, values)
      return mayBeGiftCard.has(code) ? `${text} ${t('code.giftCardCurrency', { currency })}` : text
    },
    [t, errorText, couponCode, giftCardCode, currency],
  )
}
