import { useTranslation } from '@storefront/shared/react-i18n'
import button from '../../../components/button.module.css'
import styles from './status-page.module.css'

/** Any path that is not a screen, or a screen whose remote the registry does not serve. */
export function NotFoundPage({ homeHref }: { readonly homeHref: string }) {
  const { t } = useTranslation()
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      {/* Decoration, drawn by CSS: the heading says what happened, in words. */}
      <div className={styles.code} data-code="404" aria-hidden="true" />
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <a className={button.primary} href={homeHref}>
        {t('notFound.backToHome')}
      </a>
    </section>
  )
}
