import { getShopBus, namePage } from '@storefront/shared/events'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import { type Ref, useEffect } from 'react'
import button from '../../../components/button.module.css'
import { useOffline } from '../../../lib/use-offline'
import styles from './remote-unavailable.module.css'

interface Props {
  readonly onRetry: () => void
  /** The header's fragments have room for a line and a button only; on a phone, an icon. */
  readonly compact?: boolean
  readonly retryRef?: Ref<HTMLButtonElement>
  /**
   * The screen it stands in for, as the page: the document is titled after it ("Section
   * unavailable · La Dispensa"), and a navigation announces that, where the shop's name alone
   * said nothing of the page a screen reader had come to.
   */
  readonly namesPage?: Screen | undefined
}

/** The translated "this section is unavailable" with a retry, in place of a failed remote. */
export function RemoteUnavailable({ onRetry, compact = false, retryRef, namesPage }: Props) {
  const { t } = useTranslation()
  const title = t('remoteUnavailable.title')
  // Offline, "the rest of the shop works as usual" is not true: the whole shop waits for the line.
  const offline = useOffline()
  useEffect(() => {
    if (namesPage) namePage(getShopBus(), namesPage, title)
  }, [namesPage, title])
  if (compact) {
    return (
      <output className={styles.compact} title={t('remoteUnavailable.title')}>
        <span className={styles.compactText}>{t('remoteUnavailable.title')}</span>
        <button
          ref={retryRef}
          type="button"
          className={`${button.ghost} ${styles.compactRetry}`}
          onClick={onRetry}
        >
          <svg className={styles.retryIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={styles.retryLabel}>{t('remoteUnavailable.retry')}</span>
        </button>
      </output>
    )
  }
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path d="M16 30c3-9 9-14 17-16-1 9-6 15-15 17" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15 33l6-6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {/* It stands in for the page a remote could not show: the page's one h1. */}
      <h1 id="remote-unavailable-title" className={styles.title}>
        {t('remoteUnavailable.title')}
      </h1>
      <p className={styles.text}>{t(offline ? 'remoteUnavailable.offline' : 'remoteUnavailable.text')}</p>
      <button ref={retryRef} type="button" className={`${button.primary} ${styles.retry}`} onClick={onRetry}>
        {t('remoteUnavailable.retry')}
      </button>
    </section>
  )
}
