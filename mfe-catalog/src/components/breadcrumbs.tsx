import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type Screen } from '@storefront/shared/routes'
import { useShop } from '../lib/shop-context'
import styles from './breadcrumbs.module.css'

export interface Crumb {
  readonly label: string
  readonly screen?: Screen
}

/** Where the page sits, from home; the last crumb is the current page and not a link. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), screen: { name: 'home' } }, ...trail]
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's place in the trail is what it is
          <li key={`${crumb.label}-${index}`} className={styles.item}>
            {crumb.screen && index < crumbs.length - 1 ? (
              <a href={pathTo(routeBase, crumb.screen)}>{crumb.label}</a>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
