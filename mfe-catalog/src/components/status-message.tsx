import { useTranslation } from '@storefront/shared/react-i18n'
import type { ReactNode } from 'react'
import styles from './status-message.module.css'

interface StatusMessageProps {
  readonly title: string
  readonly text?: string
  readonly tone?: 'neutral' | 'error'
  readonly onRetry?: () => void
  readonly children?: ReactNode
  /** When the status is all the page has (not found, the page failed): its title is the page's h1. */
  readonly isPage?: boolean
  /** False where a status region already on the page says it: heard twice, it is noise. */
  readonly announced?: boolean
}

/** An empty or error state: a title, a line of help, and a retry button when trying again can help. */
export function StatusMessage({
  title,
  text,
  tone = 'neutral',
  onRetry,
  children,
  isPage = false,
  announced = true,
}: StatusMessageProps) {
  const Title = isPage ? 'h1' : 'p'
  const { t } = useTranslation()
  return (
    <div
      className={`${styles.status} ${tone === 'error' ? styles.error : ''}`}
      role={announced ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      )}
    </div>
  )
}

/** The way on from a status (home, the first page): a link, since it goes to another page. */
export function StatusAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.action} href={href}>
      {children}
    </a>
  )
}
