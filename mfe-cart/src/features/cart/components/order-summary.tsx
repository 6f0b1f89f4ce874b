import { useTranslation } from '@storefront/shared/react-i18n'
import type { ReactNode } from 'react'
import { orderValueOf } from '../api/cart-order'
import type { ShippingRate } from '../api/get-shipping-rate'
import { useCart } from '../hooks/cart-runtime-context'
import { useCheckoutWhenSettled } from '../hooks/use-checkout-when-settled'
import { useMoney } from '../hooks/use-money'
import { freeShippingOf } from '../utils/free-shipping'
import styles from './order-summary.module.css'

function Row({
  id,
  label,
  value,
  note,
  total = false,
}: {
  id: string
  label: string
  value: string
  /** Said of the amount, on a line of its own under it: "incl. CHF 1.49 VAT". */
  note?: ReactNode
  total?: boolean
}) {
  return (
    <div className={total ? styles.totalRow : styles.row} data-testid={`cart-total-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note && <dd className={styles.note}>{note}</dd>}
    </div>
  )
}

/**
 * Subtotal, discount, shipping, taxes, gift card and total, and the way to checkout; with the
 * `shippingRate` of the country's method, how far the order is from free shipping.
 */
export function OrderSummary({
  shippingRate: rate,
  rateIsCurrent = true,
}: {
  shippingRate: ShippingRate | null
  /** False while a new country's rate loads: the last one's note keeps its place, unseen. */
  rateIsCurrent?: boolean
}) {
  const { t } = useTranslation()
  const format = useMoney()
  const order = useCart((state) => state.order)
  const busy = useCart((state) => state.pending !== null)
  const checking = useCart((state) => state.pending?.scope === 'page')
  const checkout = useCheckoutWhenSettled()
  if (!order) return null
  const { totals } = order
  const freeShipping = rate ? freeShippingOf(rate, totals) : null
  // A coupon that takes nothing off yet may be a free-shipping one, which only checkout applies:
  // "add 12 € for free shipping" would contradict it. An order that ships free anyway still does.
  const couponMayShipFree = Boolean(order.couponCode) && !order.couponApplies
  const missing = freeShipping?.kind === 'missing' && !couponMayShipFree ? freeShipping : null
  const minus = (cents: number) => `−${format(Math.abs(cents))}`
  const excise = order.lines.some((line) => line.exciseIncluded)
  // A gift card shows as paying part of the total, and what is left to pay comes last.
  const paidByGiftCard = totals.giftCard !== 0
  const taxesNote = order.taxIncluded && totals.taxes > 0 && (
    <span data-testid="cart-taxes-note">{t('totals.taxesIncluded', { amount: format(totals.taxes) })}</span>
  )
  // Until checkout prices them, the last amount is not what the shopper will pay: "Amount to pay
  // 0.00" beside "Shipping: calculated at checkout" read as nothing left to pay.
  const shippingToCome = totals.shipping === 0 && !(freeShipping?.kind === 'free' && rateIsCurrent)
  const taxesToCome = !order.taxIncluded && totals.taxes === 0
  const toCome =
    shippingToCome && taxesToCome
      ? 'totals.beforeShippingAndTaxes'
      : shippingToCome
        ? 'totals.beforeShipping'
        : taxesToCome
          ? 'totals.beforeTaxes'
          : null
  // Elements that come and go whole, each words by key: a page translator swaps bare text for
  // its own nodes, and React, taking away a text node no longer there, takes the cart down.
  const toComeNote = toCome && (
    <span key={toCome} data-testid="cart-total-to-come">
      {t(toCome)}
    </span>
  )

  return (
    <section className={styles.card} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {t('totals.title')}
      </h2>
      <dl className={styles.rows}>
        <Row id="subtotal" label={t('totals.subtotal')} value={format(totals.subtotal)} />
        {totals.discount !== 0 && (
          <Row id="discount" label={t('totals.discount')} value={minus(totals.discount)} />
        )}
        <Row
          id="shipping"
          label={t('totals.shipping')}
          value={
            totals.shipping > 0
              ? format(totals.shipping)
              : freeShipping?.kind === 'free' && rateIsCurrent
                ? t('totals.shippingFree')
                : t('totals.shippingAtCheckout')
          }
          note={
            missing && (
              <span
                data-testid="cart-free-shipping"
                className={rateIsCurrent ? undefined : styles.holdingPlace}
                aria-hidden={rateIsCurrent ? undefined : true}
              >
                {t('totals.freeShippingMissing', {
                  missing: format(missing.missingCents),
                  amount: format(missing.freeOverCents, { wholeWithoutCents: true }),
                })}
              </span>
            )
          }
        />
        {/* Net prices: the taxes follow the shipping address, which checkout asks for. */}
        {!order.taxIncluded && (
          <Row
            id="taxes"
            label={t('totals.taxes')}
            value={totals.taxes > 0 ? format(totals.taxes) : t('totals.taxesAtCheckout')}
          />
        )}
        {/*
         * A gift card is a way to pay, not a discount: the order's value and its VAT stay as they
         * were, and what is left to pay comes after it. "Total 0.00, incl. 1.49 VAT" read as VAT
         * on nothing.
         */}
        <Row
          id={paidByGiftCard ? 'order-value' : 'total'}
          label={t('totals.total')}
          value={format(orderValueOf(totals))}
          note={
            paidByGiftCard || !toComeNote ? (
              taxesNote
            ) : (
              <>
                {taxesNote}
                {taxesNote && <span aria-hidden="true"> · </span>}
                {toComeNote}
              </>
            )
          }
          total
        />
        {paidByGiftCard && (
          <>
            <Row id="gift-card" label={t('totals.giftCard')} value={minus(totals.giftCard)} />
            <Row id="total" label={t('totals.toPay')} value={format(totals.total)} note={toComeNote} total />
          </>
        )}
      </dl>
      {excise && (
        <p className={`${styles.note} ${styles.excise}`} data-testid="cart-excise-note">
          {t('totals.exciseIncluded')}
        </p>
      )}
      {/*
       * aria-disabled, not disabled: a disabled button drops a keyboard user's focus. While the
       * cart checks its lines the button says so, in its own place: a line above the cart did,
       * and moved the page twice.
       */}
      <button
        type="button"
        className={styles.checkout}
        onClick={checkout}
        aria-disabled={busy}
        data-testid="cart-checkout"
      >
        {checking ? t('availability.checking') : t('proceedToCheckout')}
      </button>
    </section>
  )
}
