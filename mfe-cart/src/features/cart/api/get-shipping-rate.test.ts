import type { CommerceClient } from '@storefront/shared/commerce'
import { describe, expect, it, vi } from 'vitest'
import { getShippingRate } from './get-shipping-rate'

const clientListing = (list: ReturnType<typeof vi.fn>) =>
  ({ shipping_methods: { list } }) as unknown as CommerceClient
const method = (attributes: Record<string, unknown>) => ({
  scheme: 'flat',
  currency_code: 'EUR',
  price_amount_cents: 590,
  free_over_amount_cents: 4900,
  use_subtotal: false,
  ...attributes,
})

describe('getShippingRate', () => {
  it("reads the flat rate of the method named by the country's reference, once per client", async () => {
    const list = vi.fn().mockResolvedValue([method({})])
    const client = clientListing(list)
    const rate = { priceCents: 590, freeOverCents: 4900, comparesSubtotal: false }
    expect(await getShippingRate(client, 'standard-it', 'EUR')).toEqual(rate)
    expect(await getShippingRate(client, 'standard-it', 'EUR')).toEqual(rate)
    expect(list).toHaveBeenCalledTimes(1)
    expect(list.mock.calls[0]?.[0]).toMatchObject({
      filters: { reference_eq: 'standard-it', currency_code_eq: 'EUR' },
    })
  })

  it('gives none for a method priced per shipment, or in another currency than the cart', async () => {
    expect(
      await getShippingRate(
        clientListing(vi.fn().mockResolvedValue([method({ scheme: 'weight_tiered' })])),
        'a',
        'EUR',
      ),
    ).toBeNull()
    expect(
      await getShippingRate(
        clientListing(vi.fn().mockResolvedValue([method({ currency_code: 'USD' })])),
        'a',
        'EUR',
      ),
    ).toBeNull()
    expect(await getShippingRate(clientListing(vi.fn().mockResolvedValue([])), 'a', 'EUR')).toBeNull()
  })

  it('asks again after a failed read: a passing outage is not kept for the page’s life', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([method({})])
    const client = clientListing(list)
    await expect(getShippingRate(client, 'standard-it', 'EUR')).rejects.toThrow('offline')
    expect(await getShippingRate(client, 'standard-it', 'EUR')).not.toBeNull()
    expect(list).toHaveBeenCalledTimes(2)
  })
})
