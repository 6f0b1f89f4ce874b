import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './age-notice.module.css'

/**
 * That a drink with alcohol is not sold to minors, by the price as Italian and French law ask of
 * a shop. No age is named: the legal one differs by country (16 for wine in Germany, 21 in the
 * United States).
 */
export function AgeNotice({ containsAlcohol }: { readonly containsAlcohol: boolean }) {
  const { t } = useTranslation()
  if (!containsAlcohol) return null
  return (
    <p className={styles.notice} data-testid="age-notice">
      {t('product.alcoholNotice')}
    </p>
  )
}
