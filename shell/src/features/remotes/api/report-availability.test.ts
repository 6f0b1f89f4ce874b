import { getShopBus } from '@storefront/shared/events'
import { describe, expect, it } from 'vitest'
import { reportAvailability } from './report-availability'

const unavailable = () => getShopBus().last('shell:remotes-unavailable')?.remotes

describe('reportAvailability', () => {
  it('lists every remote that could not be loaded, not only the last one', () => {
    reportAvailability(getShopBus(), 'catalog', false)
    reportAvailability(getShopBus(), 'cart', false)
    expect(unavailable()).toEqual(['catalog', 'cart'])
  })

  it('takes back only the remote that came back, keeping the others listed', () => {
    reportAvailability(getShopBus(), 'catalog', false)
    reportAvailability(getShopBus(), 'cart', false)
    reportAvailability(getShopBus(), 'cart', true)
    expect(unavailable()).toEqual(['catalog'])
  })
})
