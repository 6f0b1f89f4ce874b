import { languageName } from '@storefront/shared/i18n'
import { type Locale, locales } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useSelectChoice } from '../hooks/use-select-choice'
import styles from './selector.module.css'

interface Props {
  readonly locale: Locale
  readonly onChoose: (locale: Locale) => void
}

/** Each language named in itself, so a visitor finds their own whatever the page's language. */
export function LanguageSelector({ locale, onChoose }: Props) {
  const { t } = useTranslation()
  const choice = useSelectChoice<Locale>(locale, onChoose)
  return (
    <label className={styles.field}>
      <span className={styles.label}>{t('header.language.label')}</span>
      <select className={styles.select} {...choice} aria-label={t('header.language.change')}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code, code)}
          </option>
        ))}
      </select>
    </label>
  )
}
