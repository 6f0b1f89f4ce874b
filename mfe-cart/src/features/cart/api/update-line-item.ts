import { analyticsEvents } from '@storefront/shared/analytics'
import type { CommerceClient } from '@storefront/shared/commerce'
import { ShopError } from '@storefront/shared/errors'
import { useCallback } from 'react'
import { useCartRuntime } from '../hooks/cart-runtime-context'
import { analyticsItemOf } from '../stores/analytics-items'
import { skusPerUnit, withShortage } from '../stores/availability-plan'
import type { CartRuntime } from '../stores/cart-runtime'
import { checkAvailability } from '../stores/check-availability'
import { type Feedback, feedbackAt, placeOf } from '../stores/feedback-slice'
import { type LimitCode, lineLimit, lineLimitIn } from '../stores/item-limit'
import { lineAsHeld } from '../stores/line-as-held'
import type { WantedQuantity } from '../stores/line-change-slice'
import { lineNowOf } from '../stores/line-placement'
import { lineRefusalOf } from '../stores/line-refusal'
import { type Shortage, shortageOf } from '../stores/stock-errors'
import { stockFigures, unitsThatFitAll } from '../stores/stock-figures'
import { landedAfterAll } from '../stores/update-or-read-back'
import type { CartLine } from './cart-order'

/**
 * A quantity stock refused, with the most the line may hold: worked out in the change's turn,
 * where the API can be asked what is left when its refusal did not say.
 */
class LineStockRefusal extends Error {
  readonly fits: number

  constructor(fits: number) {
    super(`stock leaves room for ${fits}`)
    this.name = 'LineStockRefusal'
    this.fits = fits
  }
}

export interface UpdateLineItemInput {
  readonly id: string
  readonly quantity: number
}

/** Sets a line's quantity; Commerce Layer refuses one the stock cannot cover (422 out_of_stock). */
export async function updateLineItem(client: CommerceClient, input: UpdateLineItemInput): Promise<void> {
  await client.line_items.update({ id: input.id, quantity: input.quantity })
}

export interface UpdateLineOptions {
  /**
   * Sent once more, the first try lost to the connection: only onto the line as the shopper saw
   * it. One that moved since holds that try, landed after all, or another tab's change, which the
   * page now shows; counted from, the landed try's units would go in twice.
   */
  readonly again?: boolean
}

// A refusal that named no figure: what the API reads now of every sku of the item.
const noFigure: Shortage = { skuCode: null, available: null }

/**
 * Changes a line's quantity from the cart page. Beyond the item limit (which counts the item's
 * other lines too) the change is refused on the spot with the item-limit message, which names
 * the most the cart may hold of the item; past what stock had, the API's refusal says how many
 * the cart has room for. Past both, with stock known to be the shorter, the stock is read again
 * and the words name what it leaves: "up to 10" where 3 are left is a number no one can reach.
 * Less is always let through: a cart past the limit must be able to come back under it.
 */
export function useUpdateLineItem() {
  const runtime = useCartRuntime()
  return useCallback(
    (clicked: CartLine, quantity: number, options?: UpdateLineOptions) =>
      changeLineQuantity(runtime, clicked, quantity, options),
    [runtime],
  )
}

/**
 * Presses made while the line is busy: the latest quantity they lead to, sent in one change once
 * the line's turn comes. Held in the cart runtime, which outlives the page: left by a link, Back
 * or a change of language before the line was free, the page took the presses with it. `from` is
 * what the press counted from, the quantity the change on its way was to leave; the presses of
 * one run count from the first's.
 */
export function useWantLineQuantity() {
  const runtime = useCartRuntime()
  return useCallback(
    (clicked: CartLine, quantity: number, from: number) => {
      const state = runtime.store.getState()
      const queued = state.wantedQuantities[clicked.id]
      // A change for the run is queued already: it takes the newest quantity in its turn.
      if (queued) {
        state.setWantedQuantity(clicked.id, { ...queued, quantity })
        return Promise.resolve()
      }
      const batch = Symbol(clicked.id)
      state.setWantedQuantity(clicked.id, { quantity, from, batch })
      return changeLineQuantity(runtime, clicked, () =>
        runtime.store.getState().takeWantedQuantity(clicked.id, batch),
      ).finally(() => {
        // Never taken (the cart was reset, the session could not start): the next press starts anew.
        runtime.store.getState().takeWantedQuantity(clicked.id, batch)
      })
    },
    [runtime],
  )
}

/**
 * Sets the line to `asked`: a number, or what the shopper's presses lead to in the change's turn
 * (null when there is nothing left to send).
 */
export function changeLineQuantity(
  runtime: CartRuntime,
  clicked: CartLine,
  asked: number | (() => WantedQuantity | null),
  { again = false }: UpdateLineOptions = {},
): Promise<void> {
  const state = runtime.store.getState()
  // The item limit is the shop's, refused here; stock was read when the page opened and may
  // have come in since: a quantity past it is asked of the API, whose answer is today's.
  const max = lineLimit(state.order, clicked)
  const limit = (n: number, code: LimitCode): Feedback => ({
    scope: 'line',
    lineId: clicked.id,
    code,
    // The product's name is the line's to give as it shows it: held here, it stayed in the
    // language of the moment, and a switch of language left it in the one before.
    values: { count: n },
  })
  // Stock the page read falls short of the item limit: worth a look at today's before the words.
  const stockShorter = lineLimitIn(state, clicked).line < max.line
  // Presses on a busy line are checked in their turn, against the line they then meet.
  let quantity = typeof asked === 'number' ? asked : Number.NaN
  if (quantity > max.line && quantity > clicked.quantity && !stockShorter) {
    // A refusal: an earlier change's words must not stand as if this one was saved.
    state.setLineChange(null)
    state.fail(limit(max.item, max.code))
    return Promise.resolve()
  }
  // Set when stock has fallen below what the line already holds: no change to it can be saved
  // until the availability check brings it down, as it does when the page opens.
  let pastStock = false
  // The number the shopper chose, kept with the cart until the change is over: a page mounted
  // anew meanwhile shows it, as the page that sent it did.
  let chosen: number | null = null
  const choose = (n: number) => {
    chosen = n
    runtime.store.getState().setQuantityOnTheWay(clicked.id, n)
  }
  if (typeof asked === 'number') choose(asked)
  // The line's last change failed, perhaps after it landed (its answer lost): a quantity the API
  // holds beyond this tab's may be that change, not another tab's. The line is taken as shown,
  // as before: read again, the landed units would count as another tab's and go in twice.
  const mayHaveLanded =
    feedbackAt(state, placeOf({ scope: 'line', lineId: clicked.id }))?.quantity !== undefined
  const changed = runtime.run(
    {
      pending: { scope: 'line', lineId: clicked.id },
      // The number asked for goes with a failure: lost to the connection, it is sent again.
      feedback: (error, thrown) =>
        thrown instanceof LineStockRefusal
          ? limit(thrown.fits, 'stock_limit_exceeded')
          : {
              scope: 'line',
              lineId: clicked.id,
              code: lineRefusalOf(error, thrown, 'quantity'),
              // Presses that failed before their turn read them asked for nothing to send again.
              ...(Number.isNaN(quantity) ? {} : { quantity }),
            },
    },
    async (tools) => {
      // Emptied first, so a refusal leaves nothing said and the same words said again are heard.
      runtime.store.getState().setLineChange(null)
      // The line as it is in its turn: the availability check may have made it again, reduced.
      const seen = lineNowOf(runtime.store.getState().order, clicked)
      const wanted = typeof asked === 'number' ? { quantity: asked, from: clicked.quantity } : asked()
      if (!seen || !wanted) return
      quantity = wanted.quantity
      if (typeof asked !== 'number') choose(quantity)
      const { line, movedElsewhere } = mayHaveLanded
        ? { line: seen, movedElsewhere: false }
        : await lineAsHeld(tools, seen, clicked)
      if (!line) {
        runtime.store.getState().addNotice({ kind: 'line-gone' })
        return
      }
      // Moved elsewhere by more than an add or a press there (taken down, made anew, or a change
      // lost to the connection being sent again): the shopper chose from a line that is no more,
      // and a number sent now would undo the other change. Told, with what the line now holds.
      const grewElsewhere = line.id === seen.id && line.quantity > seen.quantity && !again
      if (movedElsewhere && !grewElsewhere) {
        runtime.store.getState().fail({
          scope: 'line',
          lineId: line.id,
          code: 'line_changed_elsewhere',
          values: { quantity: line.quantity },
        })
        return
      }
      // A change queued behind another counts from what that one left, not from the click's line.
      const before = line.quantity
      if (again && before !== clicked.quantity) return
      // Units that came into the line after the press (a twin joined it, an add grew it) stay:
      // the shopper moved the line from what they saw, and a quantity sent as it was pressed
      // would take them back off. A number typed counts so too: typing 1 on the plain line of
      // 2 while unticking the card of another bottle asks for 2 bottles, not 1. A line that
      // shrank meanwhile (the stock check) keeps the number asked for, and stock refuses it
      // in words if it no longer fits.
      const target = before > wanted.from ? quantity + (before - wanted.from) : quantity
      // Presses that came back to where the change before them left the line (+ then −) ask nothing.
      if (typeof asked !== 'number' && target === before) return
      // Checked again in its turn: a change to another line of the item may have landed since
      // the click, and neither Commerce Layer nor the API knows the shop's item limit.
      const now = lineLimit(runtime.store.getState().order, line)
      // What stock leaves the line today beside the other lines, in units of the item as the
      // words count them (the page learns the figure too); null when it cannot be read.
      const roomInStock = async (shortage: Shortage): Promise<number | null> => {
        const parts = skusPerUnit(line)
        const known = await stockFigures(tools.client, parts, shortage).catch(() => null)
        if (!known) return null
        const state = runtime.store.getState()
        const lines = state.order?.lines ?? []
        state.setAvailable(
          known.reduce((available, each) => withShortage(available, lines, each), state.available),
        )
        const others = lines.filter((l) => l.id !== line.id)
        const sameItem = others.filter((l) => l.code === line.code).reduce((sum, l) => sum + l.quantity, 0)
        const fits = unitsThatFitAll(others, parts, known)
        pastStock = fits < before
        return fits + sameItem
      }
      if (target > now.line && target > before) {
        const stockShort = lineLimitIn(runtime.store.getState(), line).line < now.line
        const room = stockShort ? await roomInStock(noFigure) : null
        runtime.store
          .getState()
          .fail(
            room !== null && room < now.item
              ? limit(room, 'stock_limit_exceeded')
              : limit(now.item, now.code),
          )
        return
      }
      // The order read back when the change's answer was lost and it had landed; null when saved plainly.
      const landed = await updateLineItem(tools.client, { id: line.id, quantity: target }).then(
        () => null,
        async (thrown: unknown) => {
          const shortage = shortageOf(thrown)
          // The change may have landed: the order says, as for a code. Taken for a failure, the
          // page showed the old quantity the API no longer held.
          if (!shortage)
            return landedAfterAll(
              tools,
              thrown,
              (order) => order.lines.find((each) => each.id === line.id)?.quantity === target,
            )
          const room = await roomInStock(shortage)
          if (room === null) throw thrown
          // Room for the number asked contradicts the refusal (stock that moved, units held
          // elsewhere the figure does not count): not "room for 10", nor the API's words for
          // a form's invalid field, but a plain failure to try again.
          if (room >= target) throw new ShopError('generic_error', { cause: thrown })
          throw new LineStockRefusal(room)
        },
      )
      const order = landed ?? (await tools.reloadCart())
      const saved = order.lines.find((each) => each.id === line.id)
      if (saved) runtime.store.getState().setLineChange({ kind: 'quantity', line: saved })
      const delta = target - before
      const item = analyticsItemOf({ ...line, quantity: Math.abs(delta) })
      const event = delta > 0 ? analyticsEvents.addToCart : analyticsEvents.removeFromCart
      if (delta !== 0) runtime.bus.publish('analytics:event', event(order.currency, [item]))
    },
  )
  return changed
    .finally(() => {
      if (chosen !== null) runtime.store.getState().clearQuantityOnTheWay(clicked.id, chosen)
    })
    .then(async () => {
      if (pastStock) await checkAvailability(runtime)
    })
}
