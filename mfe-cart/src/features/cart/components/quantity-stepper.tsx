import { useTranslation } from '@storefront/shared/react-i18n'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { Icon } from '../../../lib/icons'
import styles from './quantity-stepper.module.css'

interface Props {
  readonly quantity: number
  readonly max: number
  readonly busy: boolean
  readonly describedBy?: string | undefined
  readonly onChange: (quantity: number) => void
}

/**
 * The quantity of a line: minus, a number field and plus. A value past the maximum is still
 * sent up, so the visitor reads why it was refused instead of a button that does nothing.
 */
export function QuantityStepper({ quantity, max, busy, describedBy, onChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(String(quantity))
  useEffect(() => setDraft(String(quantity)), [quantity])

  const commit = (value: string) => {
    const next = Number.parseInt(value, 10)
    if (!Number.isInteger(next) || next < 1 || next === quantity) {
      setDraft(String(quantity))
      return
    }
    setDraft(String(quantity))
    onChange(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value)
  }

  return (
    <fieldset className={styles.stepper} aria-label={t('item.quantity')} aria-busy={busy}>
      <button
        type="button"
        className={styles.step}
        aria-label={`${t('item.quantity')} −1`}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        aria-label={t('item.quantity')}
        aria-describedby={describedBy}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`${t('item.quantity')} +1`}
        disabled={busy}
        onClick={() => onChange(quantity + 1)}
      >
        <Icon name="plus" size={16} />
      </button>
    </fieldset>
  )
}
