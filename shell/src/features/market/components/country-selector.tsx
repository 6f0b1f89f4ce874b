import { type LocaleTag, localeTag } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { type Ref, useMemo } from 'react'
import { countryOptions } from '../api/market-countries'
import { useSelectChoice } from '../hooks/use-select-choice'
import styles from './selector.module.css'

interface Props {
  readonly country: string
  readonly locale: Locale
  /** A choice is only a request: the shell confirms it before the market changes. */
  readonly onChoose: (country: string) => void
  readonly ref?: Ref<HTMLSelectElement>
}

export function CountrySelector({ country, locale, onChoose, ref }: Props) {
  const { t } = useTranslation()
  const choice = useSelectChoice<string>(country, onChoose)
  const tag: LocaleTag = localeTag(locale, country)
  const options = useMemo(() => countryOptions(tag), [tag])
  return (
    <label className={styles.field}>
      <span className={styles.label}>{t('header.country.label')}</span>
      <select ref={ref} className={styles.select} {...choice} aria-label={t('header.country.change')}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  )
}
