import { cartStatuses } from '../../../config/cart-rules'
import { withCrossTabLock } from '../../../lib/cross-tab-lock'
import type { CartOrder } from '../api/cart-order'
import { createLineItem } from '../api/create-line-item'
import { createLineItemOption } from '../api/create-line-item-option'
import { createOrder } from '../api/create-order'
import { type OrderChanges, updateOrder } from '../api/update-order'
import type { CartRuntime, CartTools } from './cart-runtime'
import { cartIds, giftMessageDrafts, giftMessages } from './cart-storage'

/**
 * The guest's cart written again as the signed-in customer's own: what a customer's token cannot
 * see (Commerce Layer lets a customer open their own orders), it cannot be put on either. Lines with
 * their options (the greeting card and its words), the gift message, then the codes: a line or a
 * code the new order refuses (sold out since, a coupon for guests only) is left out and the page
 * says so, the rest is kept. Nothing is reported to analytics: the shopper added nothing.
 */
export async function carryCartOver(runtime: CartRuntime, tools: CartTools, guest: CartOrder): Promise<void> {
  const { store } = runtime
  const { client, context } = tools
  const { marketCode } = context
  const message = giftMessages.get(marketCode, guest.id)
  const draft = giftMessageDrafts.get(marketCode, guest.id)
  // Written aside and shown once whole: the guest's cart stays on screen meanwhile, not an empty
  // one. Made under the lock every tab takes to make a cart, and stored before it is let go: a
  // tab following this sign-in that adds meanwhile adopts this cart instead of making its own.
  const order = await withCrossTabLock(`storefront:cart:${marketCode}`, async () => {
    // Such a tab may have been first: the customer's cart it made takes the guest's lines.
    const stored = await cartIds.latest(marketCode)
    if (stored && stored !== guest.id) {
      const theirs = await tools.read(stored).catch(() => null)
      if (theirs && cartStatuses.includes(theirs.status)) return theirs
    }
    const created = await createOrder(client, {
      country: context.country,
      locale: context.locale,
      apiBase: context.apiBase,
      customerEmail: runtime.bus.last('session:changed')?.email,
    })
    // Stored at once: a shopper who leaves the page midway finds this cart, however far it got,
    // where the guest's id would find nothing.
    await cartIds.set(marketCode, created.id)
    return created
  })
  const update = (changes: OrderChanges) => updateOrder(client, order.id, changes, context.apiBase)
  let dropped = false
  for (const line of guest.lines) {
    const written = await createLineItem(client, {
      orderId: order.id,
      kind: line.kind,
      code: line.code,
      quantity: line.quantity,
      merge: false,
    }).catch(() => null)
    if (!written) {
      dropped = true
      continue
    }
    for (const option of line.options) {
      if (!option.skuOptionId) continue
      await createLineItemOption(client, {
        lineItemId: written,
        skuOptionId: option.skuOptionId,
        options: option.values,
      }).catch(() => {
        dropped = true
      })
    }
  }
  if (Object.keys(guest.metadata).length > 0) await update({ metadata: { ...guest.metadata } })
  if (guest.couponCode) {
    const code = guest.couponCode
    await update({ coupon_code: code }).catch(() =>
      store.getState().addNotice({ kind: 'coupon-dropped', code }),
    )
  }
  if (guest.giftCardCode)
    await update({ gift_card_code: guest.giftCardCode }).catch(() => {
      dropped = true
    })
  if (message) giftMessages.set(marketCode, order.id, message)
  if (draft !== null) giftMessageDrafts.set(marketCode, order.id, draft)
  await tools.reload(order.id)
  if (dropped) store.getState().addNotice({ kind: 'items-dropped' })
}
