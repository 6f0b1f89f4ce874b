import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api'
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
})
