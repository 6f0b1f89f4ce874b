import { keepQuantityWithUnit } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type RouteBase } from '@storefront/shared/routes'
import { useState } from 'react'
import { useErrorText } from '../../../lib/error-text'
import { Icon } from '../../../lib/icons'
import { isSecondClick } from '../../../lib/second-click'
import { useTakingLong } from '../../../lib/use-taking-long'
import { type CartLine, nameIn } from '../api/cart-order'
import { useDeleteLineItem } from '../api/delete-line-item'
import { useUpdateLineItem, useWantLineQuantity } from '../api/update-line-item'
import { useCart } from '../hooks/cart-runtime-context'
import { lineNameId } from '../hooks/use-focus-after-removal'
import { useMoney } from '../hooks/use-money'
import { useNavigate } from '../hooks/use-navigate'
import { useSpelling } from '../hooks/use-spelling'
import { feedbackAt, lineBusy, placeOf } from '../stores/feedback-slice'
import { lineLimitIn } from '../stores/item-limit'
import { LineImage } from './line-image'
import styles from './line-item.module.css'
import { LineOptions } from './line-options'
import { QuantityStepper } from './quantity-stepper'

/** Stands for the amount in a translated sentence, to find where the amount goes. */
const amountMark = '\u0000'

interface Props {
  readonly line: CartLine
  readonly locale: Locale
  readonly routeBase: RouteBase
}

/** One line of the cart: what it is, its price, its quantity and its total. */
export function LineItem({ line, locale, routeBase }: Props) {
  const { t } = useTranslation()
  const format = useMoney()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const update = useUpdateLineItem()
  const want = useWantLineQuantity()
  const remove = useDeleteLineItem()
  const max = useCart((state) => lineLimitIn(state, line).line)
  const busy = useCart((state) => lineBusy(state, line.id))
  // Read as the line mounts: a language switch mounts the page anew before the presses are sent.
  const wantedBefore = useCart((state) => state.wantedQuantities[line.id]?.quantity)
  const onTheWayBefore = useCart((state) => state.quantitiesOnTheWay[line.id])
  const slow = useTakingLong(busy)
  const feedback = useCart((state) => feedbackAt(state, placeOf({ scope: 'line', lineId: line.id })))
  const name = useSpelling()(nameIn(line, locale))
  const screen =
    line.kind === 'bundle'
      ? { name: 'bundle' as const, code: line.code }
      : { name: 'product' as const, code: line.code }
  const [typedValid, setTypedValid] = useState(true)
  // What was typed comes first: the shopper is fixing it now, a refused write is older news.
  const message = !typedValid
    ? t('item.quantityInvalid', { max })
    : feedback && errorText(feedback.code, { ...feedback.values, p: name })
  const messageId = `cart-line-${line.id}-message`
  const nameId = lineNameId(line.id)
  const discounted = line.compareAtCents !== null && line.compareAtCents > line.unitCents
  const was = format(line.compareAtCents ?? 0)
  // Only the amount is struck: the words around it ("Statt", "Au lieu de") stay readable, and a
  // screen reader reads the sentence whole, in each language's own word order.
  const [wasBefore, wasAfter] = t('item.compareAt', { price: amountMark }).split(amountMark)

  return (
    <li
      className={styles.line}
      aria-labelledby={nameId}
      data-testid="cart-line"
      data-line-id={line.id}
      aria-busy={busy}
    >
      <div className={styles.media}>
        <LineImage src={line.imageUrl} />
      </div>
      <div className={styles.details}>
        {/* Focusable from script: where focus goes when the line before it is removed. */}
        <h2 className={styles.name} id={nameId} tabIndex={-1}>
          <a href={pathTo(routeBase, screen)} onClick={navigate(screen)}>
            {keepQuantityWithUnit(name)}
          </a>
        </h2>
        <LineOptions line={line} locale={locale} name={name} />
        <p className={styles.unit}>
          <span className={styles.hidden}>{t('item.unitPrice')} </span>
          <span data-testid="cart-line-unit-price">{format(line.unitCents)}</span>
          {discounted && (
            <span className={styles.compareAt} data-testid="cart-line-compare-at">
              {wasBefore}
              <s>{was}</s>
              {wasAfter}
            </span>
          )}
        </p>
      </div>
      {/* One row on a narrow line, so the total moves under the controls when they do not fit. */}
      <div className={styles.actions}>
        <div className={styles.controls}>
          <QuantityStepper
            quantity={line.quantity}
            max={max}
            busy={busy}
            productNameId={nameId}
            describedBy={message ? messageId : undefined}
            onChange={(quantity, again) => update(line, quantity, { again })}
            onWant={(quantity, from) => void want(line, quantity, from)}
            wantedBefore={wantedBefore}
            onTheWayBefore={onTheWayBefore}
            onTypedValidity={setTypedValid}
            refused={feedback !== null}
            // Only a quantity change lost to the connection: a stock or limit refusal would be
            // refused again, and a remove or a card that failed is not the stepper's to send.
            failedOffline={feedback?.code === 'network_error' ? feedback.quantity : undefined}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('item.removeNamed', { name })}
            // Never refused while the line saves: the press waits its turn (useDeleteLineItem).
            onClick={(event) => {
              if (!isSecondClick(event)) void remove(line)
            }}
          >
            <Icon name="trash" size={18} />
            <span>{t('item.remove')}</span>
          </button>
        </div>
        <p className={styles.total}>
          <span className={styles.hidden}>{t('item.lineTotal')} </span>
          <span data-testid="cart-line-total">{format(line.totalCents)}</span>
        </p>
      </div>
      {message && (
        <p className={styles.message} id={messageId} role="alert">
          {message}
        </p>
      )}
      {/* The dimmed line says the change is on its way; past the usual time, that it still is.
          The page's status region reads it out (LineChangeStatus). */}
      {!message && slow && <p className={styles.slow}>{t('item.savingSlow')}</p>}
    </li>
  )
}
