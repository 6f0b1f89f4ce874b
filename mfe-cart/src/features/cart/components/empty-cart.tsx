import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type RouteBase } from '@storefront/shared/routes'
import { Icon } from '../../../lib/icons'
import { useNavigate } from '../hooks/use-navigate'
import styles from './cart-page.module.css'

/** An empty cart says so and leads back to the products. */
export function EmptyCart({ routeBase }: { readonly routeBase: RouteBase }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const listing = { name: 'listing' as const }
  return (
    <section className={styles.empty} aria-labelledby="cart-empty-title" data-testid="cart-empty">
      <span className={styles.emptyIcon}>
        <Icon name="bag" size={40} />
      </span>
      <h1 id="cart-empty-title" className={styles.emptyTitle}>
        {t('empty.title')}
      </h1>
      <p className={styles.emptyText}>{t('empty.text')}</p>
      <a className={styles.primaryLink} href={pathTo(routeBase, listing)} onClick={navigate(listing)}>
        {t('empty.backToShop')}
      </a>
    </section>
  )
}
