import { beforeAll, describe, expect, it } from 'vitest'
import { api, integrationToken, italianAddress } from '../../test/api'

let token: string
let skuId: string

beforeAll(async () => {
  token = await integrationToken()
  skuId = (await api(token, '/api/skus?filter[q][code_eq]=OIL-LEMON-250')).json.data[0].id
})

/** POSTs a new record of `type` with the integration token. */
const create = (type: string, attributes: Record<string, unknown>) =>
  api(token, `/api/${type}`, { method: 'POST', body: { data: { type, attributes } } })

const patchSku = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  api(token, `/api/skus/${skuId}`, {
    method: 'PATCH',
    body: { data: { type: 'skus', id: skuId, attributes, ...extra } },
  })

describe('writes', () => {
  it('creates a sku and links a price to it by sku_code', async () => {
    const sku = await create('skus', { code: 'TEST-NEW', name: 'New product' })
    expect(sku.status).toBe(201)
    const priceList = (await api(token, '/api/price_lists?filter[q][currency_code_eq]=EUR')).json.data[0]
    const price = await api(token, '/api/prices?include=sku', {
      method: 'POST',
      body: {
        data: {
          type: 'prices',
          attributes: { sku_code: 'TEST-NEW', amount_cents: 1234 },
          relationships: { price_list: { data: { type: 'price_lists', id: priceList.id } } },
        },
      },
    })
    expect(price.status).toBe(201)
    expect(price.json.data.attributes).toMatchObject({ formatted_amount: '€12,34', currency_code: 'EUR' })
    expect(price.json.data.relationships.sku.data.id).toBe(sku.json.data.id)
  })

  it('refuses a sku code already taken, on create and on update, as Commerce Layer does', async () => {
    const refused = await create('skus', { code: 'OIL-LEMON-250', name: 'Another lemon oil' })
    expect(refused.status).toBe(422)
    expect(refused.json.errors[0]).toMatchObject({ source: { pointer: '/data/attributes/code' } })
    expect((await api(token, '/api/skus?filter[q][code_eq]=OIL-LEMON-250')).json.meta.record_count).toBe(1)
    const other = await create('skus', { code: 'TEST-UNIQUE', name: 'Unique' })
    const renamed = await api(token, `/api/skus/${other.json.data.id}`, {
      method: 'PATCH',
      body: { data: { type: 'skus', id: other.json.data.id, attributes: { code: 'OIL-LEMON-250' } } },
    })
    expect(renamed.status).toBe(422)
    // A sku saved with its own code is no clash.
    expect((await patchSku({ code: 'OIL-LEMON-250' })).status).toBe(200)
  })

  it('answers null data for a has-one link that is not set', async () => {
    const priceList = (await api(token, '/api/price_lists?filter[q][currency_code_eq]=EUR')).json.data[0]
    const price = await api(token, '/api/prices', {
      method: 'POST',
      body: {
        data: {
          type: 'prices',
          attributes: { amount_cents: 100 },
          relationships: { price_list: { data: { type: 'price_lists', id: priceList.id } } },
        },
      },
    })
    expect(price.status).toBe(201)
    const sku = await api(token, `/api/prices/${price.json.data.id}/sku`)
    expect(sku.status).toBe(200)
    expect(sku.json).toEqual({ data: null })
  })

  it('updates what is updatable and answers with the stored record', async () => {
    const response = await patchSku({ description: 'Fresh', metadata: { note: 'x' } })
    expect(response.status).toBe(200)
    expect(response.json.data.attributes).toMatchObject({ description: 'Fresh', metadata: { note: 'x' } })
  })

  it('gives what a create leaves out Commerce Layer’s default, and keeps what it sends', async () => {
    const card = await create('gift_cards', { currency_code: 'EUR', balance_cents: 500, rechargeable: false })
    expect(card.json.data.attributes).toMatchObject({
      single_use: false,
      rechargeable: false,
      distribute_discount: true,
    })
  })

  it('names a payment method after its source when it is given no name, as Rails titleizes', async () => {
    const method = await create('payment_methods', {
      payment_source_type: 'braintree_payments',
      price_amount_cents: 0,
    })
    expect(method.json.data.attributes.name).toBe('Braintree Payments')
  })

  it('makes a sku list manual unless told otherwise, with a slug of its name', async () => {
    const list = await create('sku_lists', { name: 'Caffè & Tè' })
    expect(list.json.data.attributes).toMatchObject({ manual: true, slug: 'caffe-te' })
  })

  it('reads the words "true" and "false" as booleans, as Commerce Layer does', async () => {
    const on = await patchSku({ do_not_ship: 'true' })
    expect(on.json.data.attributes.do_not_ship).toBe(true)
    const shipless = await api(
      token,
      '/api/skus?filter[q][do_not_ship_true]=true&filter[q][code_eq]=OIL-LEMON-250',
    )
    expect(shipless.json.data).toHaveLength(1)
    const off = await patchSku({ do_not_ship: 'false' })
    expect(off.json.data.attributes.do_not_ship).toBe(false)
  })
})

describe('bad writes leave data unchanged', () => {
  const unchanged = async () => {
    const sku = (await api(token, `/api/skus/${skuId}`)).json.data.attributes
    return { code: sku.code, updated_at: sku.updated_at, weight: sku.weight }
  }

  it.each([
    ['an unknown attribute', { colour: 'green' }, 400, 'PARAM_NOT_ALLOWED', '/data/attributes/colour'],
    ['a read-only attribute', { inventory: {} }, 400, 'PARAM_NOT_ALLOWED', '/data/attributes/inventory'],
    [
      'a string where a number belongs',
      { weight: 'heavy' },
      422,
      'VALIDATION_ERROR',
      '/data/attributes/weight',
    ],
    ['a blank required attribute', { code: null }, 422, 'VALIDATION_ERROR', '/data/attributes/code'],
    [
      'a word where a boolean belongs',
      { do_not_ship: 'yes' },
      422,
      'VALIDATION_ERROR',
      '/data/attributes/do_not_ship',
    ],
  ])('refuses %s', async (_label, attributes, status, code, pointer) => {
    const before = await unchanged()
    const response = await patchSku(attributes)
    expect(response.status).toBe(status)
    expect(response.json.errors[0]).toMatchObject({ code, status: String(status), source: { pointer } })
    expect(await unchanged()).toEqual(before)
  })

  it('refuses a link to a record that does not exist', async () => {
    const response = await api(token, '/api/stock_items', {
      method: 'POST',
      body: {
        data: {
          type: 'stock_items',
          attributes: { quantity: 1 },
          relationships: { sku: { data: { type: 'skus', id: 'missingSku' } } },
        },
      },
    })
    expect(response.status).toBe(422)
    expect(response.json.errors[0].source.pointer).toBe('/data/relationships/sku')
  })

  it('refuses a document of another type', async () => {
    const before = await unchanged()
    const response = await api(token, `/api/skus/${skuId}`, {
      method: 'PATCH',
      body: { data: { type: 'prices', id: skuId, attributes: { name: 'x' } } },
    })
    expect(response.status).toBe(400)
    expect(await unchanged()).toEqual(before)
  })

  it('refuses a document whose id is not the one in the URL', async () => {
    const before = await unchanged()
    const response = await patchSku({ weight: 1 }, { id: 'anotherSku' })
    expect(response.status).toBe(400)
    expect(response.json.errors[0].code).toBe('INVALID_DATA_FORMAT')
    expect(await unchanged()).toEqual(before)
  })

  it('refuses an empty required attribute on create', async () => {
    const response = await create('skus', { code: 'EMPTY-NAME', name: '' })
    expect(response.status).toBe(422)
    // Rails' wording, as Commerce Layer answers: the message, the field before it, the error key.
    expect(response.json.errors[0]).toEqual({
      title: "can't be blank",
      detail: "name - can't be blank",
      code: 'VALIDATION_ERROR',
      source: { pointer: '/data/attributes/name' },
      status: '422',
      meta: { error: 'blank' },
    })
    expect((await api(token, '/api/skus?filter[q][code_eq]=EMPTY-NAME')).json.data).toEqual([])
  })

  const without = (name: keyof typeof italianAddress) =>
    Object.fromEntries(Object.entries(italianAddress).filter(([key]) => key !== name))

  const running = { starts_at: '2026-01-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' }

  it.each([
    ['a customer', 'email', 'customers', { password: 'secret-1' }],
    ['an address', 'line_1', 'addresses', without('line_1')],
    ['an address', 'phone', 'addresses', without('phone')],
    ['a person’s address', 'last_name', 'addresses', without('last_name')],
    ['a company’s address', 'company', 'addresses', { ...italianAddress, business: true }],
    ['a bundle', 'code', 'bundles', { name: 'Box', currency_code: 'EUR', price_amount_cents: 100 }],
    ['a password reset', 'customer_email', 'customer_password_resets', {}],
    ['an adjustment', 'currency_code', 'adjustments', { name: 'Goodwill', amount_cents: -100 }],
    ['a newsletter subscription', 'reference', 'customer_subscriptions', { customer_email: 'a@example.com' }],
    ['an address book entry', 'customer_email', 'customer_addresses', {}],
    ['a line item option', 'quantity', 'line_item_options', { options: { message: 'Hi' } }],
    ['a line item option', 'options', 'line_item_options', { quantity: 1 }],
    ['a coupon', 'code', 'coupons', { usage_limit: 1 }],
    ['a gift card', 'balance_cents', 'gift_cards', { currency_code: 'EUR' }],
    ['a promotion', 'name', 'percentage_discount_promotions', { ...running, percentage: 5 }],
    [
      'a promotion',
      'starts_at',
      'percentage_discount_promotions',
      { ...running, name: 'Later', starts_at: undefined },
    ],
    [
      'a promotion',
      'expires_at',
      'percentage_discount_promotions',
      { ...running, name: 'Ever', expires_at: undefined },
    ],
  ])('refuses %s created without its %s', async (_label, missing, type, attributes) => {
    const response = await create(type, attributes)
    expect(response.status).toBe(422)
    expect(response.json.errors[0].source.pointer).toBe(`/data/attributes/${missing}`)
  })

  it('refuses a missing required attribute on create', async () => {
    const response = await create('skus', { code: 'NO-NAME' })
    expect(response.status).toBe(422)
    expect(response.json.errors[0].source.pointer).toBe('/data/attributes/name')
    expect((await api(token, '/api/skus?filter[q][code_eq]=NO-NAME')).json.data).toEqual([])
  })
})
