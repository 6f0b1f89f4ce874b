import { shopName } from '@storefront/shared/constants'
import styles from './logo.module.css'

/** The wordmark with its olive sprig; the link around it is the header's. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.12" />
        <path
          d="M9 24c4-6 8-10 15-14"
          stroke="currentColor"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
        <ellipse cx="13" cy="15" rx="2.4" ry="4.6" transform="rotate(-35 13 15)" fill="currentColor" />
        <ellipse cx="19" cy="19.5" rx="2.2" ry="4.2" transform="rotate(55 19 19.5)" fill="currentColor" />
        <circle cx="22.5" cy="11" r="2.3" fill="var(--shop-color-accent)" />
      </svg>
      <span className={styles.word}>{shopName}</span>
    </span>
  )
}
