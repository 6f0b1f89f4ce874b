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
  /** Whether what was typed is a quantity: empty, 0, 2.5 or 1e3 are not, and are not sent. */
  readonly onTypedValidity?: (valid: boolean) => void
}

/** Whole numbers as typed: a number field also takes `1e3` and `2.5`, which `parseInt` misreads. */
const quantityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * The quantity of a line: minus, a number field and plus. A value past the maximum is still
 * sent up, so the visitor reads why it was refused instead of a button that does nothing.
 * Something that is no quantity stays as typed, and the line says why it was not sent.
 */
export function QuantityStepper({ quantity, max, busy, describedBy, onChange, onTypedValidity }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(String(quantity))
  const [invalid, setInvalid] = useState(false)
  const markInvalid = (value: boolean) => {
    setInvalid(value)
    onTypedValidity?.(!value)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new quantity resets the field
  useEffect(() => {
    setDraft(String(quantity))
    markInvalid(false)
  }, [quantity])

  const commit = (value: string) => {
    const next = quantityOf(value)
    if (!(next >= 1)) {
      markInvalid(true)
      return
    }
    setDraft(String(quantity))
    if (next !== quantity) onChange(next)
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
        aria-invalid={invalid}
        disabled={busy}
        onChange={(event) => {
          setDraft(event.target.value)
          if (invalid && quantityOf(event.target.value) >= 1) markInvalid(false)
        }}
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
