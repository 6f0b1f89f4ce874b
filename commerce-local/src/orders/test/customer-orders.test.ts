import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoCustomer } from '../../seed'
import { apiErrorOf } from './api-error'
import { customerToken, sdk } from './client'
import { insertFixtures, testSkus } from './fixtures'

beforeAll(() => insertFixtures(env.DB))

const asCustomer = async () => sdk(false, await customerToken(demoCustomer.email, demoCustomer.password))

describe('orders of a signed-in customer', () => {
  it('makes a new order the customer’s, with their e-mail', async () => {
    const cl = await asCustomer()
    const order = await cl.orders.create({}, { include: ['customer'] })
    expect(order.guest).toBe(false)
    expect(order.customer_email).toBe(demoCustomer.email)
    expect(order.customer?.email).toBe(demoCustomer.email)
  })

  it('shows the customer their past orders and hides them from guests', async () => {
    const cl = await asCustomer()
    const placed = await cl.orders.list({ filters: { status_in: 'placed,approved' } })
    expect(placed.length).toBeGreaterThanOrEqual(2)
    expect(placed.every((o) => o.customer_email === demoCustomer.email)).toBe(true)
    const guest = await sdk()
    const { status } = await apiErrorOf(guest.orders.retrieve(placed[0]!.id))
    expect(status).toBe(404)
  })

  it('keeps the seeded past orders true to the catalog: names, prices, amounts and shipment status', async () => {
    // They were placed in Italy, so the Italian market's prices are theirs.
    const cl = await sdk(
      false,
      await customerToken(demoCustomer.email, demoCustomer.password, 'market:code:it'),
    )
    const past = await cl.orders.list({
      filters: { status_in: 'placed,approved' },
      include: ['line_items', 'shipments'],
    })
    expect(Array.from(past, (order) => order.number).sort()).toEqual(['23001', '23002'])
    for (const order of past) {
      const lines = order.line_items ?? []
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        const [sku] = await cl.skus.list({ filters: { code_eq: line.sku_code ?? '' }, include: ['prices'] })
        expect(line.name).toBe(sku?.name)
        expect(line.unit_amount_cents).toBe(sku?.prices?.[0]?.amount_cents)
      }
      const linesTotal = lines.reduce((sum, line) => sum + (line.total_amount_cents ?? 0), 0)
      expect(order.total_amount_cents).toBe(linesTotal + (order.shipping_amount_cents ?? 0))
      expect(order.shipments?.[0]?.status).toBe(order.status === 'approved' ? 'delivered' : 'upcoming')
    }
  })

  it('signs a guest up with customer_password and refuses a wrong password for an existing customer', async () => {
    const guest = await sdk()
    const order = await guest.orders.create({})
    await guest.line_items.create({
      order: guest.orders.relationship(order.id),
      sku_code: testSkus.oil,
      quantity: 1,
    })
    const email = `new-${crypto.randomUUID()}@example.com`
    await guest.orders.update({ id: order.id, customer_email: email, customer_password: 'Secret-123' })
    const signedUp = await sdk(false, await customerToken(email, 'Secret-123'))
    const mine = await signedUp.orders.list()
    expect(Array.from(mine, (o) => o.id)).toContain(order.id)
    expect(Array.from(await signedUp.customers.list(), (c) => c.has_password)).toEqual([true])

    const other = await guest.orders.create({})
    const { status, errors } = await apiErrorOf(
      guest.orders.update({ id: other.id, customer_email: demoCustomer.email, customer_password: 'wrong' }),
    )
    expect(status).toBe(422)
    expect(errors[0]?.source?.pointer).toBe('/data/attributes/customer_password')
  })
})

describe('the address book at checkout', () => {
  it('clones an address-book address onto the order and saves a new one back to the book', async () => {
    const cl = await asCustomer()
    const [entry] = await cl.customer_addresses.list({ include: ['address'] })
    const order = await cl.orders.create({})
    const cloned = await cl.orders.update(
      { id: order.id, _billing_address_clone_id: entry!.address!.id },
      { include: ['billing_address'] },
    )
    expect(cloned.billing_address?.id).not.toBe(entry!.address!.id)
    expect(cloned.billing_address?.line_1).toBe(entry!.address!.line_1)

    const before = await cl.customer_addresses.list()
    const fresh = await cl.addresses.create({
      first_name: 'Mario',
      last_name: 'Rossi',
      line_1: 'Via Nuova 3',
      city: 'Torino',
      zip_code: '10121',
      state_code: 'TO',
      country_code: 'IT',
      phone: '+39 011 000000',
    })
    await cl.orders.update({
      id: order.id,
      shipping_address: cl.addresses.relationship(fresh.id),
      _save_shipping_address_to_customer_address_book: true,
    })
    const after = await cl.customer_addresses.list({ include: ['address'] })
    expect(after.length).toBe(before.length + 1)
    expect(Array.from(after, (a) => a.address?.line_1)).toContain('Via Nuova 3')
  })
})
