import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { usePageName } from '../lib/page-name'
import { useShop } from '../lib/shop-context'
import styles from './not-found.module.css'

/**
 * A product, gift box or category this market does not sell: say so and lead back home, as the
 * shell's not-found page does for an unknown path. The edge cannot know the code is unknown and
 * answers 200, so the page asks search engines not to index it (React places the `<meta>` in
 * the head, and takes it away with the page).
 */
export function NotFound() {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  usePageName(t('common:notFound.title'))
  return (
    <section className={styles.page} aria-labelledby="catalog-not-found-title">
      <meta name="robots" content="noindex" />
      {/* Decoration, drawn by CSS: the heading says what happened, in words. */}
      <div className={styles.code} data-code="404" aria-hidden="true" />
      <h1 id="catalog-not-found-title" className={styles.title}>
        {t('common:notFound.title')}
      </h1>
      <p className={styles.text}>{t('common:notFound.text')}</p>
      <a className={styles.home} href={pathTo(routeBase, { name: 'home' })}>
        {t('common:notFound.backToHome')}
      </a>
    </section>
  )
}
