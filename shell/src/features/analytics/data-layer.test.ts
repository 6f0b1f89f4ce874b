import { getShopBus } from '@storefront/shared/events'
import { describe, expect, it } from 'vitest'
import { forwardAnalytics } from './data-layer'

describe('forwardAnalytics', () => {
  it('adds to the data layer the tag manager already set up, keeping what it holds', () => {
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }]
    const page = { dataLayer }
    forwardAnalytics(getShopBus(), page)
    getShopBus().publish('analytics:event', { event: 'view_item', ecommerce: { currency: 'EUR' } })
    expect(page.dataLayer).toBe(dataLayer)
    expect(dataLayer).toEqual([
      { 'gtm.start': 1 },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR' } },
    ])
  })

  it('forwards an event without ecommerce data on its own, leaving the last ecommerce object alone', () => {
    const page: { dataLayer?: unknown[] } = {}
    forwardAnalytics(getShopBus(), page)
    getShopBus().publish('analytics:event', { event: 'login' })
    expect(page.dataLayer).toEqual([{ event: 'login' }])
  })

  it('pushes an event’s parameters beside it, where GA4 reads them', () => {
    const page: { dataLayer?: unknown[] } = {}
    forwardAnalytics(getShopBus(), page)
    getShopBus().publish('analytics:event', { event: 'search', params: { search_term: 'olio', event: 'x' } })
    expect(page.dataLayer).toEqual([{ event: 'search', search_term: 'olio' }])
  })

  it('stops forwarding once unsubscribed', () => {
    const page = { dataLayer: [] as unknown[] }
    forwardAnalytics(getShopBus(), page)()
    getShopBus().publish('analytics:event', { event: 'login' })
    expect(page.dataLayer).toEqual([])
  })
})
