import { useTranslation } from '@storefront/shared/react-i18n'
import button from '../../../components/button.module.css'
import styles from './status-page.module.css'

/** "An error occurred, we are working on it, retry later", with a retry. */
export function ErrorPage({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <section className={styles.page} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('errorPage.title')}
      </h1>
      <p className={styles.text}>{t('errorPage.text')}</p>
      <button type="button" className={button.primary} onClick={onRetry}>
        {t('errorPage.retry')}
      </button>
    </section>
  )
}
