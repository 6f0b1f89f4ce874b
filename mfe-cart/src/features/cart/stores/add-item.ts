import type { PayloadOf } from '@storefront/shared/events'
import type { CartRuntime } from './cart-runtime'
import { checkItemLimit, QuantityLimitError } from './item-limit'
import { loadAddLine } from './load-add-line'

type AddItem = PayloadOf<'cart:add-item'>
type AddItemResult = PayloadOf<'cart:add-item-result'>

/**
 * The add was pressed in another market than the cart's by the time it runs (the shopper chose
 * another country while it waited its turn): it would land in this market's cart, at its price.
 */
class MarketChangedError extends Error {}

const limitReached = (requestId: string, limit: QuantityLimitError): AddItemResult => ({
  requestId,
  ok: false,
  errorCode: 'item_limit_exceeded',
  maxQuantity: limit.more,
  limitedBy: limit.code === 'stock_limit_exceeded' ? 'stock' : 'item-limit',
  ...(limit.soldOut ? { soldOut: true } : {}),
})

// What the catalog is told as it is; any other failure is `add_cart_error`. A catalog that does
// not know a code says `add_cart_error` itself, so a new one here needs no release of the catalog.
const passedOn = new Set(['item_limit_exceeded', 'network_error', 'request_timeout', 'rate_limited'])

/**
 * Fulfils the catalog's add-to-cart request: creates the cart on the first add, refuses an add
 * pressed in another market than the cart's (`market_changed`), refuses more than the item limit
 * (answering how many more fit) and answers `add_cart_error` for anything
 * else but a lost connection, a timeout or a rate limit, leaving the cart as it was. The writes
 * themselves load on the first add (`addLine`).
 */
export async function addItem(runtime: CartRuntime, request: AddItem): Promise<AddItemResult> {
  let answer: AddItemResult = { requestId: request.requestId, ok: false, errorCode: 'add_cart_error' }
  runtime.store.getState().countAdd(1)
  try {
    await runtime.run(
      {
        pending: { scope: 'page' },
        fallback: 'add_cart_error',
        feedback: (error, thrown) => {
          if (thrown instanceof MarketChangedError) {
            answer = { ...answer, errorCode: 'market_changed' }
            return { scope: 'page', code: 'market_changed' }
          }
          // Refused by the item limit or for stock (see addLine), with how many more fit.
          if (thrown instanceof QuantityLimitError) {
            answer = limitReached(request.requestId, thrown)
            return { scope: 'page', code: thrown.code }
          }
          // The connection's failures and a rate limit keep their words: "check your connection" and
          // "wait a minute" say what to do, where "we could not add it" left the shopper pressing
          // again, offline or into the limit.
          const code = passedOn.has(error.code) ? error.code : 'add_cart_error'
          answer = { ...answer, errorCode: code }
          return { scope: 'page', code }
        },
      },
      async (tools) => {
        // Checked as the add runs, not as it is received: a switch while it waited behind other
        // tasks gave it the new market's cart, or, the page's runtime let go meanwhile (the
        // header's mini-cart goes while the new market's session comes), the old market's cart on
        // a token the API no longer took. A switch from here on leaves it in the cart of the
        // market it started in (`ensureOrder`), this one.
        const shopperIn = runtime.bus.last('market:changed')?.marketCode ?? tools.context.marketCode
        if (
          request.marketCode !== undefined &&
          (request.marketCode !== tools.context.marketCode || request.marketCode !== shopperIn)
        )
          throw new MarketChangedError()
        // An add saved but not read back (the connection dropped) is not in the order shown: read
        // first, or the limit would not count it and a line's new quantity would leave it out.
        if (runtime.store.getState().behind) await tools.reloadCart().catch(() => undefined)
        // Checked again after the writes load, on the cart ensureOrder gives (another tab's, say).
        checkItemLimit(runtime.store.getState().order, request.code, request.quantity)
        // Loaded inside the task, so the add keeps its place in the queue while the code arrives;
        // a failed load is answered like any other failure (add_cart_error).
        const { addLine } = await loadAddLine()
        const added = await addLine(tools, runtime.bus, request)
        answer = { requestId: request.requestId, ok: true }
        // Added into the cart of a market the shopper has since left: the page shows another cart.
        if (!tools.isCurrent()) return
        // Added, but not read back: the count shown is behind until a read succeeds.
        if (!added.readBack) runtime.store.getState().fallBehind()
        // The item is in the cart; only its card is missing, which the cart page says under the line.
        if (added.optionError)
          runtime.store.getState().fail({ scope: 'line', lineId: added.lineItemId, code: added.optionError })
      },
    )
  } finally {
    runtime.store.getState().countAdd(-1)
  }
  // The catalog shows its own message for a refused add; the page message is for the cart page only.
  if (!answer.ok) runtime.store.getState().clearFeedback('page')
  return answer
}

/**
 * Answers every `cart:add-item` on the page; registered once per page by the runtime. Says at
 * once that it took the add, before the add waits its turn, so the catalog waits for however
 * long the add takes. A catalog that does not listen for that (an older contract's bus may not
 * know the channel) is not told.
 */
export function listenForAddItem(runtime: CartRuntime): void {
  runtime.scope.subscribe('cart:add-item', (request) => {
    if (runtime.bus.listenerCount('cart:add-item-accepted') > 0)
      runtime.bus.publish('cart:add-item-accepted', { requestId: request.requestId })
    void addItem(runtime, request).then((result) => runtime.bus.publish('cart:add-item-result', result))
  })
}
