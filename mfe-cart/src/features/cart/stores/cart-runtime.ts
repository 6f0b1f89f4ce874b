import { type CommerceClient, createSessionClient } from '@storefront/shared/commerce'
import { type ErrorCode, type ShopError, toShopError } from '@storefront/shared/errors'
import { createScope, type ShopBus } from '@storefront/shared/events'
import { cartStatuses } from '../../../config/cart-rules'
import { withCrossTabLock } from '../../../lib/cross-tab-lock'
import type { CartOrder } from '../api/cart-order'
import type { createOrder } from '../api/create-order'
import { getOrder } from '../api/get-order'
import { type OrderChanges, updateOrder } from '../api/update-order'
import { cartIds } from './cart-storage'
import { type CartStore, createCartStore } from './cart-store'
import type { CartContext } from './context-slice'
import { type Feedback, type Pending, placeOf } from './feedback-slice'
import { createTaskQueue, type TaskQueue } from './task-queue'

/** What a task gets: the session's client, the market, and the order as it is now. */
export interface CartTools {
  readonly client: CommerceClient
  readonly context: CartContext
  readonly order: CartOrder | null
  /**
   * The current cart, made by `create` (with its placeholder address) when there is none yet.
   * The caller passes `createOrder`: it is part of the add-to-cart code, loaded on the first add.
   */
  ensureOrder(create: typeof createOrder): Promise<CartOrder>
  /** Reads an order without making it the cart. */
  read(orderId: string): Promise<CartOrder>
  /** Makes an order the cart, unless the context changed since the task started. */
  accept(order: CartOrder): CartOrder
  /**
   * Whether the context the task started in is still the cart's. Not when the shopper moved to
   * another market meanwhile: an add then goes on into the cart of the market it was made in
   * (`ensureOrder`), which the page no longer shows.
   */
  isCurrent(): boolean
  reload(orderId: string): Promise<CartOrder>
  /** The cart read again after a write to it; there is always one then, else this throws. */
  reloadCart(): Promise<CartOrder>
  update(changes: OrderChanges): Promise<CartOrder>
}

export interface RunOptions {
  readonly pending: Pending
  readonly fallback?: ErrorCode
  /** Where the failure shows; a page message unless the task says otherwise. */
  readonly feedback?: (error: ShopError, thrown: unknown) => Feedback
  /**
   * The cart's own upkeep, not something the shopper did (the stock check as the page opens,
   * the cart following the country). A shopper's task replaces the message of its own place (the
   * line, the code field, the gift message) and the page's; upkeep replaces only the page's: the
   * words under a field or a line speak of what the shopper did there, still on screen (a code
   * refused stays in its field), and a new language mounting the page anew took them away.
   */
  readonly upkeep?: boolean
}

export interface CartRuntime {
  readonly store: CartStore
  readonly bus: ShopBus
  readonly queue: TaskQueue
  readonly scope: ReturnType<typeof createScope<ShopBus>>
  tools(): Promise<CartTools>
  /** Queues a task; a failure shows a translated message and leaves the order as it was. */
  run<T>(options: RunOptions, task: (tools: CartTools) => Promise<T>): Promise<T | undefined>
  /** Called after a task of `run` changed the order: this tab's own writes, not reads. */
  onWrite(listener: () => void): () => void
  /** A new context (market, customer, session): answers of tasks started before are dropped. */
  renew(): void
  dispose(): void
}

/** Thrown into a task whose context was replaced while it waited on the API. */
class StaleContextError extends Error {}

export const isStale = (thrown: unknown) => thrown instanceof StaleContextError

/** The HTTP status of an API error the SDK threw, if it is one. */
export const statusOf = (thrown: unknown) => (thrown as { status?: unknown } | null)?.status

export function createCartRuntime(bus: ShopBus, context: CartContext): CartRuntime {
  const store = createCartStore()
  store.getState().setContext(context)
  const sessions = createSessionClient(bus, context.apiBase, { app: 'cart' })
  const queue = createTaskQueue()
  const scope = createScope(bus)
  let generation = 0

  const tools = async (): Promise<CartTools> => {
    const started = generation
    const client = await sessions.ready()
    const current = store.getState().context
    if (!current) throw new Error('the cart has no market yet')
    const accept = (order: CartOrder) => {
      if (started !== generation) throw new StaleContextError()
      store.getState().setOrder(order)
      return order
    }
    const startedWith = store.getState().order
    // Another market chosen since the task started (its dialog says the cart stays for the
    // shopper's return): the task's cart is still the one of the market it started in. A new
    // session in the same market (a logout, a refused token) is another matter: it drops the task.
    // The bus says where the shopper is: the shell lets this runtime go (its header's mini-cart)
    // while the new market's session comes, and the new market may never reach its store.
    const movedToAnotherMarket = () =>
      started !== generation &&
      (bus.last('market:changed')?.marketCode ?? store.getState().context?.marketCode) !== current.marketCode
    // The cart found or made, made the page's unless the shopper moved to another market.
    const take = (order: CartOrder) => (movedToAnotherMarket() ? order : accept(order))
    /**
     * The cart another tab made (or resumed) since this one last read the stored id. Making a
     * second one would replace that id, and the other tab's items would drop out of the cart.
     */
    const storedCartOfAnotherTab = async (knownId: string | undefined): Promise<CartOrder | null> => {
      const storedId = await cartIds.latest(current.marketCode)
      if (!storedId || storedId === knownId) return null
      try {
        const order = await getOrder(client, storedId, current.apiBase)
        return cartStatuses.includes(order.status) ? order : null
      } catch (thrown) {
        if (statusOf(thrown) === 404) return null
        throw thrown
      }
    }

    return {
      client,
      context: current,
      order: store.getState().order,
      async ensureOrder(create) {
        // The page's cart is the new market's once the shopper moved: not the one to add to.
        const existing = movedToAnotherMarket() ? startedWith : store.getState().order
        if (existing && cartStatuses.includes(existing.status)) return existing
        // Tabs share the stored cart id: one tab at a time decides whether to make the cart.
        return withCrossTabLock(`storefront:cart:${current.marketCode}`, async () => {
          const adopted = await storedCartOfAnotherTab(existing?.id)
          if (adopted) return take(adopted)
          const created = await create(client, {
            country: current.country,
            locale: current.locale,
            apiBase: current.apiBase,
            customerEmail: bus.last('session:changed')?.email,
          })
          // Written before the lock is released, where the next tab to take it reads it. Kept for
          // its market when the shopper moved to another: dropped, the add went with it, and the
          // empty order made for it was left where no market's cart would find it.
          if (started === generation || movedToAnotherMarket())
            await cartIds.set(current.marketCode, created.id)
          return take(created)
        })
      },
      isCurrent: () => started === generation,
      read: (orderId) => getOrder(client, orderId, current.apiBase),
      accept,
      reload: async (orderId) => accept(await getOrder(client, orderId, current.apiBase)),
      async reloadCart() {
        const order = store.getState().order
        // An id of '' would read GET /orders/, the list: better a clear error than that.
        if (!order) throw new Error('there is no cart to read again')
        return accept(await getOrder(client, order.id, current.apiBase))
      },
      async update(changes) {
        const order = store.getState().order
        if (!order) throw new Error('there is no cart to update')
        return accept(await updateOrder(client, order.id, changes, current.apiBase))
      },
    }
  }

  const writeListeners = new Set<() => void>()
  // Falling behind counts as a write: the other tabs are told, and read what this one could not.
  const fingerprint = () => JSON.stringify([store.getState().order, store.getState().behind])

  const run: CartRuntime['run'] = (options, task) => {
    const lineId = options.pending.lineId
    if (lineId) store.getState().setLineWaiting(lineId, true)
    return queue.enqueue(async () => {
      const state = store.getState()
      if (lineId) state.setLineWaiting(lineId, false)
      state.setPending(options.pending)
      state.clearFeedback('page')
      if (!options.upkeep) state.clearFeedback(placeOf(options.pending))
      const before = fingerprint()
      try {
        return await task(await tools())
      } catch (thrown) {
        if (thrown instanceof StaleContextError) return undefined
        const error = toShopError(thrown, options.fallback)
        store.getState().fail(options.feedback?.(error, thrown) ?? { scope: 'page', code: error.code })
        return undefined
      } finally {
        store.getState().setPending(null)
        // A failed task may still have written (a new cart, then a refused line).
        if (fingerprint() !== before) for (const listener of writeListeners) listener()
      }
    })
  }

  return {
    store,
    bus,
    queue,
    scope,
    tools,
    run,
    onWrite(listener) {
      writeListeners.add(listener)
      return () => writeListeners.delete(listener)
    },
    renew: () => {
      generation += 1
    },
    dispose() {
      writeListeners.clear()
      scope.dispose()
      sessions.dispose()
      generation += 1
    },
  }
}
