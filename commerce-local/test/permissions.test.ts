import { beforeAll, describe, expect, it } from 'vitest'
import { demoCustomer } from '../src/seed'
import { api, customerLogin, guestToken, integrationToken } from './api'

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

  it('cannot read a price of another market by id', async () => {
    const usd = (await api(integration, '/api/prices?filter[q][currency_code_eq]=USD&page[size]=1')).json
      .data[0]
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
