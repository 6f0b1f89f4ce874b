import type { MarketInfo } from '@storefront/shared/contract'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import styles from './header.module.css'

interface Props {
  readonly market: MarketInfo
  /** A customer's session, not a guest's. */
  readonly signedIn: boolean
}

/** "Sign in" for a guest, "My account" for a customer: both lead to the account remote. */
export function AccountEntry({ market, signedIn }: Props) {
  const { t } = useTranslation()
  const label = signedIn ? t('header.account.label') : t('header.account.signIn')
  return (
    <a className={styles.iconLink} href={pathTo(market, { name: signedIn ? 'account' : 'login' })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className={styles.iconLabel}>{label}</span>
    </a>
  )
}
