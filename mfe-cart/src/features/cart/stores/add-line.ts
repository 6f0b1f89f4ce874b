import { analyticsEvents } from '@storefront/shared/analytics'
import { type ErrorCode, toShopError } from '@storefront/shared/errors'
import type { PayloadOf, ShopBus } from '@storefront/shared/events'
import type { CartOrder } from '../api/cart-order'
import { createLineItem } from '../api/create-line-item'
import { createLineItemOption } from '../api/create-line-item-option'
import { createOrder } from '../api/create-order'
import { getBundleParts } from '../api/get-bundle-parts'
import { findSkuOptionId } from '../api/list-sku-options'
import { updateLineItem } from '../api/update-line-item'
import { analyticsItemOf, fromList } from './analytics-items'
import { answerLost } from './answer-lost'
import { skusPerUnit } from './availability-plan'
import type { CartTools } from './cart-runtime'
import { checkItemLimit, QuantityLimitError, quantityInCart } from './item-limit'
import { placeLine, type WantedOption } from './line-placement'
import { shortageOf } from './stock-errors'
import { soldOutUnder, stockFigures, unitsThatFitAll } from './stock-figures'
import type { ItemPart } from './stock-room'

type AddItem = PayloadOf<'cart:add-item'>

/** A written line; `optionError` when the options asked for (the greeting card) did not attach. */
export interface AddedLine {
  readonly lineItemId: string
  readonly optionError: ErrorCode | null
  /** False when the order could not be read back after the write: what the page shows is behind. */
  readonly readBack: boolean
}

/**
 * The writes of an add: the cart (on the first add), the line with the options the catalog
 * asked for, the order read back into the store, and `add_to_cart` reported. Loaded on the
 * first add (see `load-add-line.ts`); a failure before the line is written throws to `addItem`,
 * which answers it. Once the line is written the add has happened, whatever fails after it.
 */
export async function addLine(tools: CartTools, bus: ShopBus, request: AddItem): Promise<AddedLine> {
  // The card's option is looked up while the first add makes the cart: one round trip less.
  const [order, wanted] = await Promise.all([tools.ensureOrder(createOrder), wantedOptions(tools, request)])
  // The cart may be one another tab filled (ensureOrder adopts it): the limit counts its lines too.
  checkItemLimit(order, request.code, request.quantity)
  const placement = placeLine(order, request, wanted)
  const write = async () => {
    if (placement.kind === 'create')
      return createLineItem(tools.client, { orderId: order.id, ...request, merge: placement.merge })
    await updateLineItem(tools.client, { id: placement.lineId, quantity: placement.quantity })
    return placement.lineId
  }
  const lineItemId = await write().catch(async (thrown: unknown) => {
    const shortage = shortageOf(thrown)
    // Refused for stock: the catalog says how many more fit, counted in the item's own units.
    if (shortage) {
      const parts = await partsOf(tools, order, request).catch(() => null)
      const known = parts && (await stockFigures(tools.client, parts, shortage).catch(() => null))
      if (!parts || !known) throw thrown
      const fits = unitsThatFitAll(order.lines, parts, known)
      // Room for what was asked contradicts the refusal (stock that moved, units held elsewhere
      // the figure does not count): "room for 10 more" after refusing 1 helps no one, and the
      // refusal is answered as it came.
      if (fits >= request.quantity) throw thrown
      throw new QuantityLimitError(fits, 'stock_limit_exceeded', soldOutUnder(parts, known))
    }
    // No answer from the API: the add may have landed, and sending it again could add it twice.
    // The order says whether it did; either way the mini-cart then shows what the cart holds.
    if (!answerLost(thrown)) throw thrown
    const landed = await tools.reload(order.id).then(
      (updated) => landedLine(order, updated, request),
      () => null,
    )
    if (!landed) throw thrown
    return landed
  })
  const optionError =
    placement.kind === 'create' && placement.attachOptions
      ? await attachOptions(tools, lineItemId, wanted).then(
          () => null,
          (thrown: unknown) => toShopError(thrown).code,
        )
      : null
  // Best effort: answering an error for a line that exists would have the catalog add it again.
  // Made in a market the shopper has since left, the order is read, not shown as the new one's cart.
  const updated = await (tools.isCurrent() ? tools.reload(order.id) : tools.read(order.id)).catch(() => null)
  // The add happened whatever the read: not read back, the item is as the order held it before
  // the write (the line grown, or the same item with another card), priced as that line was; an
  // item new to the order is reported by its code and units, with no value (see `addToCart`).
  const line =
    updated?.lines.find((l) => l.id === lineItemId) ??
    order.lines.find((l) => l.kind === request.kind && l.code === request.code)
  const item = line
    ? analyticsItemOf({ ...line, quantity: request.quantity })
    : { item_id: request.code, quantity: request.quantity }
  bus.publish(
    'analytics:event',
    analyticsEvents.addToCart((updated ?? order).currency, [fromList(item, request.itemList)]),
  )
  return { lineItemId, optionError, readBack: updated !== null }
}

async function attachOptions(tools: CartTools, lineItemId: string, wanted: readonly WantedOption[]) {
  for (const option of wanted)
    await createLineItemOption(tools.client, {
      lineItemId,
      skuOptionId: option.skuOptionId,
      options: option.values,
    })
}

/** What one unit of the item asked for takes from stock; a box not in the cart yet is read. */
async function partsOf(tools: CartTools, order: CartOrder, request: AddItem): Promise<ItemPart[]> {
  if (request.kind !== 'bundle') return [{ code: request.code, quantity: 1 }]
  const line = order.lines.find((l) => l.kind === 'bundle' && l.code === request.code)
  return line ? skusPerUnit(line) : getBundleParts(tools.client, request.code)
}

/** The options the catalog asked for, by id; one this market does not offer is left out. */
async function wantedOptions(tools: CartTools, request: AddItem): Promise<WantedOption[]> {
  const wanted: WantedOption[] = []
  for (const option of request.options ?? []) {
    const skuOptionId = await findSkuOptionId(tools.client, option.code)
    if (skuOptionId) wanted.push({ skuOptionId, values: option.options ?? {} })
  }
  return wanted
}

/** The line an add whose answer was lost made or grew, if the order now holds it. */
function landedLine(before: CartOrder, after: CartOrder, request: AddItem): string | null {
  if (quantityInCart(after, request.code) !== quantityInCart(before, request.code) + request.quantity)
    return null
  const previous = new Map(before.lines.map((line) => [line.id, line.quantity]))
  const line = after.lines.find((l) => l.code === request.code && l.quantity !== previous.get(l.id))
  return line?.id ?? null
}
