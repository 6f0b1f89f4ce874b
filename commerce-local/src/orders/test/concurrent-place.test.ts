import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRecord } from '../../db/records'
import { checkoutSteps } from './checkout-steps'
import { sdk } from './client'
import { insertFixtures, testIds, testSkus } from './fixtures'
import { activeCard } from './gift-cards'

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

describe('spending one gift card concurrently', () => {
  it('never spends it twice: of two orders it pays placed at once, one is refused', async () => {
    const cl = await sdk()
    const steps = checkoutSteps(cl)
    const orders = []
    for (let i = 0; i < 2; i++) {
      const order = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
      orders.push(await steps.addresses(order.id).then(() => cl.orders.retrieve(order.id)))
    }
    // Enough for one of them: each is priced while the card still covers its whole total.
    const card = await activeCard('RACE-GIFT-CARD-1', {
      balance_cents: orders[0]?.total_amount_with_taxes_cents ?? 0,
    })
    for (const order of orders) {
      const priced = await cl.orders.update({ id: order.id, gift_card_code: card.code ?? '' })
      expect(priced.total_amount_with_taxes_cents).toBe(0)
    }

    const results = await Promise.allSettled(orders.map((o) => cl.orders.update({ id: o.id, _place: true })))

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.flatMap((r) =>
      r.status === 'rejected'
        ? [r.reason as { status: number; errors: { source?: { pointer?: string } }[] }]
        : [],
    )
    expect(refused?.status).toBe(422)
    expect(refused?.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    const admin = await sdk(true)
    expect((await admin.gift_cards.retrieve(card.id)).balance_cents).toBeGreaterThanOrEqual(0)
  }, 60_000)
})
