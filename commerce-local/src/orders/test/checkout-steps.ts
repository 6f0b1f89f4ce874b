import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle'
import { testBundles, testIds, testSkus } from './fixtures'

/** The steps the shop's checkout takes, through the SDK, for tests to combine. */
export function checkoutSteps(cl: CommerceLayerBundle) {
  async function cart(items: { sku_code?: string; bundle_code?: string; quantity: number }[]) {
    const order = await cl.orders.create({ language_code: 'it' })
    for (const item of items) await cl.line_items.create({ order: cl.orders.relationship(order.id), ...item })
    return order
  }

  return {
    cart,
    cartWithItems: () =>
      cart([
        { sku_code: testSkus.oil, quantity: 2 },
        { bundle_code: testBundles.market, quantity: 1 },
      ]),

    async addresses(id: string) {
      await cl.orders.update({
        id,
        customer_email: 'ada@example.com',
        _billing_address_clone_id: testIds.addressIt,
      })
      await cl.orders.update({ id, _shipping_address_same_as_billing: true })
      const [shipment] = await cl.orders.shipments(id)
      const methods = await cl.shipments.available_shipping_methods(shipment!.id)
      await cl.shipments.update({
        id: shipment!.id,
        shipping_method: cl.shipping_methods.relationship(methods[0]!.id),
      })
    },

    async payment(id: string, type: 'wire_transfers' | 'braintree_payments') {
      const order = await cl.orders.retrieve(id, { include: ['available_payment_methods'] })
      const method = order.available_payment_methods?.find((m) => m.payment_source_type === type)
      await cl.orders.update({ id, payment_method: cl.payment_methods.relationship(method!.id) })
    },
  }
}
