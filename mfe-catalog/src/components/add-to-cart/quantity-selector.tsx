import { useTranslation } from '@storefront/shared/react-i18n'
import { useId } from 'react'
import styles from './quantity-selector.module.css'

interface QuantitySelectorProps {
  readonly value: number
  readonly max: number
  readonly disabled?: boolean
  readonly onChange: (value: number) => void
}

/** A number field between − and + buttons, kept within 1 and the item limit. */
export function QuantitySelector({ value, max, disabled = false, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation()
  const id = useId()
  const clamp = (n: number) => Math.min(Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1), Math.max(1, max))
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
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clamp(event.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('product.increase')}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  )
}
