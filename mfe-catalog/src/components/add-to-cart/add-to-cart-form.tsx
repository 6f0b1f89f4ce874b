import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useShop } from '../../lib/shop-context'
import { useTakingLong } from '../../lib/use-taking-long'
import styles from './add-to-cart-form.module.css'
import { QuantitySelector, quantityOf } from './quantity-selector'
import { useAddToCart } from './use-add-to-cart'

interface AddToCartFormProps {
  readonly kind: 'sku' | 'bundle'
  readonly code: string
  readonly name: string
  /** The most one add may carry; 0 when nothing can be sold. */
  readonly max: number
  /** Owned by the page, which may need it too (the delivery estimate) and keeps it within `max`. */
  readonly quantity: number
  readonly onQuantityChange: (quantity: number) => void
  /** The codes of the options chosen on the page, sent with the add. */
  readonly options?: readonly string[]
  /** The cart refused the add for stock: the page's reading of it is out of date. */
  readonly onStockRefused?: () => void
}

/** The form's id, for a button elsewhere on the page that adds through it. */
export const addToCartFormId = (code: string) => `${code}-add-to-cart`

/** Quantity and the add button; the cart remote answers over the bus. */
export function AddToCartForm({
  kind,
  code,
  name,
  max,
  quantity,
  onQuantityChange,
  options,
  onStockRefused,
}: AddToCartFormProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  const { state, add } = useAddToCart({ kind, code })
  // What the field shows while it is not `quantity`: typed past the limit, or no quantity.
  const [draft, setDraft] = useState<string | null>(null)
  // A press refused the number typed past the limit and said the limit; until the shopper changes
  // the field again.
  const [limitSaid, setLimitSaid] = useState(false)
  const typed = draft === null ? null : quantityOf(draft)
  const quantityValid = typed === null || typed >= 1
  const soldOut = max <= 0
  const adding = state.status === 'adding'
  const addingLong = useTakingLong(adding)
  // The cart knows what it already holds; this page does not. Once it refused an add for its
  // item limit, how many more it takes is the only limit: the stepper keeps to it and the
  // refusal alone states it (the stock's limit in the hint would contradict it). The next add
  // forgets it: it sends no more than fits, so it succeeds or brings a newer answer.
  const cartRoom = state.status === 'error' ? state.maxQuantity : undefined
  const limit = cartRoom === undefined ? max : Math.min(max, Math.max(1, cartRoom))
  const shown = Math.min(quantity, limit)
  const pastLimit = typed !== null && typed > shown
  // A number typed past the limit is no order for the limit: a shopper who typed 99999 did not ask
  // for 10. The first press adds nothing and answers with the limit, as the cart answers an add
  // past its room; the field then shows what a press adds. Once the cart has said how many more
  // it takes, its refusal stands beside the field and the button says what its press adds
  // ("Add 2 to cart"), where "Add to cart" beside a typed 6 promised what it would not add. Not
  // once the cart said none more fits: the 1 a press sends then only asks again, and is no
  // quantity that fits.
  const addsLess = !soldOut && cartRoom !== undefined && cartRoom !== 0 && pastLimit
  const form = useRef<HTMLFormElement>(null)
  // Once the field shows the limit, selected: a number typed now replaces it, a press adds it.
  // After the render, which puts the limit in the field: setting a value drops a selection.
  useEffect(() => {
    if (!limitSaid) return
    const field = form.current?.querySelector<HTMLInputElement>('input')
    field?.focus()
    field?.select()
  }, [limitSaid])
  const changeDraft = (next: string | null) => {
    setDraft(next)
    setLimitSaid(false)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The field already says what is wrong; taking the shopper there beats adding a guess.
    if (!quantityValid) event.currentTarget.querySelector<HTMLInputElement>('input')?.focus()
    else if (soldOut || adding) return
    else if (pastLimit && cartRoom === undefined) {
      setDraft(null)
      setLimitSaid(true)
    } else {
      // The field shows what went in, also to a shopper who added with Enter and stays in it.
      setDraft(null)
      setLimitSaid(false)
      void add({ quantity: shown, unitLabel: name, ...(options ? { options } : {}) }).then(
        // The page's quantity follows, for its delivery estimate and for after the next add.
        (answer) => {
          if (answer.status !== 'error') return
          if (answer.maxQuantity !== undefined && shown > answer.maxQuantity)
            onQuantityChange(Math.max(1, answer.maxQuantity))
          if (answer.forStock) onStockRefused?.()
        },
      )
    }
  }
  const showsError = quantityValid && state.status === 'error'
  return (
    // The browser's own bubble would speak its language, not the shop's: the field says it.
    <form ref={form} id={addToCartFormId(code)} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        {/* Sold out, there is no quantity to choose: a field stuck at 0 would only say it worse. */}
        {!soldOut && (
          <QuantitySelector
            value={shown}
            max={limit}
            onChange={onQuantityChange}
            draft={draft}
            onDraftChange={changeDraft}
          />
        )}
        <button
          type="submit"
          className={styles.add}
          // Not `disabled` while adding: a disabled button loses focus, and a keyboard visitor would
          // be dropped on the page's body mid-add.
          disabled={soldOut}
          aria-disabled={adding || undefined}
          // The error only while there is one: a reference to nothing is a fault to assistive technology.
          aria-describedby={[
            `${code}-cart-feedback`,
            ...(showsError ? [`${code}-cart-error`] : []),
            ...(limitSaid ? [`${code}-item-limit`] : []),
          ].join(' ')}
          // A double-click is one add: the first may be in the cart before the second click
          // comes, which would add the quantity again. Keys and taps count 0 or 1 and always add.
          onClick={(event) => {
            if (event.detail > 1) event.preventDefault()
          }}
        >
          {adding
            ? t('product.adding')
            : addsLess
              ? t('product.addCount', { count: shown })
              : t('product.addToCart')}
        </button>
      </div>
      {/* One region, always on the page: a live region that appears with its words is often not
          read out, and the limit reached by a press of + is news to a screen reader too. */}
      <div id={`${code}-cart-feedback`} className={styles.feedback} aria-live="polite">
        {!soldOut && quantityValid && !limitSaid && cartRoom === undefined && quantity >= max && (
          <p className={styles.limit} data-testid="item-limit">
            {t('product.maxPieces', { count: max })}
          </p>
        )}
        {/* The button says "Adding…"; past the usual time, that the shop is still at it. */}
        {addingLong && <p className={styles.slow}>{t('product.addingSlow')}</p>}
        {/* A field holding no quantity says so itself: the last add's words beside it would read
            as the answer to the click that just did nothing. */}
        {quantityValid && state.status === 'added' && (
          <p className={styles.added}>
            <span>{t('product.added')}</span>
            {/* On a phone the header, and so the mini-cart, has scrolled away by now. */}
            <a href={pathTo(routeBase, { name: 'cart' })}>{t('product.viewCart')}</a>
          </p>
        )}
      </div>
      {/* An alert of its own, beside the polite region: inside it, it could be read out twice. */}
      {showsError && (
        <p id={`${code}-cart-error`} className={styles.error} role="alert">
          {t(state.messageKey, state.values)}
        </p>
      )}
      {/* The answer to the press that added nothing, as the cart's refusal is. */}
      {limitSaid && (
        <p id={`${code}-item-limit`} className={styles.error} role="alert">
          {t('product.maxPieces', { count: max })}
        </p>
      )}
    </form>
  )
}
