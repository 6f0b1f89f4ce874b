import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutSteps } from '../../orders/test/checkout-steps'
import { appFetch, sdk, token } from '../../orders/test/client'
import { insertFixtures, testIds, testSkus } from '../../orders/test/fixtures'

beforeAll(() => insertFixtures(env.DB))

/** A guest's order of the last units, placed: placing reserves what it takes. */
async function placeLastUnits(quantity: number) {
  const guest = await sdk()
  const steps = checkoutSteps(guest)
  const order = await steps.cart([{ sku_code: testSkus.last, quantity }])
  await steps.addresses(order.id)
  await steps.payment(order.id, 'wire_transfers')
  await guest.wire_transfers.create({ order: guest.orders.relationship(order.id) })
  await guest.orders.update({ id: order.id, _place: true })
}

async function get(path: string, bearer?: string) {
  const response = await appFetch(`https://demo-store.commercelayer.io${path}`, {
    headers: { Authorization: `Bearer ${bearer ?? (await token())}`, Accept: 'application/vnd.api+json' },
  })
  // biome-ignore lint/suspicious/noExplicitAny: test documents are inspected freely
  return { status: response.status, json: (await response.json()) as any }
}

/** The last units' stock item as a listing reads it: on hand, and its reserved stock. */
async function listedLastUnits() {
  const guest = await sdk()
  const [sku] = await guest.skus.list({
    filters: { code_eq: testSkus.last },
    include: ['stock_items.reserved_stock'],
    fields: {
      skus: ['code', 'stock_items'],
      stock_items: ['quantity', 'reserved_stock'],
      reserved_stocks: ['quantity'],
    },
  })
  const item = sku?.stock_items?.[0]
  return { skuId: sku?.id ?? '', onHand: item?.quantity, reserved: item?.reserved_stock?.quantity }
}

describe('reserved stocks', () => {
  it('come with a listing’s stock items, holding what placed orders reserved, which the sku’s inventory takes off', async () => {
    const before = await listedLastUnits()
    expect(before).toMatchObject({ onHand: 5, reserved: 0 })

    await placeLastUnits(2)

    const after = await listedLastUnits()
    expect(after).toMatchObject({ onHand: 5, reserved: 2 })
    const guest = await sdk()
    const sku = await guest.skus.retrieve(after.skuId, { fields: { skus: ['inventory'] } })
    expect((sku.inventory as { quantity: number }).quantity).toBe(3)
  })

  it('are listed and retrieved by id with their stock item and sku, one per stock item the token sees', async () => {
    const list = await get('/api/reserved_stocks?include=stock_item,sku&page[size]=25')
    expect(list.status).toBe(200)
    expect(list.json.meta.record_count).toBe(3)
    const last = list.json.data.find(
      (r: { relationships: { stock_item: { data: { id: string } } } }) =>
        r.relationships.stock_item.data.id === testIds.lastUnitsStock,
    )
    expect(last.attributes.quantity).toBeGreaterThan(0)
    const sku = list.json.included.find(
      (r: { type: string; id: string }) => r.type === 'skus' && r.id === last.relationships.sku.data.id,
    )
    expect(sku.attributes.code).toBe(testSkus.last)

    const one = await get(`/api/reserved_stocks/${last.id}?include=stock_item`)
    expect(one.status).toBe(200)
    expect(one.json.data.attributes.quantity).toBe(last.attributes.quantity)
    expect(one.json.included[0]).toMatchObject({ type: 'stock_items', id: testIds.lastUnitsStock })
    const related = await get(`/api/stock_items/${testIds.lastUnitsStock}/reserved_stock`)
    expect(related.json.data).toMatchObject({ type: 'reserved_stocks', id: last.id })
  })

  it('show a sales channel only those of its stock locations, as its stock items', async () => {
    // The demo's stock items are in warehouses the order tests' market does not ship from.
    const integration = await token(undefined, true)
    const all = await get('/api/reserved_stocks?page[size]=1', integration)
    const elsewhere = await get('/api/stock_items?filter[q][sku_code_eq]=WINE-BRUNELLO-2018', integration)
    const hidden = elsewhere.json.data[0].id
    expect(all.json.meta.record_count).toBeGreaterThan(3)
    expect((await get(`/api/reserved_stocks/${hidden}`, integration)).status).toBe(200)
    expect((await get(`/api/reserved_stocks/${hidden}`)).status).toBe(404)
    const included = await get(`/api/stock_items/${testIds.lastUnitsStock}?include=reserved_stock`)
    expect(included.json.included).toHaveLength(1)
  })

  it('filter stock items by what is reserved of them, and reserved stocks by their stock item and sku', async () => {
    const reserved = await get('/api/stock_items?filter[q][reserved_stock_quantity_gt]=0')
    expect(reserved.json.data.map((item: { id: string }) => item.id)).toEqual([testIds.lastUnitsStock])
    const ofItem = await get(`/api/reserved_stocks?filter[q][stock_item_id_eq]=${testIds.lastUnitsStock}`)
    expect(ofItem.json.meta.record_count).toBe(1)
    const ofSku = await get(`/api/reserved_stocks?filter[q][sku_code_eq]=${testSkus.oil}`)
    expect(ofSku.json.data).toHaveLength(1)
    expect(ofSku.json.data[0].attributes.quantity).toBe(0)
    const sorted = await get('/api/reserved_stocks?sort=-quantity&page[size]=1')
    expect(sorted.json.data[0].relationships.stock_item).toBeDefined()
    expect(sorted.json.data[0].id).toBe(testIds.lastUnitsStock)
  })

  it('refuse every write, as Commerce Layer lists and retrieves them only', async () => {
    const integration = await token(undefined, true)
    const write = (method: string, path: string) =>
      appFetch(`https://demo-store.commercelayer.io${path}`, {
        method,
        headers: { Authorization: `Bearer ${integration}`, 'Content-Type': 'application/vnd.api+json' },
        body:
          method === 'DELETE'
            ? null
            : JSON.stringify({ data: { type: 'reserved_stocks', attributes: { reference: 'x' } } }),
      })
    const id = testIds.lastUnitsStock
    expect((await write('POST', '/api/reserved_stocks')).status).toBe(401)
    expect((await write('PATCH', `/api/reserved_stocks/${id}`)).status).toBe(401)
    expect((await write('DELETE', `/api/reserved_stocks/${id}`)).status).toBe(401)
    expect((await get(`/api/stock_items/${id}`, integration)).status).toBe(200)
  })
})
