import { beforeAll, describe, expect, it } from 'vitest'
import { demoCustomer } from '../src/seed'
import { api, customerLogin, guestToken, integrationToken, italianAddress } from './api'

let italy: string
let uk: string
let customer: string
let integration: string

beforeAll(async () => {
  ;[italy, uk, integration] = await Promise.all([guestToken('it'), guestToken('gb'), integrationToken()])
  customer = (await customerLogin(demoCustomer.email, demoCustomer.password)).access_token
})

const currencies = async (token: string, path: string) =>
  new Set(
    (await api(token, path)).json.data.map(
      (r: { attributes: { currency_code: string } }) => r.attributes.currency_code,
    ),
  )

describe('a guest token', () => {
  it('sees the prices, price lists and bundles of its market only', async () => {
    expect(await currencies(italy, '/api/prices?page[size]=25')).toEqual(new Set(['EUR']))
    expect(await currencies(uk, '/api/prices?page[size]=25')).toEqual(new Set(['GBP']))
    expect(await currencies(uk, '/api/price_lists')).toEqual(new Set(['GBP']))
    expect(await currencies(uk, '/api/bundles')).toEqual(new Set(['GBP']))
  })

  it.each([
    ['payment_methods', { payment_source_type: 'wire_transfers', price_amount_cents: 0 }],
    ['shipping_methods', { price_amount_cents: 500 }],
  ])('sees the %s of its market and those of no market, never another market’s', async (type, attributes) => {
    const britain = (await api(integration, '/api/markets?filter[q][code_eq]=gb')).json.data[0]
    const create = (name: string, market?: { id: string }) =>
      api(integration, `/api/${type}`, {
        method: 'POST',
        body: {
          data: {
            type,
            attributes: { ...attributes, name },
            relationships: market ? { market: { data: { type: 'markets', id: market.id } } } : {},
          },
        },
      })
    expect((await create('Anywhere')).status).toBe(201)
    expect((await create('British only', britain)).status).toBe(201)
    const names = async (token: string) =>
      (await api(token, `/api/${type}?page[size]=25`)).json.data.map(
        (method: { attributes: { name: string } }) => method.attributes.name,
      )
    const inItaly = await names(italy)
    expect(inItaly).toContain('Anywhere')
    expect(inItaly).not.toContain('British only')
    expect(await names(uk)).toEqual(expect.arrayContaining(['Anywhere', 'British only']))
  })

  it('cannot read a price of another market by id', async () => {
    const usd = (
      await api(integration, '/api/prices?filter[q][price_list_currency_code_eq]=USD&page[size]=1')
    ).json.data[0]
    const response = await api(italy, `/api/prices/${usd.id}`)
    expect(response.status).toBe(404)
    expect(response.json.errors[0].code).toBe('RECORD_NOT_FOUND')
  })

  it('cannot list customers, nor create password resets', async () => {
    expect((await api(italy, '/api/customers')).status).toBe(401)
    const reset = await api(italy, '/api/customer_password_resets', {
      method: 'POST',
      body: {
        data: { type: 'customer_password_resets', attributes: { customer_email: demoCustomer.email } },
      },
    })
    expect(reset.status).toBe(401)
  })

  it('cannot read the demo customer’s addresses', async () => {
    const address = (await api(integration, '/api/addresses?page[size]=1')).json.data[0]
    expect((await api(italy, `/api/addresses/${address.id}`)).status).toBe(404)
  })
})

describe('a guest token and guest orders', () => {
  // Guest tokens carry nothing that tells one visitor from another: the order id is the proof.
  const guestCart = async (token: string) => {
    const order = (
      await api(token, '/api/orders', { method: 'POST', body: { data: { type: 'orders', attributes: {} } } })
    ).json.data
    await api(token, '/api/line_items', {
      method: 'POST',
      body: {
        data: {
          type: 'line_items',
          attributes: { sku_code: 'OIL-EVO-TUSCANY-500', quantity: 1 },
          relationships: { order: { data: { type: 'orders', id: order.id } } },
        },
      },
    })
    const address = (
      await api(token, '/api/addresses', {
        method: 'POST',
        body: {
          data: {
            type: 'addresses',
            attributes: italianAddress,
          },
        },
      })
    ).json.data
    await api(token, `/api/orders/${order.id}`, {
      method: 'PATCH',
      body: {
        data: {
          type: 'orders',
          id: order.id,
          attributes: { customer_email: 'guest@example.com', _billing_address_clone_id: address.id },
        },
      },
    })
    return order.id as string
  }

  it('opens its order and what hangs off it by id', async () => {
    const id = await guestCart(italy)
    const order = await api(italy, `/api/orders/${id}?include=line_items,billing_address`)
    expect(order.status).toBe(200)
    expect(order.json.included.map((r: { type: string }) => r.type).sort()).toEqual([
      'addresses',
      'line_items',
    ])
    const item = order.json.data.relationships.line_items.data[0]
    expect((await api(italy, `/api/line_items/${item.id}`)).status).toBe(200)
    expect((await api(italy, `/api/orders/${id}/line_items`)).json.data).toHaveLength(1)
  })

  it('cannot browse the guest orders, items or addresses of its market', async () => {
    const id = await guestCart(italy)
    const seenByIntegration = await api(integration, `/api/line_items?filter[q][order_id_eq]=${id}`)
    expect(seenByIntegration.json.data).toHaveLength(1)
    for (const path of [
      '/api/orders',
      `/api/orders?filter[q][id_eq]=${id}`,
      `/api/line_items?filter[q][order_id_eq]=${id}`,
      '/api/shipments',
      '/api/addresses',
      '/api/wire_transfers',
      '/api/line_item_options',
    ]) {
      const list = await api(italy, path)
      expect({ path, status: list.status, data: list.json.data }).toEqual({ path, status: 200, data: [] })
    }
  })

  it('cannot be written to by a customer who does not own it', async () => {
    const id = await guestCart(italy)
    const response = await api(customer, '/api/line_items', {
      method: 'POST',
      body: {
        data: {
          type: 'line_items',
          attributes: { sku_code: 'OIL-EVO-TUSCANY-500', quantity: 1 },
          relationships: { order: { data: { type: 'orders', id } } },
        },
      },
    })
    expect(response.status).toBe(422)
    expect(response.json.errors[0].source.pointer).toBe('/data/relationships/order')
    const order = await api(italy, `/api/orders/${id}?include=line_items`)
    expect(order.json.data.relationships.line_items.data).toHaveLength(1)
  })

  it('cannot renumber its order, which only an integration may', async () => {
    const order = (
      await api(italy, '/api/orders', { method: 'POST', body: { data: { type: 'orders', attributes: {} } } })
    ).json.data
    const renumber = (token: string, number: string) =>
      api(token, `/api/orders/${order.id}`, {
        method: 'PATCH',
        body: { data: { type: 'orders', id: order.id, attributes: { number } } },
      })
    expect((await renumber(italy, 'MINE')).json.data.attributes.number).toBe(order.attributes.number)
    expect((await renumber(integration, 'B2B-1')).json.data.attributes.number).toBe('B2B-1')
  })

  it('cannot run a back-office trigger on its order, shipment or line item', async () => {
    const id = await guestCart(italy)
    const order = await api(italy, `/api/orders/${id}?include=shipments,line_items`)
    const included = (type: string) =>
      order.json.included.find((record: { type: string }) => record.type === type)
    const shipment = included('shipments')
    const trigger = (type: string, recordId: string, name: string) =>
      api(italy, `/api/${type}/${recordId}`, {
        method: 'PATCH',
        body: { data: { type, id: recordId, attributes: { [name]: true } } },
      })
    for (const [type, recordId, name] of [
      ['orders', id, '_refresh_prices'],
      ['orders', id, '_cancel'],
      ['shipments', shipment.id, '_cancel'],
      ['line_items', included('line_items').id, '_reserve_stock'],
    ]) {
      expect((await trigger(type, recordId, name)).status, `${type} ${name}`).toBe(401)
    }
    const after = await api(italy, `/api/shipments/${shipment.id}`)
    expect(after.json.data.attributes.status).toBe(shipment.attributes.status)
  })

  it('cannot open a guest order of another market', async () => {
    const id = await guestCart(italy)
    expect((await api(uk, `/api/orders/${id}`)).status).toBe(404)
  })
})

describe('a customer token', () => {
  it('sees its own customer and address book', async () => {
    const customers = await api(customer, '/api/customers?include=customer_addresses.address')
    expect(customers.json.data.map((c: { attributes: { email: string } }) => c.attributes.email)).toEqual([
      demoCustomer.email,
    ])
    const addresses = customers.json.included.filter((r: { type: string }) => r.type === 'addresses')
    expect(
      addresses.map((a: { attributes: { billing_info: string | null } }) => a.attributes.billing_info),
    ).toContain('RSSMRA80A01F205X')
  })

  it('files an address it adds to the book without naming the customer under its own', async () => {
    const address = await api(customer, '/api/addresses', {
      method: 'POST',
      body: { data: { type: 'addresses', attributes: italianAddress } },
    })
    const entry = await api(customer, '/api/customer_addresses?include=customer', {
      method: 'POST',
      body: {
        data: {
          type: 'customer_addresses',
          attributes: { customer_email: demoCustomer.email },
          relationships: { address: { data: { type: 'addresses', id: address.json.data.id } } },
        },
      },
    })
    expect(entry.status).toBe(201)
    expect(entry.json.included[0].attributes.email).toBe(demoCustomer.email)
  })

  it('cannot change another customer', async () => {
    const other = await api(integration, '/api/customers', {
      method: 'POST',
      body: {
        data: { type: 'customers', attributes: { email: 'someone@example.com', password: 'someone-1' } },
      },
    })
    const response = await api(customer, `/api/customers/${other.json.data.id}`, {
      method: 'PATCH',
      body: {
        data: { type: 'customers', id: other.json.data.id, attributes: { email: 'hijack@example.com' } },
      },
    })
    expect(response.status).toBe(404)
    const after = await api(integration, `/api/customers/${other.json.data.id}`)
    expect(after.json.data.attributes.email).toBe('someone@example.com')
  })

  it('never sees a password or its hash', async () => {
    const me = (await api(customer, '/api/customers')).json.data[0]
    expect(me.attributes).not.toHaveProperty('password')
    expect(JSON.stringify(me)).not.toContain('pbkdf2')
  })
})
