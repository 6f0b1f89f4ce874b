import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useState } from 'react'
import { useTakingLong } from '../../../lib/use-taking-long'
import { nameIn } from '../api/cart-order'
import { useCart } from '../hooks/cart-runtime-context'
import { useMoney } from '../hooks/use-money'
import styles from './cart-page.module.css'

/**
 * Says, politely, the last line change the API saved: "Barolo: quantity 3. Total €117.00", or
 * that a line was removed. The words come once the order comes back, not on the click, so a
 * screen reader user hears that the change landed; a refused change says only its error. A
 * change still on its way past the usual time says so, as the line does on screen.
 *
 * One region for the page, mounted before any change: a screen reader follows a live region
 * it found on the page, and may miss one that arrives together with its words.
 */
export function LineChangeStatus({ locale }: { readonly locale: Locale }) {
  const { t } = useTranslation()
  const format = useMoney()
  const latest = useCart((state) => state.lineChange)
  const slow = useTakingLong(useCart((state) => state.pending?.scope === 'line'))
  // The change said before a slow one began is not said again once it is over: a greeting card
  // that stalled, then saved, changes no quantity, and those words would read as its news.
  const [sinceSlow, setSinceSlow] = useState({ slow, before: latest })
  if (slow !== sinceSlow.slow) setSinceSlow({ slow, before: slow ? latest : sinceSlow.before })
  const change = !slow && latest !== sinceSlow.before ? latest : null
  const name = change ? nameIn(change.line, locale) : ''
  const words = slow
    ? t('item.savingSlow')
    : change?.kind === 'quantity' || change?.kind === 'joined'
      ? t('item.quantityChanged', {
          name,
          quantity: change.line.quantity,
          total: format(change.line.totalCents),
        })
      : change?.kind === 'removed'
        ? t('item.removedNamed', { name })
        : ''
  return (
    <output className={styles.hidden} aria-live="polite" data-testid="cart-line-status">
      {/* In an element of their own: a page translator swaps the page's bare text for its own
          nodes, and React, taking away a text node no longer there, threw and took the cart down. */}
      {words && <span>{words}</span>}
    </output>
  )
}
