import { errorOf, isErrorCode } from '@storefront/shared/errors'
import { BusTimeoutError, requestAddItem } from '@storefront/shared/events'
import { useCallback } from 'react'
import { useShop } from '../../lib/shop-context'
import { useKeptAdd } from './kept-adds'

export interface AddItem {
  readonly quantity: number
  /** The codes of the options chosen with it, e.g. the free greeting card. */
  readonly options?: readonly string[]
  /** What the item-limit message counts, e.g. the product's name. */
  readonly unitLabel: string
}

export type AddState =
  | { readonly status: 'idle' | 'adding' | 'added' }
  | {
      readonly status: 'error'
      readonly messageKey: string
      readonly values?: Record<string, string | number>
      /** How many more the cart takes, when it refused the add for the item limit. */
      readonly maxQuantity?: number
      /** Refused for stock: what the page read of it is older than the cart's answer. */
      readonly forStock?: true
    }

const limitWords = {
  'item-limit': {
    more: 'catalog:product.itemLimitMore',
    reached: 'catalog:product.itemLimitReached',
  },
  stock: {
    more: 'catalog:product.stockLimitMore',
    reached: 'catalog:product.stockLimitReached',
  },
} as const

/**
 * A box refused for stock is refused for what it holds (the grappa the cart already has all of),
 * not for boxes the cart has none of: the words say so.
 */
const boxStockReached = 'catalog:product.stockLimitReachedBox'
// None left and none in this cart (since contract 1.10.0): bought by someone else meanwhile.
const soldOutNow = { sku: 'catalog:product.soldOutNow', bundle: 'catalog:product.soldOutNowBox' } as const

/**
 * Asks the cart remote to add an item over the bus and follows its answer, which `add` also
 * resolves with. The add names the market it is pressed in: the cart refuses it if it would run
 * in another (`market_changed`), and the form shown then, the new market's, says so (`useKeptAdd`).
 * No answer in time (the cart is down or not loaded) reads as `add_cart_error`, as does any
 * unknown refusal.
 */
export function useAddToCart({ kind, code }: { readonly kind: 'sku' | 'bundle'; readonly code: string }): {
  state: AddState
  add: (item: AddItem) => Promise<AddState>
} {
  const { bus, market } = useShop()
  const { state, start } = useKeptAdd(bus, `${kind}:${code}`, market.marketCode)
  const { marketCode } = market
  const add = useCallback(
    async ({ quantity, options = [], unitLabel }: AddItem): Promise<AddState> => {
      const settle = start()
      try {
        const request = { kind, code, quantity, marketCode }
        const result = await requestAddItem(
          bus,
          options.length > 0 ? { ...request, options: options.map((option) => ({ code: option })) } : request,
        )
        if (result.ok) return settle({ status: 'added' })
        const errorCode = isErrorCode(result.errorCode) ? result.errorCode : 'add_cart_error'
        if (errorCode !== 'item_limit_exceeded')
          return settle(
            { status: 'error', messageKey: errorOf(errorCode).key, values: {} },
            errorCode === 'market_changed',
          )
        const more = result.maxQuantity ?? 0
        // The cart answers how many more it takes, not the item's limit, so the words count what is
        // left. "0 more" would say nothing useful: the cart already holds the most there may be.
        // Which limit it is, the shop's or the stock's, the words say: a box whose grappa the
        // cart already holds is not "at its maximum" in a cart that has no such box.
        const words = limitWords[result.limitedBy ?? 'item-limit']
        const message: { messageKey: string; values: Record<string, string | number> } =
          more > 0
            ? { messageKey: words.more, values: { count: more, p: unitLabel } }
            : {
                messageKey: result.soldOut
                  ? soldOutNow[kind]
                  : kind === 'bundle' && result.limitedBy === 'stock'
                    ? boxStockReached
                    : words.reached,
                values: { p: unitLabel },
              }
        const forStock = result.limitedBy === 'stock' ? { forStock: true as const } : {}
        return settle({ status: 'error', ...message, maxQuantity: more, ...forStock })
      } catch (error) {
        // No answer in time is the cart's to explain; anything else (a payload the bus refused:
        // catalog and cart built against different contracts) is a bug someone must see.
        if (!(error instanceof BusTimeoutError)) console.error('add to cart failed', error)
        return settle({ status: 'error', messageKey: errorOf('add_cart_error').key })
      }
    },
    [bus, start, kind, code, marketCode],
  )
  return { state, add }
}
