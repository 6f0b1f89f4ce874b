import { createCommerceClient } from '@storefront/shared/commerce'
import { describe, expect, it, vi } from 'vitest'
import { json } from '../../../../test/fake-responses'
import { apiBase, token } from '../../../../test/harness'
import { findSkuOptionId } from './list-sku-options'

/** A market's sku options, answered a page at a time as Commerce Layer does (at most 25). */
function optionsApi(count: number, greetingCardAt: number | null) {
  const options = Array.from({ length: count }, (_, i) => ({
    id: `opt${i}`,
    type: 'sku_options',
    attributes: {
      name: `Option ${i}`,
      metadata: { code: i === greetingCardAt ? 'greeting-card' : `other-${i}` },
    },
  }))
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const size = Math.min(25, Number(url.searchParams.get('page[size]') ?? 10))
    const page = Number(url.searchParams.get('page[number]') ?? 1)
    return json(200, {
      data: options.slice((page - 1) * size, page * size),
      meta: { record_count: count, page_count: Math.ceil(count / size) },
    })
  })
}

const clientWith = (fetch: typeof globalThis.fetch) =>
  createCommerceClient({ accessToken: token(), apiBase, fetch })

describe('findSkuOptionId', () => {
  it('reads the next pages until the option turns up, and no further', async () => {
    const fetch = optionsApi(80, 30)
    expect(await findSkuOptionId(clientWith(fetch), 'greeting-card')).toBe('opt30')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('reads one page when the option is on it, and none the next time the same client asks', async () => {
    const fetch = optionsApi(30, 3)
    const client = clientWith(fetch)
    expect(await findSkuOptionId(client, 'greeting-card')).toBe('opt3')
    expect(await findSkuOptionId(client, 'greeting-card')).toBe('opt3')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('answers null after the last page when the market has no such option', async () => {
    const fetch = optionsApi(30, null)
    expect(await findSkuOptionId(clientWith(fetch), 'greeting-card')).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
