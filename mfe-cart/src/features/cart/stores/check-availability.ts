import { deleteLineItem } from '../api/delete-line-item'
import { getSkuInventory } from '../api/get-sku-inventory'
import { updateLineItem } from '../api/update-line-item'
import { planAvailability } from './availability-plan'
import type { CartRuntime } from './cart-runtime'

/**
 * Run when the cart page opens: stock may have gone since the items were added. Lines that
 * no longer fit are reduced or removed and the visitor is told; the page also learns how far
 * each quantity may go.
 */
export function checkAvailability(runtime: CartRuntime): Promise<unknown> {
  return runtime.run({ pending: { scope: 'page' } }, async (tools) => {
    const order = tools.order
    if (!order || order.lines.length === 0) return
    const ids = [
      ...new Set(
        order.lines.flatMap((l) => (l.kind === 'bundle' ? l.contents.map((s) => s.id) : [l.itemId ?? ''])),
      ),
    ]
    const inventories = await Promise.all(ids.filter(Boolean).map((id) => getSkuInventory(tools.client, id)))
    const plan = planAvailability(order.lines, new Map(inventories.map((sku) => [sku.id, sku.available])))
    for (const change of plan.changes) {
      if (change.quantity === 0) await deleteLineItem(tools.client, change.lineId)
      else await updateLineItem(tools.client, { id: change.lineId, quantity: change.quantity })
    }
    if (plan.changes.length > 0) {
      await tools.reload(order.id)
      runtime.store.getState().setNotice('items-changed')
    }
    runtime.store.getState().setMaxByLine(plan.maxByLine)
  })
}
