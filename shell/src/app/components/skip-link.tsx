import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './skip-link.module.css'

/** Keyboard users jump past the header straight to the screen. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className={styles.skip} href="#main">
      {t('skipToContent')}
    </a>
  )
}
