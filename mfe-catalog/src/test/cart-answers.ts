import type { ShopBus } from '@storefront/shared/events'

/**
 * The cart refusing every add for stock, as a cart of contract 1.10.0 answers: nothing more fits,
 * and `soldOut` when stock has none left beside an empty cart (an older cart never says it).
 */
export function refuseForStock(bus: ShopBus, { soldOut }: { soldOut: boolean }): void {
  bus.subscribe('cart:add-item', ({ requestId }) =>
    bus.publish('cart:add-item-result', {
      requestId,
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity: 0,
      limitedBy: 'stock',
      ...(soldOut ? { soldOut } : {}),
    }),
  )
}
