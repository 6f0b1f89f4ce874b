import { useTranslation } from '@storefront/shared/react-i18n'
import {
  type FocusEvent,
  type FormEvent,
  type MouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { focusIsLost } from '../../../lib/focus-lost'
import { Icon } from '../../../lib/icons'
import { isSecondClick } from '../../../lib/second-click'
import { useCart, useCartRuntime } from '../hooks/cart-runtime-context'
import { useCodeRefusal } from '../hooks/use-code-refusal'
import { useCodes } from '../hooks/use-codes'
import { codeAttributeOf } from '../stores/code-errors'
import { feedbackAt } from '../stores/feedback-slice'
import { asShown } from '../utils/shown-code'
import styles from './side-forms.module.css'

const sameCode = (a: string, b: string | null | undefined) => a.toLowerCase() === b?.toLowerCase()

/** The coupon or gift card field, with the codes already on the order and a way to take them off. */
export function CodeForm() {
  const { t } = useTranslation()
  const refusal = useCodeRefusal()
  const { apply, remove } = useCodes()
  const order = useCart((state) => state.order)
  const busy = useCart((state) => state.pending?.scope === 'code')
  const feedback = useCart((state) => feedbackAt(state, 'code'))
  const value = useCart((state) => state.codeDraft)
  const setValue = useCart((state) => state.setCodeDraft)
  const runtime = useCartRuntime()
  const draftNow = () => runtime.store.getState().codeDraft
  const said = useCart((state) => state.codeSaid)
  const setSaid = useCart((state) => state.setCodeSaid)
  const applied = said?.kind === 'applied' ? said.code : null
  const removed = said?.kind === 'removed' ? said.code : null
  const repeated = said?.kind === 'repeated' ? said.of : null
  const clearFeedback = useCart((state) => state.clearFeedback)
  const id = useId()
  const attribute = codeAttributeOf(order)
  // Commerce Layer keeps a coupon whose conditions the cart does not meet: it stays, giving nothing.
  const couponIdle = Boolean(order?.couponCode) && !order?.couponApplies
  // "Applied" speaks of the moment of applying: a coupon that has since gone idle had its moment,
  // and a quantity change that makes it work later must not bring the words back.
  const appliedGoneIdle = Boolean(applied && couponIdle && sameCode(applied, order?.couponCode))
  useEffect(() => {
    if (appliedGoneIdle) setSaid(null)
  }, [appliedGoneIdle, setSaid])
  const field = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const chips = useRef<HTMLUListElement>(null)
  const chipHadFocus = useRef(false)
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    chipHadFocus.current = chips.current?.contains(event.target) ?? false
  }
  // A removed code takes its chip, and the focus on its button, with it: the field takes over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a code comes off the order
  useLayoutEffect(() => {
    if (!chipHadFocus.current || !focusIsLost()) return
    chipHadFocus.current = false
    field.current?.focus()
  }, [order?.couponCode, order?.giftCardCode])
  // The second code closes the form, and with it the field or button that had the focus: the
  // applied codes take it over, and the words saying it applied sit outside the form.
  useLayoutEffect(() => {
    if (attribute === null && focusIsLost()) chips.current?.focus()
  }, [attribute])
  // Said of the code still on the order: taken off meanwhile, it is no longer "already on".
  const alreadyOn =
    repeated === 'coupon' && order?.couponCode
      ? t('code.couponAlreadyOn', { code: asShown(order.couponCode) })
      : repeated === 'gift-card' && order?.giftCardCode
        ? t('code.giftCardAlreadyOn', { code: asShown(order.giftCardCode) })
        : null
  // A gift card is kept under its own code, however it was typed: the words name it as its chip does.
  const asOnOrder = (code: string) =>
    [order?.giftCardCode, order?.couponCode].find((held) => held && sameCode(code, held)) ?? code
  const success = feedback
    ? null
    : (alreadyOn ??
      (applied && !appliedGoneIdle && t('code.applied', { code: asShown(asOnOrder(applied)) })) ??
      (removed && t('code.removed', { code: asShown(removed) })))
  const label = {
    gift_card_or_coupon_code: t('code.label'),
    gift_card_code: t('totals.giftCard'),
    coupon_code: t('code.couponLabel'),
  }

  const takeOff = (kind: 'coupon' | 'gift-card', code: string) => (event: MouseEvent) => {
    if (busy || isSecondClick(event)) return
    // Words about a code applied before would stand beside a code being taken off.
    setSaid(null)
    void remove(kind).then((done) => done && setSaid({ kind: 'removed', code }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = value.trim()
    if (busy || code === '') return
    setSaid(null)
    // Sent again, a code already on the order would come back as "matches no active gift card"
    // (the field takes only the other kind), with a hint to remove the very code just typed.
    const onOrder = sameCode(code, order?.couponCode)
      ? 'coupon'
      : sameCode(code, order?.giftCardCode)
        ? 'gift-card'
        : null
    if (onOrder) {
      clearFeedback('code')
      setSaid({ kind: 'repeated', of: onOrder })
      return
    }
    if (await apply(code)) {
      setSaid({ kind: 'applied', code })
      // Only the code that went: a second one typed while this one applied is the shopper's next.
      if (sameCode(draftNow().trim(), code)) setValue('')
    } else if (document.activeElement === submitButton.current) {
      // A refused code is corrected in the field: left on Apply, a keyboard user had to go back to it.
      field.current?.focus()
    }
  }

  return (
    <section className={styles.card} aria-label={t('code.label')} onFocus={onFocus}>
      {(order?.couponCode || order?.giftCardCode) && (
        <ul className={styles.chips} aria-label={t('code.label')} ref={chips} tabIndex={-1}>
          {order?.couponCode && (
            <li className={styles.chip} data-testid="cart-applied-coupon" data-idle={couponIdle || undefined}>
              <Icon name="tag" size={16} />
              <span>{t('code.coupon', { code: asShown(order.couponCode) })}</span>
              <button
                type="button"
                className={styles.remove}
                aria-disabled={busy}
                onClick={takeOff('coupon', order.couponCode)}
                aria-label={`${t('code.remove')}: ${t('code.coupon', { code: order.couponCode })}`}
                aria-describedby={couponIdle ? `${id}-coupon-note` : undefined}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          )}
          {order?.giftCardCode && (
            <li className={styles.chip} data-testid="cart-applied-gift-card">
              <Icon name="gift" size={16} />
              <span>{t('code.giftCard', { code: asShown(order.giftCardCode) })}</span>
              <button
                type="button"
                className={styles.remove}
                aria-disabled={busy}
                onClick={takeOff('gift-card', order.giftCardCode)}
                aria-label={`${t('code.remove')}: ${t('code.giftCard', { code: order.giftCardCode })}`}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          )}
        </ul>
      )}
      {couponIdle && (
        <output id={`${id}-coupon-note`} className={styles.note} data-testid="cart-coupon-note">
          <Icon name="alert" size={16} />
          <span>
            {t('code.couponNoDiscount')}
            {/* A free-shipping coupon has nothing to take off until checkout prices the shipping. */}
            {order?.totals.shipping === 0 && ` ${t('code.shippingDiscountAtCheckout')}`}
          </span>
        </output>
      )}
      {attribute && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {label[attribute]}
          </label>
          <div className={styles.inline}>
            <input
              id={`${id}-code`}
              ref={field}
              name="code"
              className={styles.input}
              value={value}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('code.placeholder')}
              aria-invalid={feedback ? true : undefined}
              aria-describedby={feedback ? `${id}-error` : undefined}
              onChange={(event) => {
                setValue(event.target.value)
                if (runtime.store.getState().codeSaid?.kind === 'repeated') setSaid(null)
              }}
            />
            <button
              type="submit"
              ref={submitButton}
              className={styles.secondary}
              aria-disabled={busy || value.trim() === ''}
            >
              {busy ? t('code.applying') : t('code.apply')}
            </button>
          </div>
          {feedback && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {refusal(feedback)}
            </p>
          )}
        </form>
      )}
      {/* Always on the page, its words changing: a status that comes with its words is often not read out. */}
      <output className={styles.success} data-testid="cart-code-status">
        {success && (
          <>
            <Icon name="check" size={16} /> {success}
          </>
        )}
      </output>
    </section>
  )
}
