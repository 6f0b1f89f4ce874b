import type { Inventory, ShippingCost } from './catalog-types'
import { type DeliveryEstimate, estimateDelivery, latestEstimate, shippingCostFor } from './delivery-estimate'

/** What a page sells, as stock sees it: how many there are, and when an order of them arrives. */
export interface StockView {
  /** Null when stock is not tracked: always available, up to the shop's item limit. */
  readonly inventory: Inventory | null
  /**
   * When `quantity` arrives in `country`, the visitor's, whose shipping method it goes by, in an
   * order that also holds `unitsInCart` (against the delivery text's item threshold).
   */
  readonly estimate: (quantity: number, now: Date, country: string, unitsInCart?: number) => DeliveryEstimate
  /** What shipping to `country` costs, when the stock's lead times say it. */
  readonly shippingCost: (country: string) => ShippingCost | null
  /**
   * For a gift box, by item in the box's order, the units left of an item short of one box (0 when
   * none can be sold), else null: what makes the box sold out, for the page to say which.
   */
  readonly shortParts?: readonly (number | null)[]
}

export function skuStock(inventory: Inventory | null): StockView {
  return {
    inventory,
    estimate: (quantity, now, country, unitsInCart = 0) =>
      estimateDelivery({ inventory, quantity, units: quantity + unitsInCart, now, country }),
    shippingCost: (country) => shippingCostFor([inventory], country),
  }
}

/** One kind of item in a gift box: how many of it each box holds, and its stock. */
export interface BoxPart {
  readonly perBox: number
  readonly inventory: Inventory | null
}

/**
 * A gift box as stock sees it. Commerce Layer keeps no stock for a bundle: there are as many
 * boxes as its scarcest item fills, and a box arrives with its slowest item. An order of boxes
 * counts every unit in them against the item threshold of the delivery text.
 *
 * @example boxStock([{ perBox: 2, inventory: withQuantity(5) }]).inventory?.quantity // 2
 */
export function boxStock(parts: readonly BoxPart[]): StockView {
  const unitsPerBox = parts.reduce((sum, part) => sum + part.perBox, 0)
  return {
    inventory: boxInventory(parts),
    estimate: (boxes, now, country, unitsInCart = 0) =>
      latestEstimate(
        parts.map((part) =>
          estimateDelivery({
            inventory: part.inventory,
            quantity: boxes * part.perBox,
            units: boxes * unitsPerBox + unitsInCart,
            now,
            country,
          }),
        ),
      ),
    shippingCost: (country) =>
      shippingCostFor(
        parts.map((part) => part.inventory),
        country,
      ),
    shortParts: parts.map(({ perBox, inventory }) =>
      inventory === null
        ? null
        : !inventory.available
          ? 0
          : inventory.quantity < perBox
            ? inventory.quantity
            : null,
    ),
  }
}

function boxInventory(parts: readonly BoxPart[]): Inventory | null {
  const tracked = parts.flatMap(({ perBox, inventory }) => (inventory ? [{ perBox, inventory }] : []))
  if (tracked.length === 0) return null
  const quantity = Math.min(
    ...tracked.map(({ perBox, inventory }) => Math.floor(inventory.quantity / perBox)),
  )
  return {
    available: quantity > 0 && tracked.every(({ inventory }) => inventory.available),
    quantity,
    // Lead times belong to each item's warehouses, not to the box: `estimate` reads them there.
    levels: [],
  }
}
