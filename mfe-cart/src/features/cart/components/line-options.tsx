import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../lib/icons'
import type { CartLine } from '../api/cart-order'
import styles from './line-item.module.css'

/** What comes with a line: its options (the free greeting card) and, for a gift box, its contents. */
export function LineOptions({ line, locale }: { readonly line: CartLine; readonly locale: Locale }) {
  const { t } = useTranslation()
  return (
    <>
      {line.contents.length > 0 && (
        <div className={styles.contents}>
          <p className={styles.caption}>{t('item.bundleContents')}</p>
          <ul aria-label={t('item.bundleContents')}>
            {line.contents.map((sku) => (
              <li key={sku.id}>{sku.names[locale] ?? sku.code}</li>
            ))}
          </ul>
        </div>
      )}
      {line.options.length > 0 && (
        <ul className={styles.options} aria-label={t('item.options')}>
          {line.options.map((option) => (
            <li key={option.id} className={styles.option}>
              <Icon name="gift" size={16} />
              {option.isGreetingCard ? t('item.greetingCard') : option.name}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
