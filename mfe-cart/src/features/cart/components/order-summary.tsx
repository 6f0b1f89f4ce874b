import { useTranslation } from '@storefront/shared/react-i18n'
import { useCart } from '../hooks/cart-runtime-context'
import { useMoney } from '../hooks/use-money'
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout'
import styles from './order-summary.module.css'

function Row({
  id,
  label,
  value,
  total = false,
}: {
  id: string
  label: string
  value: string
  total?: boolean
}) {
  return (
    <div className={total ? styles.totalRow : styles.row} data-testid={`cart-total-${id}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** Subtotal, discount, shipping, taxes, gift card and total, and the way to checkout. */
export function OrderSummary() {
  const { t } = useTranslation()
  const format = useMoney()
  const order = useCart((state) => state.order)
  const busy = useCart((state) => state.pending !== null)
  const checkout = useProceedToCheckout()
  if (!order) return null
  const { totals } = order
  const minus = (cents: number) => `−${format(Math.abs(cents))}`
  const excise = order.lines.some((line) => line.exciseIncluded)

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
          value={totals.shipping > 0 ? format(totals.shipping) : t('totals.shippingAtCheckout')}
        />
        {/* Net prices: the taxes follow the shipping address, which checkout asks for. */}
        {!order.taxIncluded && (
          <Row
            id="taxes"
            label={t('totals.taxes')}
            value={totals.taxes > 0 ? format(totals.taxes) : t('totals.taxesAtCheckout')}
          />
        )}
        {totals.giftCard !== 0 && (
          <Row id="gift-card" label={t('totals.giftCard')} value={minus(totals.giftCard)} />
        )}
        <Row id="total" label={t('totals.total')} value={format(totals.total)} total />
      </dl>
      {order.taxIncluded && totals.taxes > 0 && (
        <p className={styles.note} data-testid="cart-taxes-note">
          {t('totals.taxesIncluded', { amount: format(totals.taxes) })}
        </p>
      )}
      {excise && (
        <p className={styles.note} data-testid="cart-excise-note">
          {t('totals.exciseIncluded')}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button drops a keyboard user's focus. */}
      <button
        type="button"
        className={styles.checkout}
        onClick={() => busy || checkout()}
        aria-disabled={busy}
      >
        {t('proceedToCheckout')}
      </button>
    </section>
  )
}
