import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { RouteBase } from '@storefront/shared/routes'
import { useId, useRef } from 'react'
import type { CartLine } from '../api/cart-order'
import { useCart, useCartRuntime } from '../hooks/cart-runtime-context'
import { useCartOpened } from '../hooks/use-cart-opened'
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal'
import { useHeightProperty } from '../hooks/use-height-property'
import { useShippingRate } from '../hooks/use-shipping-rate'
import { loadCart } from '../stores/cart-lifecycle'
import styles from './cart-page.module.css'
import { CartSkeleton } from './cart-skeleton'
import { CodeForm } from './code-form'
import { EmptyCart } from './empty-cart'
import { GiftMessageForm } from './gift-message-form'
import { LineChangeStatus } from './line-change-status'
import { LineItem } from './line-item'
import { Notices } from './notices'
import { OrderSummary } from './order-summary'

interface Props {
  readonly locale: Locale
  readonly routeBase: RouteBase
}

const noLines: readonly CartLine[] = []

/** The cart page, and the words a screen reader hears as its lines change. */
export function CartPage({ locale, routeBase }: Props) {
  return (
    <>
      <CartScreen locale={locale} routeBase={routeBase} />
      {/* Beside the screen, not in it: it stays while the last line's removal empties the cart. */}
      <LineChangeStatus locale={locale} />
    </>
  )
}

/** Its lines, the summary with codes and gift message, or the empty state. */
function CartScreen({ locale, routeBase }: Props) {
  const { t } = useTranslation()
  const runtime = useCartRuntime()
  const loadErrorId = useId()
  const phase = useCart((state) => state.phase)
  const order = useCart((state) => state.order)
  const asideRef = useHeightProperty('--cart-aside-height')
  const change = useCart((state) => state.lineChange)
  const onLineFocus = useFocusAfterRemoval(
    order?.lines ?? noLines,
    change?.kind === 'joined' ? { from: change.from, into: change.line.id } : null,
  )
  useCartOpened()
  const shipping = useShippingRate()
  // Only the first showing of the lines waits for the rate: a page on screen (a new country of
  // the market chosen meanwhile) keeps its lines, its focus and what is typed in its forms.
  const linesShown = useRef(false)
  const holdsLines = (order?.lines.length ?? 0) > 0
  const waitForRate = holdsLines && !shipping.settled && !linesShown.current
  // An add on its way into an empty cart (the first makes the cart): told "empty" meanwhile, the
  // shopper went back and added the item again.
  const adding = useCart((state) => state.addsUnderWay > 0) && !holdsLines
  if (phase === 'idle' || phase === 'loading') return <CartSkeleton />
  if (phase === 'failed') {
    return (
      <div className={styles.page}>
        {/* The page's heading still says where the shopper is; the message says what failed. */}
        <header className={styles.header}>
          <h1 className={styles.title}>{t('title')}</h1>
        </header>
        <Notices lasting={{ errorId: loadErrorId }} />
        <button
          type="button"
          className={styles.retry}
          aria-describedby={loadErrorId}
          onClick={() => void loadCart(runtime)}
        >
          {t('common:errorPage.retry')}
        </button>
      </div>
    )
  }
  if (waitForRate || adding) return <CartSkeleton />
  if (!order || order.lines.length === 0) {
    return (
      <div className={styles.page}>
        <Notices />
        <EmptyCart routeBase={routeBase} />
      </div>
    )
  }
  linesShown.current = true
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="cart-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.count} data-testid="cart-items-count">
          {t('miniCart.itemCount', { count: order.itemsCount })}
        </p>
      </header>
      <Notices />
      <div className={styles.layout}>
        <section className={styles.lines} aria-labelledby="cart-title">
          <ul className={styles.list} onFocus={onLineFocus}>
            {order.lines.map((line) => (
              <LineItem key={line.id} line={line} locale={locale} routeBase={routeBase} />
            ))}
          </ul>
        </section>
        <aside ref={asideRef} className={styles.aside}>
          <OrderSummary shippingRate={shipping.rate} rateIsCurrent={shipping.current} />
          <CodeForm />
          <GiftMessageForm />
        </aside>
      </div>
    </div>
  )
}
