import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { api, guestToken, integrationToken } from '../../test/api'
import { createReadBatcher } from './read-batcher'

const select = (db: D1Database, code: string) =>
  db
    .prepare("SELECT id FROM records WHERE type = 'skus' AND json_extract(attributes, '$.code') = ?")
    .bind(code)

describe('createReadBatcher', () => {
  it('answers concurrent reads from one round trip, each with its own rows', async () => {
    const { db, roundTrips } = createReadBatcher(env.DB)
    const [oil, wine, none, count] = await Promise.all([
      select(db, 'OIL-EVO-TUSCANY-500').first<{ id: string }>(),
      select(db, 'WINE-BRUNELLO-2018').all<{ id: string }>(),
      select(db, 'NO-SUCH-SKU').first(),
      db.prepare("SELECT count(*) AS n FROM records WHERE type = 'skus'").first<number>('n'),
    ])
    expect(roundTrips()).toBe(1)
    expect(oil?.id).toEqual(expect.any(String))
    expect(wine.results).toHaveLength(1)
    expect(wine.results[0]?.id).not.toBe(oil?.id)
    expect(none).toBeNull()
    expect(count).toBeGreaterThan(30)
  })

  it('fails only the caller whose statement is wrong', async () => {
    const { db } = createReadBatcher(env.DB)
    const [good, bad] = await Promise.allSettled([
      select(db, 'OIL-EVO-TUSCANY-500').first(),
      db.prepare('SELECT no_such_column FROM records').all(),
    ])
    expect(good.status).toBe('fulfilled')
    expect(bad.status).toBe('rejected')
  })

  it('never holds a write back: it runs at once, in the order it was issued', async () => {
    const { db, roundTrips } = createReadBatcher(env.DB)
    await db
      .prepare('INSERT INTO revoked_access_tokens (rand, expires_at) VALUES (?, ?)')
      .bind('batch-test', 1)
      .run()
    expect(roundTrips()).toBe(1)
    const row = await db
      .prepare('SELECT rand FROM revoked_access_tokens WHERE rand = ?')
      .bind('batch-test')
      .first()
    expect(row).toEqual({ rand: 'batch-test' })
  })
})

describe('an order retrieve with six includes', () => {
  it('reaches D1 once: the order and every include in one batch', async () => {
    // A past order of the demo customer: items, shipment, addresses and payment method all set.
    const token = await integrationToken()
    const [placed] = (await api(token, '/api/orders?filter[q][status_eq]=approved&page[size]=1')).json.data
    const include =
      'line_items,shipments,available_payment_methods,payment_method,billing_address,shipping_address'
    const response = await api(token, `/api/orders/${placed.id}?include=${include}`)
    expect(response.status).toBe(200)
    const types = new Set(response.json.included.map((r: { type: string }) => r.type))
    expect(types).toEqual(new Set(['line_items', 'shipments', 'payment_methods', 'addresses']))
    expect(response.json.data.relationships.billing_address.data).toEqual({
      type: 'addresses',
      id: expect.any(String),
    })
    expect(response.headers.get('Server-Timing')).toContain('d1;desc="1 round trip"')
  })

  it('answers 404 for an order the caller may not see, includes or not', async () => {
    const [placed] = (await api(await integrationToken(), '/api/orders?page[size]=1')).json.data
    const guest = await guestToken('it')
    const response = await api(guest, `/api/orders/${placed.id}?include=line_items,billing_address`)
    expect(response.status).toBe(404)
    expect(response.json.errors[0].code).toBe('RECORD_NOT_FOUND')
  })
})

describe('adding to a cart', () => {
  it('stays within a budget of D1 round trips, so batching does not quietly regress', async () => {
    const token = await guestToken('it')
    const order = (
      await api(token, '/api/orders', { method: 'POST', body: { data: { type: 'orders', attributes: {} } } })
    ).json.data
    const add = (sku_code: string) =>
      api(token, '/api/line_items', {
        method: 'POST',
        body: {
          data: {
            type: 'line_items',
            attributes: { sku_code, quantity: 1 },
            relationships: { order: { data: { type: 'orders', id: order.id } } },
          },
        },
      })
    expect((await add('OIL-EVO-TUSCANY-500')).status).toBe(201)
    const second = await add('WINE-BRUNELLO-2018')
    expect(second.status).toBe(201)
    const trips = Number(/d1;desc="(\d+) round trips?"/.exec(second.headers.get('Server-Timing') ?? '')?.[1])
    // Item, price and stock checks, the insert, the order refresh and the answer: 18 before batching.
    expect(trips).toBeLessThanOrEqual(12)
  })
})
