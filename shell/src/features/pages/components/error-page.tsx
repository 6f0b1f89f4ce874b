import { useTranslation } from '@storefront/shared/react-i18n'
import button from '../../../components/button.module.css'
import styles from './status-page.module.css'

// "We are working on it" would blame the shop for a connection that stalled or dropped on the
// visitor's side: those say what happened, and that trying again is worth it.
const textKeyOf = {
  timeout: 'errors:timeout',
  network: 'errors:networkError',
  rateLimited: 'errors:rateLimited',
  server: 'errorPage.text',
} as const

/** "An error occurred, we are working on it, retry later", with a retry. */
export function ErrorPage({
  onRetry,
  cause = 'server',
}: {
  readonly onRetry: () => void
  /** What failed: the text names a stalled or lost connection rather than the shop. */
  readonly cause?: keyof typeof textKeyOf
}) {
  const { t } = useTranslation()
  return (
    <section className={styles.page} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('errorPage.title')}
      </h1>
      <p className={styles.text}>{t(textKeyOf[cause])}</p>
      <button type="button" className={`${button.primary} ${styles.retry}`} onClick={onRetry}>
        {t('errorPage.retry')}
      </button>
    </section>
  )
}
