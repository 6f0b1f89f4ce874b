import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRecord } from '../../db/records'
import { checkoutSteps } from './checkout-steps'
import { sdk } from './client'
import { insertFixtures, testIds, testSkus } from './fixtures'

beforeAll(() => insertFixtures(env.DB))

describe('placing the last units concurrently', () => {
  it('never oversells: 20 orders racing for 5 units place exactly 5', async () => {
    const cl = await sdk()
    const steps = checkoutSteps(cl)
    const stock = await getRecord(env.DB, 'stock_items', testIds.lastUnitsStock)
    const onHand = Number(stock?.attributes.quantity)
    const orders = []
    for (let i = 0; i < 20; i++) {
      const order = await steps.cart([{ sku_code: testSkus.last, quantity: 1 }])
      await steps.addresses(order.id)
      await steps.payment(order.id, 'wire_transfers')
      await cl.wire_transfers.create({ order: cl.orders.relationship(order.id) })
      orders.push(order)
    }

    const results = await Promise.allSettled(orders.map((o) => cl.orders.update({ id: o.id, _place: true })))

    const placed = results.filter((r) => r.status === 'fulfilled')
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as { status: number; errors: { code: string }[] }] : [],
    )
    expect(placed).toHaveLength(onHand)
    expect(refused.every((e) => e.status === 422 && e.errors[0]?.code === 'OUT_OF_STOCK')).toBe(true)
    const after = await getRecord(env.DB, 'stock_items', testIds.lastUnitsStock)
    expect(after?.internal.reserved_quantity).toBe(onHand)
    const statuses = await Promise.all(orders.map(async (o) => (await cl.orders.retrieve(o.id)).status))
    expect(statuses.filter((s) => s === 'placed')).toHaveLength(onHand)
  }, 120_000)
})
