import { createCommerceClient } from '@storefront/shared/commerce'
import { describe, expect, it, vi } from 'vitest'
import { json } from '../../../../test/fake-responses'
import { apiBase, token } from '../../../../test/harness'
import { getSkuInventory } from './get-sku-inventory'

/** One sku as Commerce Layer answers a retrieve: `inventory` is computed for this call only. */
function skuApi(attributes: { do_not_track: boolean; inventory: { quantity: number } | null }) {
  return vi.fn(async (_input: RequestInfo | URL) =>
    json(200, { data: { id: 'sku1', type: 'skus', attributes: { code: 'OIL-1', ...attributes } } }),
  )
}

const inventoryOf = (fetch: typeof globalThis.fetch) =>
  getSkuInventory(createCommerceClient({ accessToken: token(), apiBase, fetch }), 'sku1')

describe('getSkuInventory', () => {
  it('answers the units left of a tracked sku', async () => {
    const fetch = skuApi({ do_not_track: false, inventory: { quantity: 7 } })
    expect(await inventoryOf(fetch)).toEqual({ id: 'sku1', code: 'OIL-1', available: 7 })
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/api/skus/sku1')
    expect(url.searchParams.get('fields[skus]')?.split(',')).toEqual(
      expect.arrayContaining(['do_not_track', 'inventory']),
    )
  })

  it('never limits a sku whose stock is not tracked, whatever its inventory says', async () => {
    expect((await inventoryOf(skuApi({ do_not_track: true, inventory: { quantity: 0 } }))).available).toBe(
      Number.POSITIVE_INFINITY,
    )
    expect((await inventoryOf(skuApi({ do_not_track: true, inventory: null }))).available).toBe(
      Number.POSITIVE_INFINITY,
    )
  })

  it('counts a tracked sku without an inventory, or below zero, as sold out', async () => {
    expect((await inventoryOf(skuApi({ do_not_track: false, inventory: null }))).available).toBe(0)
    expect((await inventoryOf(skuApi({ do_not_track: false, inventory: { quantity: -2 } }))).available).toBe(
      0,
    )
  })
})
