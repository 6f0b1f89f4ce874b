import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, serverError } from '../../../test/fake-api'
import { listDocument, skuList } from '../../../test/json-api'
import { markets, renderCatalog } from '../../../test/render-catalog'

const slugs = ['wines', 'oils', 'pasta', 'coffee', 'sweets', 'spirits', 'preserves']

describe('categories page', () => {
  it('shows the categories in the order the shop gives them, those without a place last', async () => {
    const placed = (slug: string, position?: number) => {
      const list = skuList(slug, slug, slug)
      return { ...list, attributes: { ...list.attributes, metadata: { kind: 'category', position } } }
    }
    fakeApi({ '/sku_lists': () => listDocument([placed('sweets'), placed('oils', 2), placed('wines', 1)]) })
    renderCatalog({ name: 'categories' }, markets.gb)
    await screen.findByRole('link', { name: 'sweets' })
    const tiles = screen.getAllByRole('link', { name: /^(wines|oils|sweets)$/ })
    expect(tiles.map((tile) => tile.textContent)).toEqual(['wines', 'oils', 'sweets'])
  })

  it('shows every category of a shop with more lists than one page holds', async () => {
    const api = fakeApi({
      '/sku_lists': (url) =>
        url.searchParams.get('page[number]') === '2'
          ? listDocument([skuList('l26', 'cheese', 'cheese')], [], 2, 26)
          : listDocument(
              Array.from({ length: 25 }, (_, i) => skuList(`l${i}`, `list-${i}`, `list ${i}`)),
              [],
              2,
              26,
            ),
    })
    renderCatalog({ name: 'categories' }, markets.gb)
    expect(await screen.findByRole('link', { name: 'cheese' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'list 0' })).toBeTruthy()
    expect(api.requests.filter((url) => url.startsWith('/api/sku_lists'))).toHaveLength(2)
  })

  it('asks for the pictures in view at once, the first ahead of the rest, and leaves the others to the scroll', async () => {
    const pictured = slugs.map((slug, i) => {
      const list = skuList(`l${i}`, slug, slug)
      return { ...list, attributes: { ...list.attributes, image_url: `/images/${slug}.svg` } }
    })
    fakeApi({ '/sku_lists': () => listDocument(pictured) })
    renderCatalog({ name: 'categories' }, markets.gb)
    await screen.findByRole('link', { name: 'preserves' })
    const images = [...document.querySelectorAll('img')]
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([...Array(6).fill('eager'), 'lazy'])
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array(6).fill('auto')])
    // The API names its pictures by path: they live beside it, not on the page's origin.
    expect(images[0]?.getAttribute('src')).toBe('http://api.test/images/wines.svg')
  })

  it('gives each tile its category’s description, and leads to the category', async () => {
    const wines = skuList('l1', 'wines', 'Wines')
    const described = {
      ...wines,
      attributes: { ...wines.attributes, description: 'Reds and whites from Piedmont' },
    }
    fakeApi({ '/sku_lists': () => listDocument([described]) })
    renderCatalog({ name: 'categories' }, markets.gb)
    const tile = await screen.findByRole('link', { name: /^Wines/ })
    expect(tile.textContent).toBe('WinesReds and whites from Piedmont')
    expect(tile.getAttribute('href')).toBe('/united-kingdom/gbp/en/categories/wines')
  })

  it('says when the categories cannot load, and loads them again on retry', async () => {
    let calls = 0
    fakeApi({
      '/sku_lists': () => (++calls === 1 ? serverError() : listDocument([skuList('l1', 'wines', 'Wines')])),
    })
    renderCatalog({ name: 'categories' }, markets.gb)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Wines' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the shop has no categories yet', async () => {
    fakeApi({ '/sku_lists': () => listDocument([skuList('l1', 'gift-tuscany', 'Box', 'bundle')]) })
    renderCatalog({ name: 'categories' }, markets.gb)
    // A gift box's list is no category: the page has nothing to show but its title.
    expect(await screen.findByText('There are no products in this section yet.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Box' })).toBeNull()
  })
})
