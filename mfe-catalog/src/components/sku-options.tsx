import { greetingCardOptionCode } from '@storefront/shared/constants'
import { formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useCallback, useId, useState } from 'react'
import type { SkuOptionInfo } from '../lib/catalog-types'
import { useShop } from '../lib/shop-context'
import styles from './sku-options.module.css'

/** The option codes a shopper ticked, and the toggle the checkboxes call. */
export function useChosenOptions() {
  const [codes, setCodes] = useState<readonly string[]>([])
  const toggle = useCallback(
    (code: string, on: boolean) =>
      setCodes((current) =>
        on ? [...current.filter((c) => c !== code), code] : current.filter((c) => c !== code),
      ),
    [],
  )
  return { codes, toggle }
}

interface SkuOptionsProps {
  readonly options: readonly SkuOptionInfo[]
  /** The codes chosen; with `onToggle`, an option the cart knows by code gets a checkbox. */
  readonly chosen?: readonly string[]
  readonly onToggle?: (code: string, on: boolean) => void
}

/**
 * The options this product can carry (such as the free greeting card). While it can be added,
 * the shopper chooses them here and they go with the add; the cart can still change them.
 */
export function SkuOptions({ options, chosen = [], onToggle }: SkuOptionsProps) {
  const { t } = useTranslation()
  const idBase = useId()
  if (options.length === 0) return null
  const choosable = Boolean(onToggle) && options.some((option) => option.code)
  const items = options.map((option) => (
    <li key={option.id}>
      {onToggle && option.code ? (
        <label className={`${styles.option} ${styles.choosable}`}>
          {/* Named by the option's name alone; the description and price describe it. */}
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={chosen.includes(option.code)}
            onChange={(event) => option.code && onToggle(option.code, event.target.checked)}
            aria-labelledby={`${idBase}-${option.id}-name`}
            aria-describedby={`${idBase}-${option.id}-more`}
          />
          <OptionText option={option} idPrefix={`${idBase}-${option.id}`} choosable />
        </label>
      ) : (
        <div className={styles.option}>
          <OptionText option={option} />
        </div>
      )}
    </li>
  ))
  if (choosable) {
    return (
      <fieldset className={styles.options}>
        <legend className={styles.title}>{t('product.options')}</legend>
        <ul className={styles.list}>{items}</ul>
      </fieldset>
    )
  }
  return (
    <section className={styles.options} aria-labelledby="catalog-sku-options">
      <h2 id="catalog-sku-options" className={styles.title}>
        {t('product.options')}
      </h2>
      <ul className={styles.list}>{items}</ul>
    </section>
  )
}

interface OptionTextProps {
  readonly option: SkuOptionInfo
  readonly idPrefix?: string
  readonly choosable?: boolean
}

function OptionText({ option, idPrefix, choosable = false }: OptionTextProps) {
  const { t } = useTranslation()
  const { tag } = useShop()
  const id = (part: string) => (idPrefix ? `${idPrefix}-${part}` : undefined)
  return (
    <>
      <span className={styles.name} id={id('name')}>
        {option.name}
      </span>
      {/* One element for price and description, so the checkbox can point at both. */}
      <span className={styles.more} id={id('more')}>
        {option.price && option.price.amountCents > 0 && (
          <span className={styles.price}>
            {formatMoney(option.price.amountCents, option.price.currency, tag)}
          </span>
        )}
        {option.description && <span className={styles.description}>{option.description}</span>}
        {/* The card promises "your message", and nothing on this page takes one: the cart does. */}
        {choosable && option.code === greetingCardOptionCode && (
          <span className={styles.description}>{t('product.cardMessageInCart')}</span>
        )}
      </span>
    </>
  )
}
