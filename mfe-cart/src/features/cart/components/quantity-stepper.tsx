import { useTranslation } from '@storefront/shared/react-i18n'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../../lib/icons'
import styles from './quantity-stepper.module.css'

interface Props {
  readonly quantity: number
  readonly max: number
  readonly busy: boolean
  /** The element naming the line's product: each control says which product it changes. */
  readonly productNameId: string
  readonly describedBy?: string | undefined
  /**
   * `again`: the change lost to the connection, sent once more now that it is back. Settles once
   * the change is over, saved or not (at once when the cart refuses it on the spot).
   */
  readonly onChange: (quantity: number, again: boolean) => Promise<unknown>
  /**
   * A press while the line is busy: where the presses lead, counted `from` the quantity the
   * change on its way leaves. The cart sends it once the line is free, whether or not the page
   * is still there.
   */
  readonly onWant: (quantity: number, from: number) => void
  /** Where presses made before the page was mounted anew lead, while the cart has yet to send it. */
  readonly wantedBefore?: number | undefined
  /** The quantity of the line's change on its way when the page was mounted anew (sent or queued). */
  readonly onTheWayBefore?: number | undefined
  /** Whether what was typed is a quantity: empty, 0, 2.5 or 1e3 are not, and are not sent. */
  readonly onTypedValidity?: (valid: boolean) => void
  /** The cart refused the line's last change (past the stock, past the limit). */
  readonly refused?: boolean
  /** The quantity the line's last change asked for, when it failed only for the connection. */
  readonly failedOffline?: number | undefined
}

/** Whole numbers as typed: a number field also takes `1e3` and `2.5`, which `parseInt` misreads. */
const quantityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * The quantity of a line: minus, a number field and plus. A value past the maximum is still
 * sent up, so the visitor reads why it was refused instead of a button that does nothing; the
 * refused number stays, marked invalid. Something that is no quantity stays as typed, and the
 * line says why it was not sent.
 *
 * While the line is busy the field and remove are `aria-disabled` and ignore input rather than
 * `disabled`: a disabled control loses focus, and the keyboard user lands at the top of the page.
 * Plus and minus keep counting: the field shows where the presses lead at once, and the cart
 * sends the last when the change on its way has landed, as one change however many presses.
 * A first press shows its number at once too: the change reads the line before it writes, a
 * second or more on a phone, and a field that waited for it read as a press that did nothing.
 * Refused (stock, the limit, another tab, the connection), the field goes back to what the
 * cart holds beside the reason: a pressed number left there would read as saved.
 */
export function QuantityStepper({
  quantity,
  max,
  busy,
  productNameId,
  describedBy,
  onChange,
  onWant,
  wantedBefore,
  onTheWayBefore,
  onTypedValidity,
  refused = false,
  failedOffline,
}: Props) {
  const { t } = useTranslation()
  const id = useId()
  // Mounted anew while a change is under way, the field shows what the shopper chose, as the
  // page before did, until the change is over; presses count on from it.
  const chosenBefore = wantedBefore ?? onTheWayBefore
  const [draft, setDraft] = useState(String(chosenBefore ?? quantity))
  const [invalid, setInvalid] = useState(false)
  // What was last sent: leaving the field after Enter must not send it again.
  const sent = useRef<string | null>(null)
  // The quantity this field last sent, while it is on its way: presses meanwhile count from it.
  const onTheWay = useRef<number | null>(onTheWayBefore ?? null)
  // Where the presses made while the line was busy lead, as the field shows; the cart sends it.
  const wanted = useRef<number | null>(chosenBefore ?? null)
  // Typed in since the last change went: a number on its way to being sent is the shopper's latest.
  const typedSince = useRef(false)
  // The quantity a press sent while the line was free, shown until its change is over.
  const pressed = useRef<number | null>(null)
  // `wanted` comes of presses on this page, not of a number typed before it was mounted anew.
  const wantedByPresses = useRef(false)
  // Counts presses' changes that ended with the line never busy: refused on the spot.
  const [pressesOver, setPressesOver] = useState(0)
  const send = (target: number, again = false) => {
    onTheWay.current = target
    typedSince.current = false
    return onChange(target, again)
  }
  const markInvalid = (value: boolean) => {
    setInvalid(value)
    onTypedValidity?.(!value)
  }
  // Only the order's new quantity replaces what was typed: after a failed change the shopper
  // still sees (and can send again) the number they typed, beside the message saying why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new quantity resets the field
  useEffect(() => {
    // A change landing under presses made meanwhile: the field keeps showing where they lead.
    if (wanted.current !== null) return
    setDraft(String(quantity))
    sent.current = null
    markInvalid(false)
  }, [quantity])
  // The refusal's words gone (the cart reset under them), the refused number goes with them:
  // left unmarked it read as saved, and − counted from it, asking for what the cart held.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the refusal goes
  useEffect(() => {
    if (refused || busy || wanted.current !== null) return
    if (sent.current === null || sent.current !== draft || quantityOf(draft) === quantity) return
    setDraft(String(quantity))
    sent.current = null
  }, [refused])
  // The presses' change is over once the line comes free: the field shows what the cart holds
  // now, saved or refused. A refused press is no number the shopper typed to correct; − and +
  // count from what the cart holds, and the message beside says why the press did not take.
  // A number typed before the page was mounted anew stays, refused, marked for correcting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the line comes free
  useEffect(() => {
    if (busy) return
    onTheWay.current = null
    const target = wanted.current
    const byPress = pressed.current !== null || wantedByPresses.current
    if (target === null && !byPress) return
    wanted.current = null
    pressed.current = null
    wantedByPresses.current = false
    if (!byPress && target !== quantity && refused) sent.current = String(target)
    else setDraft(String(quantity))
  }, [busy, pressesOver])
  // Sent again once the browser is back online, as the gift message is: the change failed only
  // for the connection, and its message stayed over a working one, beside a number never saved.
  // Any other change to the line since (sent, on its way, or being typed) is the shopper's latest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent as asked, from the line the shopper saw fail
  useEffect(() => {
    if (failedOffline === undefined || busy) return
    const again = () => {
      if (!typedSince.current) void send(failedOffline, true)
    }
    globalThis.addEventListener('online', again, { once: true })
    return () => globalThis.removeEventListener('online', again)
  }, [failedOffline, busy])

  const commit = (value: string) => {
    if (busy) return
    const next = quantityOf(value)
    if (!(next >= 1)) {
      markInvalid(true)
      return
    }
    sent.current = value
    if (next !== quantity) void send(next)
  }
  // Typing 5 and pressing + means 6. The field sends the 5 as the button takes the focus, which
  // makes the line busy; the step waits for it, counted from the 5 shown.
  // A number the cart refused is not counted from: past a limit of 10, 50 would step to 51 and
  // 49, refused in turn, and the buttons would seem dead. They step from what the cart holds.
  const step = (delta: number) => {
    const typed = quantityOf(draft)
    const refusedDraft = refused && sent.current === draft
    const shown = typed >= 1 && typed !== quantity && !refusedDraft ? typed : quantity
    const from = busy ? (wanted.current ?? onTheWay.current ?? shown) : shown
    const target = from + delta
    if (target < 1) return
    setDraft(String(target))
    markInvalid(false)
    if (busy) {
      wanted.current = target
      wantedByPresses.current = true
      onWant(target, from)
      return
    }
    pressed.current = target
    // Refused on the spot (the item limit), the line is never busy: its coming free cannot say so.
    void send(target).finally(() => {
      if (pressed.current === target) setPressesOver((n) => n + 1)
    })
  }
  // A refused number stays in the field for the shopper to correct, but marked as not taken: the
  // line's total beside it still counts the quantity the cart holds.
  const shownInvalid = invalid || (refused && draft !== String(quantity))
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value)
  }

  return (
    <fieldset className={styles.stepper} aria-label={t('item.quantity')} aria-busy={busy}>
      {/* Each named by its own label and then the product's name, "Quantity −1 Barolo", "Quantity
          Barolo": a list of the page's controls, as screen readers offer, tells the lines apart. */}
      <button
        type="button"
        id={`${id}-less`}
        className={styles.step}
        aria-label={`${t('item.quantity')} −1`}
        aria-labelledby={`${id}-less ${productNameId}`}
        aria-disabled={(busy ? quantityOf(draft) : quantity) <= 1}
        onClick={() => step(-1)}
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
        id={`${id}-field`}
        aria-label={t('item.quantity')}
        aria-labelledby={`${id}-field ${productNameId}`}
        aria-describedby={describedBy}
        aria-invalid={shownInvalid}
        aria-disabled={busy}
        readOnly={busy}
        onChange={(event) => {
          setDraft(event.target.value)
          sent.current = null
          typedSince.current = true
          if (invalid && quantityOf(event.target.value) >= 1) markInvalid(false)
        }}
        onBlur={(event) => {
          if (event.target.value !== sent.current) commit(event.target.value)
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        id={`${id}-more`}
        className={styles.step}
        aria-label={`${t('item.quantity')} +1`}
        aria-labelledby={`${id}-more ${productNameId}`}
        onClick={() => step(1)}
      >
        <Icon name="plus" size={16} />
      </button>
    </fieldset>
  )
}
