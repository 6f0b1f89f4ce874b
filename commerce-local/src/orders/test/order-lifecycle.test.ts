import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { getRecord } from '../../db/records'
import { apiErrorOf } from './api-error'
import { checkoutSteps } from './checkout-steps'
import { sdk } from './client'
import { insertFixtures, testBundles, testIds, testSkus } from './fixtures'
import { activeCard } from './gift-cards'

beforeAll(() => insertFixtures(env.DB))

const stockOf = async () => {
  const item = await getRecord(env.DB, 'stock_items', testIds.lastUnitsStock)
  return {
    quantity: Number(item?.attributes.quantity),
    reserved: Number(item?.internal.reserved_quantity ?? 0),
  }
}

async function placedOrder(quantity: number, sku_code: string = testSkus.last) {
  const guest = await sdk()
  const steps = checkoutSteps(guest)
  const order = await steps.cart([{ sku_code, quantity }])
  await steps.addresses(order.id)
  await steps.payment(order.id, 'wire_transfers')
  await guest.wire_transfers.create({ order: guest.orders.relationship(order.id) })
  await guest.orders.update({ id: order.id, _place: true })
  return { guest, order }
}

describe('after the place', () => {
  it('reserves the units on place and takes them off the shelf on approve', async () => {
    const start = await stockOf()
    const { guest, order } = await placedOrder(2)
    expect(await stockOf()).toEqual({ quantity: start.quantity, reserved: start.reserved + 2 })

    const refused = await apiErrorOf(guest.orders.update({ id: order.id, _approve: true }))
    expect(refused.status).toBe(401)

    const admin = await sdk(true)
    const approved = await admin.orders.update({ id: order.id, _approve: true })
    expect(approved.status).toBe('approved')
    expect(await stockOf()).toEqual({ quantity: start.quantity - 2, reserved: start.reserved })
  })

  it('gives the reservation back when a placed order is cancelled', async () => {
    const start = await stockOf()
    const { order } = await placedOrder(1)
    const admin = await sdk(true)
    const cancelled = await admin.orders.update({ id: order.id, _cancel: true })
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.payment_status).toBe('voided')
    expect(await stockOf()).toEqual(start)
  })

  it('cancels an approved order, voiding its authorization, without moving the units approve shipped', async () => {
    const start = await stockOf()
    const { order } = await placedOrder(1)
    const admin = await sdk(true)
    await admin.orders.update({ id: order.id, _approve: true })
    const shipped = await stockOf()
    expect(shipped).toEqual({ quantity: start.quantity - 1, reserved: start.reserved })
    // Approve spent the reservation: cancelling has none left to give back, and the units are off the shelf.
    const cancelled = await admin.orders.update({ id: order.id, _cancel: true })
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'voided' })
    expect(await stockOf()).toEqual(shipped)
  })
})

describe('bookkeeping an integration runs', () => {
  it('captures, fulfils and refunds a placed order, each only from the status before it', async () => {
    const { order } = await placedOrder(1, testSkus.oil)
    const admin = await sdk(true)
    // Refunding what was never captured changes nothing, as Commerce Layer refuses that transaction.
    expect(await admin.orders.update({ id: order.id, _refund: true })).toMatchObject({
      payment_status: 'authorized',
    })
    expect(await admin.orders.update({ id: order.id, _capture: true })).toMatchObject({
      payment_status: 'paid',
    })
    expect(await admin.orders.update({ id: order.id, _fulfill: true })).toMatchObject({
      fulfillment_status: 'fulfilled',
    })
    expect(await admin.orders.update({ id: order.id, _refund: true })).toMatchObject({
      payment_status: 'refunded',
    })
  })

  it('archives an order and brings it back', async () => {
    const { order } = await placedOrder(1, testSkus.oil)
    const admin = await sdk(true)
    const archived = await admin.orders.update({ id: order.id, _archive: true })
    expect(archived.archived_at).toEqual(expect.any(String))
    expect((await admin.orders.update({ id: order.id, _unarchive: true })).archived_at).toBeNull()
  })

  it('does not fulfil an order still in draft', async () => {
    const guest = await sdk()
    const cart = await checkoutSteps(guest).cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const admin = await sdk(true)
    expect(await admin.orders.update({ id: cart.id, _fulfill: true })).toMatchObject({
      fulfillment_status: 'unfulfilled',
    })
  })
})

describe('what a place spends', () => {
  it('takes the gift card’s share off its balance and one use of the coupon', async () => {
    const admin = await sdk(true)
    const [card] = await admin.gift_cards.list({ filters: { code_eq: 'GIFTCARD-EUR-50' } })
    const [coupon] = await admin.coupons.list({ filters: { code_eq: 'WELCOME10' } })
    const guest = await sdk()
    const steps = checkoutSteps(guest)
    const order = await steps.cart([{ sku_code: testSkus.oil, quantity: 4 }])
    await steps.addresses(order.id)
    const priced = await guest.orders.update({
      id: order.id,
      coupon_code: 'WELCOME10',
      gift_card_code: 'GIFTCARD-EUR-50',
    })
    expect(priced.discount_amount_cents).toBeLessThan(0)
    expect(priced.gift_card_amount_cents).toBe(-5000)
    await steps.payment(order.id, 'wire_transfers')
    await guest.wire_transfers.create({ order: guest.orders.relationship(order.id) })
    expect((await guest.orders.update({ id: order.id, _place: true })).status).toBe('placed')
    expect((await admin.gift_cards.retrieve(card!.id)).balance_cents).toBe((card!.balance_cents ?? 0) - 5000)
    expect((await admin.coupons.retrieve(coupon!.id)).usage_count).toBe((coupon!.usage_count ?? 0) + 1)
  })

  it('places an order a gift card pays in full as free, without charging the card chosen before', async () => {
    const card = await activeCard('TEST-FULL-100', { balance_cents: 10000 })
    const guest = await sdk()
    const steps = checkoutSteps(guest)
    const order = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
    await steps.addresses(order.id)
    await steps.payment(order.id, 'braintree_payments')
    const payment = await guest.braintree_payments.create({ order: guest.orders.relationship(order.id) })
    await guest.braintree_payments.update({
      id: payment.id,
      payment_method_nonce: 'fake-processor-declined-visa-nonce',
    })
    // The card would be declined: the place goes through only because nothing is asked of it.
    const paid = await guest.orders.update({ id: order.id, gift_card_code: card.code })
    expect(paid.total_amount_with_taxes_cents).toBe(0)
    expect(await guest.orders.update({ id: order.id, _place: true })).toMatchObject({
      status: 'placed',
      payment_status: 'free',
    })
  })
})

/** A coupon of its own for the 10% welcome promotion, as an integration adds one. */
async function welcomeCoupon(code: string, attributes: { usage_limit?: number; expires_at?: string }) {
  const admin = await sdk(true)
  const [welcome] = await admin.coupons.list({
    filters: { code_eq: 'WELCOME10' },
    include: ['promotion_rule'],
  })
  return admin.coupons.create({
    code,
    ...attributes,
    promotion_rule: admin.coupon_codes_promotion_rules.relationship(welcome!.promotion_rule!.id),
  })
}

describe('coupon limits', () => {
  it('takes a coupon until its uses reach its usage limit, then refuses it', async () => {
    const coupon = await welcomeCoupon('TEST-ONCE', { usage_limit: 1 })
    const guest = await sdk()
    const steps = checkoutSteps(guest)
    const first = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
    await steps.addresses(first.id)
    const discounted = await guest.orders.update({ id: first.id, coupon_code: coupon.code })
    expect(discounted.discount_amount_cents).toBeLessThan(0)
    await steps.payment(first.id, 'wire_transfers')
    await guest.wire_transfers.create({ order: guest.orders.relationship(first.id) })
    expect((await guest.orders.update({ id: first.id, _place: true })).status).toBe('placed')
    const admin = await sdk(true)
    expect((await admin.coupons.retrieve(coupon.id)).usage_count).toBe(1)

    const second = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const { status, errors } = await apiErrorOf(
      guest.orders.update({ id: second.id, coupon_code: coupon.code }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/coupon_code')
    expect((await guest.orders.retrieve(second.id)).discount_amount_cents).toBe(0)
  })

  it('counts a use of a coupon, and of its promotion, only for the order it still discounted when placed', async () => {
    const coupon = await welcomeCoupon('TEST-LAST-USE', { usage_limit: 1 })
    const admin = await sdk(true)
    const promotionOf = async () =>
      (await admin.coupons.retrieve(coupon.id, { include: ['promotion_rule.promotion'] })).promotion_rule
        ?.promotion as { id: string; total_usage_count?: number | null } | undefined
    const usesBefore = (await promotionOf())?.total_usage_count ?? 0
    const guest = await sdk()
    const steps = checkoutSteps(guest)
    // Both carts take the code while it still has its one use left.
    const carts = []
    for (let i = 0; i < 2; i++) {
      const cart = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
      await steps.addresses(cart.id)
      expect(
        (await guest.orders.update({ id: cart.id, coupon_code: coupon.code })).discount_amount_cents,
      ).toBe(-150)
      await steps.payment(cart.id, 'wire_transfers')
      await guest.wire_transfers.create({ order: guest.orders.relationship(cart.id) })
      carts.push(cart)
    }
    for (const cart of carts) await guest.orders.update({ id: cart.id, _place: true })
    expect((await guest.orders.retrieve(carts[1]!.id)).discount_amount_cents).toBe(0)
    expect((await admin.coupons.retrieve(coupon.id)).usage_count).toBe(1)
    expect((await promotionOf())?.total_usage_count).toBe(usesBefore + 1)
  })

  it('refuses an expired coupon of a live promotion and takes one that expires later', async () => {
    const day = 24 * 60 * 60 * 1000
    const expired = await welcomeCoupon('TEST-EXPIRED', {
      expires_at: new Date(Date.now() - day).toISOString(),
    })
    const later = await welcomeCoupon('TEST-LATER', { expires_at: new Date(Date.now() + day).toISOString() })
    const guest = await sdk()
    const order = await checkoutSteps(guest).cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const { status, errors } = await apiErrorOf(
      guest.orders.update({ id: order.id, coupon_code: expired.code }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/coupon_code')
    const taken = await guest.orders.update({ id: order.id, coupon_code: later.code })
    expect(taken.discount_amount_cents).toBe(-150)
  })
})

describe('refresh and repeated place', () => {
  it('takes the current price of skus and bundles on _refresh', async () => {
    const guest = await sdk()
    const order = await checkoutSteps(guest).cart([
      { sku_code: testSkus.wine, quantity: 1 },
      { bundle_code: testBundles.market, quantity: 1 },
    ])
    const before = await guest.orders.retrieve(order.id)
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE records SET attributes = json_set(attributes, '$.amount_cents', json_extract(attributes, '$.amount_cents') + 100) WHERE type = 'prices' AND json_extract(attributes, '$.sku_code') = ?",
      ).bind(testSkus.wine),
      env.DB.prepare(
        "UPDATE records SET attributes = json_set(attributes, '$.price_amount_cents', json_extract(attributes, '$.price_amount_cents') + 200) WHERE type = 'bundles' AND json_extract(attributes, '$.code') = ?",
      ).bind(testBundles.market),
    ])
    const refreshed = await guest.orders.update({ id: order.id, _refresh: true })
    expect(refreshed.subtotal_amount_cents).toBe((before.subtotal_amount_cents ?? 0) + 300)
  })

  it('treats a second _place as a no-op, as the reference says it is idempotent', async () => {
    const start = await stockOf()
    const { guest, order } = await placedOrder(1)
    const again = await guest.orders.update({ id: order.id, _place: true })
    expect(again.status).toBe('placed')
    expect(await stockOf()).toEqual({ quantity: start.quantity, reserved: start.reserved + 1 })
  })
})

describe('quick successive adds to one cart', () => {
  it('opens one shipment and ends with totals that count every item', async () => {
    const guest = await sdk()
    const order = await guest.orders.create({ coupon_code: 'WELCOME10' })
    const codes = [testSkus.oil, testSkus.wine, testSkus.last]
    await Promise.all(
      codes.map((sku_code) =>
        guest.line_items.create({ order: guest.orders.relationship(order.id), sku_code, quantity: 1 }),
      ),
    )
    const fresh = await guest.orders.retrieve(order.id, { include: ['line_items', 'shipments'] })
    const items = fresh.line_items?.filter((i) => i.item_type === 'skus') ?? []
    expect(fresh.shipments).toHaveLength(1)
    expect(fresh.line_items?.filter((i) => i.item_type === 'percentage_discount_promotions')).toHaveLength(1)
    expect(fresh.subtotal_amount_cents).toBe(items.reduce((sum, i) => sum + (i.total_amount_cents ?? 0), 0))
    expect(items).toHaveLength(3)
  })
})

describe('adjustments', () => {
  it('lets an integration adjust an order with a line item of its own amount', async () => {
    const guest = await sdk()
    const order = await checkoutSteps(guest).cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const before = await guest.orders.retrieve(order.id)
    const admin = await sdk(true)
    await admin.line_items.create({
      order: admin.orders.relationship(order.id),
      item_type: 'adjustments',
      name: 'Goodwill',
      quantity: 1,
      unit_amount_cents: -300,
    })
    const after = await guest.orders.retrieve(order.id)
    expect(after.adjustment_amount_cents).toBe(-300)
    expect(after.total_amount_cents).toBe((before.total_amount_cents ?? 0) - 300)
    const refused = await apiErrorOf(
      guest.line_items.create({
        order: guest.orders.relationship(order.id),
        item_type: 'adjustments',
        quantity: 1,
        unit_amount_cents: -9999,
      }),
    )
    expect(refused.status).toBe(422)
  })

  it('prices an adjustment line item from the adjustment resource it points to', async () => {
    const guest = await sdk()
    const order = await checkoutSteps(guest).cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const before = await guest.orders.retrieve(order.id)
    const admin = await sdk(true)
    const surcharge = await admin.adjustments.create({
      name: 'Gift wrapping',
      currency_code: 'EUR',
      amount_cents: 250,
    })
    expect(surcharge.formatted_amount).toBe('€2,50')
    expect(surcharge.distribute_discount).toBe(true)
    const item = await admin.line_items.create({
      order: admin.orders.relationship(order.id),
      item: admin.adjustments.relationship(surcharge.id),
      quantity: 1,
    })
    expect(item).toMatchObject({ item_type: 'adjustments', name: 'Gift wrapping', unit_amount_cents: 250 })
    const after = await guest.orders.retrieve(order.id)
    expect(after.adjustment_amount_cents).toBe(250)
    expect(after.total_amount_cents).toBe((before.total_amount_cents ?? 0) + 250)

    const pounds = await admin.adjustments.create({ name: 'Wrong', currency_code: 'GBP', amount_cents: 100 })
    const refused = await apiErrorOf(
      admin.line_items.create({
        order: admin.orders.relationship(order.id),
        item: admin.adjustments.relationship(pounds.id),
        quantity: 1,
      }),
    )
    expect(refused.errors[0]?.source?.pointer).toBe('/data/relationships/item')
    expect((await apiErrorOf(guest.adjustments.list())).status).toBe(401)
  })
})
