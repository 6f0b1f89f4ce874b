import { keepQuantityWithUnit } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useState } from 'react'
import { Icon } from '../../../lib/icons'
import type { CartLine } from '../api/cart-order'
import { useCart } from '../hooks/cart-runtime-context'
import { useGreetingCard } from '../hooks/use-greeting-card'
import { useSpelling } from '../hooks/use-spelling'
import { lineBusy } from '../stores/feedback-slice'
import styles from './line-item.module.css'

/**
 * What comes with a line: for a gift box its contents, the free greeting card (a switch, since
 * any item can travel with one) and any other option as a label.
 */
export function LineOptions({
  line,
  locale,
  name,
}: {
  readonly line: CartLine
  readonly locale: Locale
  /**
   * The line's product name, in the card's name as in the remove button's: a list of a page's
   * controls, as screen readers offer, would read every line's card alike.
   */
  readonly name: string
}) {
  const { t } = useTranslation()
  const toggleCard = useGreetingCard()
  const spell = useSpelling()
  const busy = useCart((state) => lineBusy(state, line.id))
  const hasCard = line.options.some((option) => option.isGreetingCard)
  // Shown at once, so the switch answers the click; the order decides once the API has answered.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const checked = wanted ?? hasCard
  const onToggle = (next: boolean) => {
    setWanted(next)
    void toggleCard(line, next).finally(() => setWanted(null))
  }
  const others = line.options.filter((option) => !option.isGreetingCard)
  return (
    <>
      {line.contents.length > 0 && (
        <div className={styles.contents}>
          <p className={styles.caption}>{t('item.bundleContents')}</p>
          <ul aria-label={t('item.bundleContents')}>
            {line.contents.map((sku) => (
              <li
                key={sku.id}
              >{`${sku.quantity} × ${spell(keepQuantityWithUnit(sku.names[locale] ?? sku.code))}`}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className={styles.options} aria-label={t('item.options')}>
        <li>
          <label className={checked ? styles.cardOn : styles.cardOff}>
            <input
              type="checkbox"
              checked={checked}
              aria-label={t('item.greetingCardNamed', { name })}
              // Not `disabled`: that would drop the focus of the shopper who just toggled it.
              aria-disabled={busy}
              onChange={(event) => {
                if (!busy) onToggle(event.target.checked)
              }}
            />
            <Icon name="gift" size={16} />
            {t('item.greetingCard')}
          </label>
        </li>
        {others.map((option) => (
          <li key={option.id} className={styles.option}>
            {spell(option.name)}
          </li>
        ))}
      </ul>
    </>
  )
}
