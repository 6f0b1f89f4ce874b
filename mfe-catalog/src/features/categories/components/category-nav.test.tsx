import type { Screen } from '@storefront/shared/routes'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api'
import { listDocument, price, sku, skuList } from '../../../test/json-api'
import { markets, renderCatalog } from '../../../test/render-catalog'

const wine = sku({ id: 'w1', code: 'WINE-1', name: 'Barolo', price: price('p1', 4590) })

/** The chips' marks on a screen, by chip: what a screen reader says of each. */
async function chipMarks(shown: Screen) {
  fakeApi({
    '/sku_lists': () => listDocument([skuList('l1', 'wines', 'Wines'), skuList('l2', 'oils', 'Olive oils')]),
    '/skus': () => listDocument([wine], [price('p1', 4590)], 2, 26),
  })
  renderCatalog(shown, markets.gb)
  const row = await screen.findByRole('navigation', { name: 'Categories' })
  await screen.findByTestId('product-card')
  return Object.fromEntries(
    within(row)
      .getAllByRole('link')
      .map((chip) => [chip.textContent, chip.getAttribute('aria-current')]),
  )
}

describe('the category row', () => {
  it('marks the category shown as the page, the one link here to it', async () => {
    expect(await chipMarks({ name: 'category', slug: 'wines' })).toEqual({
      'All categories': null,
      Wines: 'page',
      'Olive oils': null,
    })
  })

  // Its chip leads to the first page: that link is not to the page shown.
  it('marks the category of a later page as the current one, not as the page', async () => {
    expect(await chipMarks({ name: 'category', slug: 'wines', page: 2 })).toEqual({
      'All categories': null,
      Wines: 'true',
      'Olive oils': null,
    })
  })

  // The shell's main menu links to the listing too, and marks it as the page: two links to it
  // marked so told a screen reader of two current pages.
  it.each<[string, Screen]>([
    ['the listing', { name: 'listing' }],
    ['a later page of the listing', { name: 'listing', page: 2 }],
    ['the home, which shows the listing’s first page', { name: 'home' }],
  ])('marks all categories as the current chip on %s, never as the page', async (_, shown) => {
    expect(await chipMarks(shown)).toEqual({ 'All categories': 'true', Wines: null, 'Olive oils': null })
  })
})
