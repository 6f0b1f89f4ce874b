import { env } from 'cloudflare:test'
import type { Order } from '@commercelayer/sdk'
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle'
import { beforeAll, describe, expect, it } from 'vitest'
import { taxOf } from '../domain/taxes'
import { apiErrorOf } from './api-error'
import { checkoutSteps } from './checkout-steps'
import { sdk, settle } from './client'
import { insertFixtures, testBundles, testIds, testMarket, testSkus } from './fixtures'
import { activeCard } from './gift-cards'

let cl: CommerceLayerBundle
let steps: ReturnType<typeof checkoutSteps>

beforeAll(async () => {
  await insertFixtures(env.DB)
  cl = await sdk()
  steps = checkoutSteps(cl)
})

// The SDK's types dropped the deprecated attribute the shop still sends; the API takes it.
const eitherCode = (code: string): Record<string, string> => ({ gift_card_or_coupon_code: code })
const cartWithItems = () => steps.cartWithItems()
const readyToPay = (id: string) => steps.addresses(id)
const choosePayment = (id: string, type: 'wire_transfers' | 'braintree_payments') => steps.payment(id, type)

describe('orders through the official SDK', () => {
  it('numbers each new order one past the one before', async () => {
    const first = await cl.orders.create({})
    const second = await cl.orders.create({})
    expect(Number(second.number)).toBe(Number(first.number) + 1)
  })

  it('prices sku and bundle line items into the order totals', async () => {
    const order = await cartWithItems()
    const fresh = await cl.orders.retrieve(order.id, { include: ['line_items'] })
    const items = fresh.line_items?.filter((i) => i.item_type === 'skus' || i.item_type === 'bundles') ?? []
    const subtotal = items.reduce((sum, i) => sum + (i.total_amount_cents ?? 0), 0)
    expect(items.map((i) => i.item_type).sort()).toEqual(['bundles', 'skus'])
    // At the market price list's 15.00 a bottle and the box's own 36.00.
    expect(items.find((i) => i.item_type === 'skus')).toMatchObject({
      sku_code: testSkus.oil,
      quantity: 2,
      unit_amount_cents: 1500,
      total_amount_cents: 3000,
    })
    expect(items.find((i) => i.item_type === 'bundles')).toMatchObject({
      bundle_code: testBundles.market,
      quantity: 1,
      unit_amount_cents: 3600,
      total_amount_cents: 3600,
    })
    expect(subtotal).toBe(6600)
    expect(fresh.subtotal_amount_cents).toBe(subtotal)
    expect(fresh.subtotal_amount_float).toBe(subtotal / 100)
    // As Commerce Layer writes it whatever the order's language: symbol first, comma decimals.
    expect(subtotal).toBeLessThan(100_000)
    expect(fresh.formatted_subtotal_amount).toBe(`€${(subtotal / 100).toFixed(2).replace('.', ',')}`)
    expect(fresh.skus_count).toBe(3)
    expect(fresh.status).toBe('draft')
  })

  it("prices a bundle code at the box of the order's currency when each currency has one", async () => {
    const order = await steps.cart([{ bundle_code: testBundles.world, quantity: 2 }])
    const [item] = await cl.orders.line_items(order.id)
    expect(item?.unit_amount_cents).toBe(3300)
    expect(item?.total_amount_cents).toBe(6600)
  })

  it('adds a free greeting card as a line item option', async () => {
    const order = await cartWithItems()
    const item = (await cl.orders.line_items(order.id)).find((i) => i.item_type === 'skus')
    const option = await cl.line_item_options.create({
      quantity: 1,
      options: { message: 'Buon compleanno' },
      line_item: cl.line_items.relationship(item!.id),
      sku_option: cl.sku_options.relationship(testIds.greetingCard),
    })
    expect(option.total_amount_cents).toBe(0)
    const fresh = await cl.orders.retrieve(order.id)
    expect(fresh.line_item_options_count).toBe(1)
  })

  it('prices a line item option from its sku option, whatever amount a shopper sends, unless an integration sets one', async () => {
    const order = await cartWithItems()
    const item = (await cl.orders.line_items(order.id)).find((i) => i.item_type === 'skus')
    const before = await cl.orders.retrieve(order.id)
    const card = (client: CommerceLayerBundle, unit_amount_cents: number) =>
      client.line_item_options.create({
        quantity: 1,
        unit_amount_cents,
        options: { message: 'Auguri' },
        line_item: client.line_items.relationship(item!.id),
        sku_option: client.sku_options.relationship(testIds.greetingCard),
      })
    expect((await card(cl, -500)).total_amount_cents).toBe(0)
    expect((await cl.orders.retrieve(order.id)).total_amount_cents).toBe(before.total_amount_cents)
    expect((await card(await sdk(true), 250)).total_amount_cents).toBe(250)
  })

  it('grows the existing line item with _update_quantity', async () => {
    const order = await cartWithItems()
    await cl.line_items.create({
      order: cl.orders.relationship(order.id),
      sku_code: testSkus.oil,
      quantity: 3,
      _update_quantity: true,
    })
    const items = (await cl.orders.line_items(order.id)).filter((i) => i.sku_code === testSkus.oil)
    expect(Array.from(items, (i) => i.quantity)).toEqual([5])
  })

  it('refuses an unknown coupon and leaves the order as it was', async () => {
    const order = await cartWithItems()
    const before = await cl.orders.retrieve(order.id)
    const { status, errors } = await apiErrorOf(
      cl.orders.update({ id: order.id, coupon_code: 'NOPE-NOT-A-COUPON' }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/coupon_code')
    const after = await cl.orders.retrieve(order.id)
    expect(after.coupon_code).toBeNull()
    expect(after.total_amount_cents).toBe(before.total_amount_cents)
  })

  it('applies a valid coupon as a discount', async () => {
    const order = await cartWithItems()
    const updated = await cl.orders.update({ id: order.id, coupon_code: 'WELCOME10' })
    expect(updated.discount_amount_cents).toBe(-Math.round((updated.subtotal_amount_cents ?? 0) / 10))
    expect(updated.total_amount_cents).toBe(
      (updated.subtotal_amount_cents ?? 0) + (updated.discount_amount_cents ?? 0),
    )
  })

  it('takes either kind of code through gift_card_or_coupon_code, in Commerce Layer words when none matches', async () => {
    const order = await cartWithItems()
    const coupon = await cl.orders.update({ id: order.id, ...eitherCode('WELCOME10') })
    expect(coupon.coupon_code).toBe('WELCOME10')
    expect(coupon.discount_amount_cents).toBeLessThan(0)
    const card = await cl.orders.update({ id: order.id, ...eitherCode('GIFTCARD-EUR-50') })
    expect(card.gift_card_code).toBe('GIFTCARD-EUR-50')
    const { errors } = await apiErrorOf(cl.orders.update({ id: order.id, ...eitherCode('NOTHING-LIKE-IT') }))
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_or_coupon_code')
    expect((errors[0] as { detail?: string }).detail).toContain('matches no active gift card or coupon')
    // A pasted paragraph is just another unknown code, not a server error.
    const pasted = await apiErrorOf(cl.orders.update({ id: order.id, ...eitherCode('GIFT'.repeat(40)) }))
    expect(pasted.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_or_coupon_code')
  })

  it('tries a code sent again through gift_card_or_coupon_code after it was taken off', async () => {
    const order = await cartWithItems()
    await cl.orders.update({ id: order.id, ...eitherCode('WELCOME10') })
    await cl.orders.update({ id: order.id, coupon_code: '' })
    const coupon = await cl.orders.update({ id: order.id, ...eitherCode('WELCOME10') })
    expect(coupon.coupon_code).toBe('WELCOME10')
    expect(coupon.discount_amount_cents).toBeLessThan(0)
    await cl.orders.update({ id: order.id, ...eitherCode('GIFTCARD-EUR-50') })
    await cl.orders.update({ id: order.id, gift_card_code: '' })
    const card = await cl.orders.update({ id: order.id, ...eitherCode('GIFTCARD-EUR-50') })
    expect(card.gift_card_code).toBe('GIFTCARD-EUR-50')
  })

  it('finds a gift card by the start of its code, in any case, when only one starts so', async () => {
    const order = await cartWithItems()
    const card = await cl.orders.update({ id: order.id, gift_card_code: 'giftcard-eur-5' })
    expect(card.gift_card_code).toBe('GIFTCARD-EUR-50')
    // GIFTCARD-EUR-50 and GIFTCARD-EUR-EMPTY both start so: which one is meant is not known.
    const either = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: 'GIFTCARD-EUR' }))
    expect(either.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
  })

  it('takes the first eight characters of a gift card’s code, and no fewer', async () => {
    await activeCard('PRFX8CHR-2026-AB')
    const order = await cartWithItems()
    const short = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: 'prfx8ch' }))
    expect(short.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    const card = await cl.orders.update({ id: order.id, gift_card_code: 'prfx8chr' })
    expect(card.gift_card_code).toBe('PRFX8CHR-2026-AB')
  })

  it('recomputes the totals when a quantity changes and when a line item goes', async () => {
    const order = await cartWithItems()
    const oil = (await cl.orders.line_items(order.id)).find((i) => i.sku_code === testSkus.oil)
    const before = await cl.orders.retrieve(order.id)
    await cl.line_items.update({ id: oil!.id, quantity: 3 })
    const more = await cl.orders.retrieve(order.id)
    expect(more.subtotal_amount_cents).toBe(
      (before.subtotal_amount_cents ?? 0) + (oil!.unit_amount_cents ?? 0),
    )
    await cl.line_items.delete(oil!.id)
    const less = await cl.orders.retrieve(order.id)
    expect(less.subtotal_amount_cents).toBe(
      (more.subtotal_amount_cents ?? 0) - 3 * (oil!.unit_amount_cents ?? 0),
    )
    expect(less.skus_count).toBe(1)
  })

  it('pays part of the order with a gift card', async () => {
    const order = await cartWithItems()
    const updated = await cl.orders.update({ id: order.id, gift_card_code: 'GIFTCARD-EUR-50' })
    expect(updated.gift_card_amount_cents).toBe(-5000)
    expect(updated.total_amount_with_taxes_cents).toBe((updated.subtotal_amount_cents ?? 0) - 5000)
    const refused = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: 'GIFTCARD-EUR-EMPTY' }))
    expect(refused.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
  })

  it('refuses a gift card of another currency than the order’s', async () => {
    const order = await cartWithItems()
    const { status, errors } = await apiErrorOf(
      cl.orders.update({ id: order.id, gift_card_code: 'GIFTCARD-GBP-40' }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    const after = await cl.orders.retrieve(order.id)
    expect(after.gift_card_code).toBeNull()
    expect(after.gift_card_amount_cents).toBe(0)
  })

  it('refuses an expired gift card and takes one that expires later', async () => {
    const order = await cartWithItems()
    const day = 24 * 60 * 60 * 1000
    const expired = await activeCard('TEST-CARD-EXPIRED', {
      expires_at: new Date(Date.now() - day).toISOString(),
    })
    const refused = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: expired.code }))
    expect(refused.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    expect((await cl.orders.retrieve(order.id)).gift_card_amount_cents).toBe(0)
    const later = await activeCard('TEST-CARD-LATER', {
      expires_at: new Date(Date.now() + day).toISOString(),
    })
    const paid = await cl.orders.update({ id: order.id, gift_card_code: later.code })
    expect(paid.gift_card_amount_cents).toBe(-1000)
  })

  it('pays with an active gift card only: a new card pays once activated and stops once deactivated', async () => {
    const admin = await sdk(true)
    // A card starts as a draft, as in Commerce Layer, until it is activated or purchased.
    const card = await admin.gift_cards.create({
      code: 'TEST-CARD-DRAFT',
      currency_code: 'EUR',
      balance_cents: 1000,
    })
    expect(card.status).toBe('draft')
    const order = await cartWithItems()
    const refused = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: card.code }))
    expect(refused.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    await admin.gift_cards.update({ id: card.id, _activate: true })
    expect((await cl.orders.update({ id: order.id, gift_card_code: card.code })).gift_card_amount_cents).toBe(
      -1000,
    )
    // The card is read again on every refresh: once deactivated it pays nothing, though still on the order.
    await admin.gift_cards.update({ id: card.id, _deactivate: true })
    const refreshed = await cl.orders.update({ id: order.id, _refresh: true })
    expect(refreshed.gift_card_code).toBe(card.code)
    expect(refreshed.gift_card_amount_cents).toBe(0)
  })

  it('refuses a gift card of another market, though in the order’s currency, and takes one of its own', async () => {
    const order = await cartWithItems()
    // Italy's market sells in euros too: only the card's market tells them apart.
    const italian = await activeCard('TEST-CARD-ITALY', { market: 'mkItalyxxx' })
    const refused = await apiErrorOf(cl.orders.update({ id: order.id, gift_card_code: italian.code }))
    expect(refused.errors[0]?.source?.pointer).toBe('/data/attributes/gift_card_code')
    const own = await activeCard('TEST-CARD-OWN-MARKET', { market: testMarket.id })
    expect((await cl.orders.update({ id: order.id, gift_card_code: own.code })).gift_card_amount_cents).toBe(
      -1000,
    )
  })

  it('takes the shipping off with the free shipping coupon and a fixed amount over its threshold', async () => {
    const order = await cartWithItems()
    await readyToPay(order.id)
    const free = await cl.orders.update({ id: order.id, coupon_code: 'FREESHIP' })
    expect(free.shipping_amount_cents).toBeGreaterThan(0)
    expect(free.discount_amount_cents).toBe(-(free.shipping_amount_cents ?? 0))
    const fixed = await cl.orders.update({ id: order.id, coupon_code: 'FIVEOFFEUR' })
    expect(fixed.discount_amount_cents).toBe(-500)
  })

  it('keeps a coupon below its minimum without a discount line, and names it on the line it triggers', async () => {
    const promotionsOf = (order: Order) =>
      order.line_items?.filter((i) => i.item_type?.endsWith('_promotions')) ?? []
    const order = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
    const below = await cl.orders.update(
      { id: order.id, coupon_code: 'FIVEOFFEUR' },
      { include: ['line_items'] },
    )
    expect(below.coupon_code).toBe('FIVEOFFEUR')
    expect(below.discount_amount_cents).toBe(0)
    expect(promotionsOf(below)).toEqual([])
    const oil = below.line_items?.find((i) => i.item_type === 'skus')
    await cl.line_items.update({ id: oil!.id, quantity: 3 })
    const above = await cl.orders.retrieve(order.id, { include: ['line_items'] })
    expect(
      promotionsOf(above).map((i) => [i.item_type, i.coupon_code, i.total_amount_cents] as const),
    ).toEqual([['fixed_amount_promotions', 'FIVEOFFEUR', -500]])
  })

  it('places an order the gift card pays in full as free, without any payment', async () => {
    const order = await steps.cart([{ sku_code: testSkus.oil, quantity: 1 }])
    await readyToPay(order.id)
    const covered = await cl.orders.update({ id: order.id, gift_card_code: 'GIFTCARD-EUR-50' })
    expect(covered.total_amount_with_taxes_cents).toBe(0)
    const placed = await cl.orders.update({ id: order.id, _place: true })
    expect(placed.status).toBe('placed')
    expect(placed.payment_status).toBe('free')
  })

  it('turns pending with a customer e-mail and taxes by the shipping country, not the billing one', async () => {
    const order = await cartWithItems()
    await cl.orders.update({
      id: order.id,
      customer_email: 'ada@example.com',
      _billing_address_clone_id: testIds.addressFr,
    })
    await cl.orders.update({ id: order.id, _shipping_address_clone_id: testIds.addressIt })
    const [shipment] = await cl.orders.shipments(order.id)
    const [method] = await cl.shipments.available_shipping_methods(shipment!.id)
    await cl.shipments.update({
      id: shipment!.id,
      shipping_method: cl.shipping_methods.relationship(method!.id),
    })
    const fresh = await cl.orders.retrieve(order.id, { include: ['shipping_address', 'billing_address'] })
    expect(fresh.status).toBe('pending')
    expect(fresh.billing_address?.country_code).toBe('FR')
    expect(fresh.shipping_address?.country_code).toBe('IT')
    expect(fresh.shipping_address?.id).not.toBe(testIds.addressIt)
    // Italian VAT (22%), not French (20%): the VAT contained in the oil, the box and the shipping.
    expect(fresh.tax_rate).toBe(0.22)
    expect(fresh.shipping_amount_cents).toBe(700)
    expect(fresh.total_tax_amount_cents).toBe(
      taxOf(3000, 0.22, true) + taxOf(3600, 0.22, true) + taxOf(700, 0.22, true),
    )
  })

  it('refuses a shipping address outside the shipping country lock', async () => {
    const order = await cartWithItems()
    await cl.orders.update({ id: order.id, shipping_country_code_lock: 'IT' })
    const { status, errors } = await apiErrorOf(
      cl.orders.update({ id: order.id, _shipping_address_clone_id: testIds.addressFr }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/relationships/shipping_address')
    expect(
      (await cl.orders.retrieve(order.id, { include: ['shipping_address'] })).shipping_address,
    ).toBeFalsy()
  })

  it('refuses to place without a payment method, pointing at it', async () => {
    const order = await cartWithItems()
    await readyToPay(order.id)
    const { status, errors } = await apiErrorOf(cl.orders.update({ id: order.id, _place: true }))
    expect(status).toBe(422)
    expect(errors.map((e) => e.source?.pointer)).toContain('/data/relationships/payment_method')
    expect((await cl.orders.retrieve(order.id)).status).toBe('pending')
  })

  it('places with a wire transfer and sets the etag shortly afterwards', async () => {
    const order = await cartWithItems()
    await readyToPay(order.id)
    await choosePayment(order.id, 'wire_transfers')
    await cl.wire_transfers.create({ order: cl.orders.relationship(order.id) })
    const placed = await cl.orders.update({ id: order.id, _place: true })
    expect(placed.status).toBe('placed')
    expect(placed.payment_status).toBe('authorized')
    expect(placed.metadata?.etag).toBeUndefined()
    await settle()
    const polled = await cl.orders.retrieve(order.id)
    expect(typeof polled.metadata?.etag).toBe('string')
  })

  it('fails the place with a declined Braintree nonce and places once the nonce is valid', async () => {
    const order = await cartWithItems()
    await readyToPay(order.id)
    await choosePayment(order.id, 'braintree_payments')
    const payment = await cl.braintree_payments.create({ order: cl.orders.relationship(order.id) })
    expect(payment.client_token).toBeTruthy()
    await cl.braintree_payments.update({
      id: payment.id,
      payment_method_nonce: 'fake-processor-declined-visa-nonce',
    })
    const declined = await apiErrorOf(cl.orders.update({ id: order.id, _place: true }))
    expect(declined.status).toBe(422)
    expect(declined.errors[0]?.source?.pointer).toBe('/data/relationships/payment_source')
    expect((await cl.orders.retrieve(order.id)).status).toBe('pending')
    await cl.braintree_payments.update({ id: payment.id, payment_method_nonce: 'fake-valid-nonce' })
    const placed = await cl.orders.update({ id: order.id, _place: true })
    expect(placed.status).toBe('placed')
  })
})
