import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type RouteBase } from '@storefront/shared/routes'
import { Icon } from '../../../lib/icons'
import { emptyCartTitleId } from '../hooks/use-focus-after-removal'
import { useNavigate } from '../hooks/use-navigate'
import styles from './cart-page.module.css'

/** An empty cart says so and leads back to the products. */
export function EmptyCart({ routeBase }: { readonly routeBase: RouteBase }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const listing = { name: 'listing' as const }
  return (
    <section className={styles.empty} aria-labelledby={emptyCartTitleId} data-testid="cart-empty">
      <span className={styles.emptyIcon}>
        <Icon name="bag" size={40} />
      </span>
      {/* Focusable from script: where focus goes when the last line is removed. */}
      <h1 id={emptyCartTitleId} className={styles.emptyTitle} tabIndex={-1}>
        {t('empty.title')}
      </h1>
      <p className={styles.emptyText}>{t('empty.text')}</p>
      <a className={styles.primaryLink} href={pathTo(routeBase, listing)} onClick={navigate(listing)}>
        {t('empty.backToShop')}
      </a>
    </section>
  )
}
