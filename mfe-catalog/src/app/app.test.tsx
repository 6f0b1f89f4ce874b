import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../test/fake-api'
import { listDocument } from '../test/json-api'
import { markets, renderCatalog } from '../test/render-catalog'

describe('catalog App', () => {
  it('marks its root as the catalog’s, in the visitor’s language', async () => {
    fakeApi({ '/skus': () => listDocument([]), '/sku_lists': () => listDocument([]) })
    const italian = renderCatalog({ name: 'listing' })
    await screen.findByText('Non ci sono ancora prodotti in questa sezione.')
    expect(italian.container.querySelector('[data-boundary="catalog"]')?.getAttribute('lang')).toBe('it')
    italian.unmount()
    // Another market's language, so a root written for Italy alone cannot pass.
    const english = renderCatalog({ name: 'listing' }, markets.gb)
    await screen.findByText('There are no products in this section yet.')
    expect(english.container.querySelector('[data-boundary="catalog"]')?.getAttribute('lang')).toBe('en')
  })

  it('leaves no listener on the bus after many mounts and unmounts', async () => {
    fakeApi({ '/skus': () => listDocument([]), '/sku_lists': () => listDocument([]) })
    const first = renderCatalog({ name: 'listing' })
    const before = first.bus.listenerCount('session:changed')
    first.unmount()
    for (let i = 0; i < 5; i++) renderCatalog({ name: 'categories' }).unmount()
    // Only the test's own analytics listeners remain; none of the catalog's session clients.
    expect(first.bus.listenerCount('session:changed')).toBe(before - 1)
  })

  it('shows not found for a screen that is not the catalog’s', async () => {
    fakeApi({})
    renderCatalog({ name: 'cart' })
    expect(await screen.findByText('Pagina non trovata')).toBeTruthy()
  })
})
