import type { FragmentProps } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import type { MouseEvent } from 'react'
import { Icon } from '../../../lib/icons'
import { useAddedFlash } from '../hooks/use-added-flash'
import { useCartSummary } from '../hooks/use-cart-summary'
import { useMarketCode } from '../hooks/use-market-code'
import styles from './mini-cart.module.css'

interface Props extends Pick<FragmentProps, 'market' | 'routeBase'> {
  readonly bus: ShopBus
  /** The stored cart could not be read: no count is coming, so none is held a place. */
  readonly unreadable?: boolean
  /** An add from the catalog is on its way. */
  readonly adding?: boolean
}

/**
 * The header's cart: how many items and what they cost, updated from `cart:updated`; opens the
 * cart. An add is confirmed in words where the shopper made it (the catalog's button); here the
 * badge only draws the eye to where the item went, so no page says "added" twice.
 */
export function MiniCart({ bus, market, routeBase, unreadable = false, adding = false }: Props) {
  const { t } = useTranslation()
  const marketCode = useMarketCode(bus, market.marketCode)
  const summary = useCartSummary(bus, marketCode)
  const count = summary?.itemsCount ?? null
  const added = useAddedFlash(bus, count)
  // The first add on its way (its cart still being made): a 0 said the press had gone nowhere.
  // A further one keeps the count it is about to change, shown busy.
  const firstAdding = adding && !count
  // Said after what the cart holds: "Cart €25.00, 2 items, adding an item…".
  const withAdding = (name: string) => (adding ? t('miniCart.adding', { label: name }) : name)
  const cart = { name: 'cart' as const }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    bus.publish('nav:intent', { screen: cart })
  }
  return (
    <div className={styles.wrap}>
      <a
        className={styles.button}
        href={pathTo(routeBase, cart)}
        onClick={open}
        aria-busy={adding || undefined}
        aria-label={
          firstAdding
            ? t('miniCart.adding', { label: t('miniCart.label') })
            : summary === null
              ? t('miniCart.label')
              : withAdding(
                  t('miniCart.accessibleName', {
                    label: t('miniCart.label'),
                    total: summary.formattedTotal,
                    items: t('miniCart.itemCount', { count: summary.itemsCount }),
                  }),
                )
        }
        data-testid="mini-cart"
      >
        <span className={styles.text} aria-hidden="true">
          <span className={styles.label}>{t('miniCart.label')}</span>{' '}
          <span className={styles.total} data-testid="mini-cart-total">
            {summary?.formattedTotal ?? (unreadable ? '' : '\u00a0')}
          </span>
        </span>{' '}
        {/* After the words in the DOM, first on screen: the link's text then reads as its name does. */}
        <span className={styles.icon}>
          <Icon name="bag" size={24} />
          {(count !== null || !unreadable) && (
            <span
              // A new element per add, so a second add replays the cue.
              key={added ?? 'still'}
              className={count ? styles.badge : styles.badgeEmpty}
              data-testid="mini-cart-count"
              data-added={added === null ? undefined : ''}
              data-busy={adding ? '' : undefined}
              aria-hidden="true"
            >
              {firstAdding ? '…' : (count ?? '')}
            </span>
          )}
        </span>
      </a>
    </div>
  )
}
