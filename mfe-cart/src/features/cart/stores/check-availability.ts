import type { ShopError } from '@storefront/shared/errors'
import { stockReadsAtOnce } from '../../../config/cart-rules'
import { mapAtMost } from '../../../lib/map-at-most'
import type { CartLine, CartOrder } from '../api/cart-order'
import { createLineItem } from '../api/create-line-item'
import { createLineItemOption } from '../api/create-line-item-option'
import { deleteLineItem } from '../api/delete-line-item'
import { getSkuInventory } from '../api/get-sku-inventory'
import { unreachable } from './answer-lost'
import { type AvailabilityPlan, planAvailability } from './availability-plan'
import { type CartRuntime, type CartTools, isStale } from './cart-runtime'
import { validationRefusalOf } from './validation-refusal'

const skuIdsOf = (lines: readonly CartLine[]) => [
  ...new Set(lines.flatMap((l) => (l.kind === 'bundle' ? l.contents.map((s) => s.id) : [l.itemId ?? '']))),
]

/**
 * A reduced line comes back with its options (the greeting card keeps its message), as a line of
 * its own: merged, a carded line would land on the same item's line without a card, or the reverse.
 */
async function recreate(tools: CartTools, orderId: string, line: CartLine, quantity: number) {
  const lineItemId = await createLineItem(tools.client, {
    orderId,
    kind: line.kind,
    code: line.code,
    quantity,
    merge: false,
  })
  for (const option of line.options) {
    if (option.skuOptionId)
      await createLineItemOption(tools.client, {
        lineItemId,
        skuOptionId: option.skuOptionId,
        options: option.values,
      })
  }
}

/**
 * Removes every line that must change, then adds the reduced ones back. Once the removals are
 * done the re-creates are independent: one the API refuses costs that line, not the others, so
 * each is tried and the first failure thrown after.
 */
async function applyPlan(tools: CartTools, order: CartOrder, plan: AvailabilityPlan) {
  const byId = new Map(order.lines.map((line) => [line.id, line]))
  for (const change of plan.changes) await deleteLineItem(tools.client, change.lineId)
  let failure: { readonly thrown: unknown } | null = null
  for (const change of plan.changes) {
    const line = byId.get(change.lineId)
    if (!line || change.quantity === 0) continue
    try {
      await recreate(tools, order.id, line, change.quantity)
    } catch (thrown) {
      failure ??= { thrown }
      // No answer from the API: the next write would meet the same network.
      if (unreachable(thrown)) break
    }
  }
  if (failure) throw failure.thrown
}

const quantities = (order: CartOrder) => JSON.stringify(order.lines.map((line) => [line.id, line.quantity]))

/** The notice, when the check changed the order's lines. */
function showChecked(runtime: CartRuntime, before: CartOrder, after: CartOrder) {
  if (quantities(after) !== quantities(before)) runtime.store.getState().addNotice({ kind: 'items-changed' })
}

/**
 * Run when the cart page opens: stock may have gone since the items were added. Lines that
 * no longer fit are removed or reduced and the visitor is told; the page also learns what stock
 * has, from which each line's limit is worked out. The API refuses any write while some line exceeds stock, so every
 * line that must change is removed first, and reduced ones are added back at what is left.
 * Each sku is read once however many lines hold it, a few at a time (`stockReadsAtOnce`); one
 * read that fails fails the check, as before, and the reads not yet sent are not sent.
 */
export function checkAvailability(runtime: CartRuntime): Promise<unknown> {
  const feedback = (error: ShopError, thrown: unknown) => ({
    scope: 'page' as const,
    code: validationRefusalOf(error, thrown, 'stock_check_not_applied'),
  })
  return runtime.run({ pending: { scope: 'page' }, upkeep: true, feedback }, async (tools) => {
    const order = tools.order
    if (!order || order.lines.length === 0) return
    const ids = skuIdsOf(order.lines).filter(Boolean)
    const inventories = await mapAtMost(ids, stockReadsAtOnce, (id) => getSkuInventory(tools.client, id))
    const available = Object.fromEntries(inventories.map((sku) => [sku.id, sku.available]))
    runtime.store.getState().setAvailable(available)
    const plan = planAvailability(order.lines, new Map(Object.entries(available)))
    if (plan.changes.length === 0) return
    try {
      await applyPlan(tools, order, plan)
      showChecked(runtime, order, await tools.reload(order.id))
    } catch (thrown) {
      // Some lines may be gone already: the page shows what the cart holds now (best effort),
      // and the failure is still reported.
      const now = await tools.reload(order.id).catch((unread: unknown) => {
        if (isStale(unread)) throw unread
        return null
      })
      if (now) showChecked(runtime, order, now)
      throw thrown
    }
  })
}
