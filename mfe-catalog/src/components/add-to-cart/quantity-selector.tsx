import { useTranslation } from '@storefront/shared/react-i18n'
import { useId, useState } from 'react'
import hidden from '../visually-hidden.module.css'
import styles from './quantity-selector.module.css'

interface QuantitySelectorProps {
  readonly value: number
  readonly max: number
  /** A whole number from 1 to `max`: what the shopper typed, capped at the limit. */
  readonly onChange: (value: number) => void
  /**
   * The text the field shows while it is not `value` (typed past the limit, or no quantity: empty,
   * 0, 2.5, -1); null while it shows `value`. Held by the form, whose press answers what it holds.
   */
  readonly draft: string | null
  readonly onDraftChange: (draft: string | null) => void
}

/** Whole numbers as typed: a number field also takes `1e3` and `2.5`, which are no quantity. */
export const quantityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * A number field between − and + buttons, kept within 1 and the item limit. A button at its end
 * of the range is `aria-disabled`, not `disabled`: the press that brought it there keeps the
 * focus, where a disabled button would drop it on the page's body. What is typed stays as typed
 * until it is a quantity: an emptied field is not put back to 1 under the cursor (the next digit
 * would make 13 of a 3), and something that is no quantity says so and is kept. A number past the
 * limit is kept too, also once the field is left: the add button answers it.
 */
export function QuantitySelector({ value, max, onChange, draft, onDraftChange }: QuantitySelectorProps) {
  const { t } = useTranslation()
  const id = useId()
  const top = Math.max(1, max)
  // What − and + set, said out: focus stays on the button, and a screen reader reads nothing of
  // the field's new value (a change typed in the field is read as it is typed).
  const [stepped, setStepped] = useState<number | null>(null)
  const typed = draft === null ? value : quantityOf(draft)
  const invalid = draft !== null && !(typed >= 1)
  const step = (next: number) => {
    onDraftChange(null)
    const quantity = Math.min(Math.max(1, next), top)
    setStepped(quantity)
    onChange(quantity)
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('product.quantity')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('product.decrease')}
          aria-controls={id}
          aria-disabled={value <= 1 || undefined}
          onClick={() => {
            if (value > 1) step(value - 1)
          }}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          value={draft ?? String(value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value
            setStepped(null)
            onDraftChange(text)
            const quantity = quantityOf(text)
            if (quantity >= 1) onChange(Math.min(quantity, top))
          }}
          // A number typed past the limit stays until a press of the add button answers it: a
          // click on the button leaves the field first, and a 99999 turned into 10 then would be
          // added as the 10 the shopper never saw.
          onBlur={() => {
            if (typed >= 1 && typed <= top) onDraftChange(null)
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('product.increase')}
          aria-controls={id}
          aria-disabled={value >= max || undefined}
          onClick={() => {
            if (value < max) step(value + 1)
          }}
        >
          +
        </button>
      </div>
      <span className={hidden.hidden} aria-live="polite" data-testid="quantity-stepped">
        {stepped === null ? '' : t('product.quantityNow', { quantity: stepped })}
      </span>
      {invalid && (
        <p id={`${id}-invalid`} className={styles.invalid} role="alert">
          {t('product.quantityInvalid', { max: top })}
        </p>
      )}
    </div>
  )
}
