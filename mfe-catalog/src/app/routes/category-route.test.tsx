import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, gate, serverError } from '../../test/fake-api'
import { listDocument, price, sku, skuList } from '../../test/json-api'
import { markets, renderCatalog } from '../../test/render-catalog'

const lists = () =>
  listDocument([skuList('l1', 'wines', 'Wines'), skuList('l2', 'gift-tuscany', 'Box', 'bundle')])
const wine = sku({ id: 'w1', code: 'WINE-1', name: 'Barolo', price: price('p1', 4590) })

describe('category page', () => {
  it('lists the category’s products under its name, asking by slug at once', async () => {
    const api = fakeApi({ '/sku_lists': lists, '/skus': () => listDocument([wine], [price('p1', 4590)]) })
    renderCatalog({ name: 'category', slug: 'wines' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Wines' })).toBeTruthy()
    expect(screen.getAllByTestId('product-card')).toHaveLength(1)
    expect(api.requests.find((url) => url.startsWith('/api/skus'))).toContain(
      'filter[q][sku_lists_slug_eq]=wines',
    )
    const current = screen.getByRole('link', { name: 'Wines' })
    expect(current.getAttribute('aria-current')).toBe('page')
  })

  it('reports its products as a list of its own, apart from the whole listing’s', async () => {
    fakeApi({ '/sku_lists': lists, '/skus': () => listDocument([wine], [price('p1', 4590)]) })
    const { analytics } = renderCatalog({ name: 'category', slug: 'wines' }, markets.gb)
    const link = await screen.findByRole('link', { name: 'Barolo' })
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item_list')?.ecommerce).toMatchObject({
        // Keyed and named by its slug, the same in every language.
        item_list_id: 'category:wines',
        item_list_name: 'Category: wines',
        items: [
          { item_id: 'WINE-1', item_list_id: 'category:wines', item_list_name: 'Category: wines', index: 0 },
        ],
      }),
    )
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(analytics.find((event) => event.event === 'select_item')?.ecommerce).toMatchObject({
      item_list_id: 'category:wines',
      item_list_name: 'Category: wines',
      items: [{ item_id: 'WINE-1', index: 0 }],
    })
  })

  it('takes its products away when the categories fail: the slug may name no category', async () => {
    const categories = gate()
    fakeApi({
      '/sku_lists': () => categories.opened.then(serverError),
      '/skus': () => listDocument([wine], [price('p1', 4590)]),
    })
    renderCatalog({ name: 'category', slug: 'wines' }, markets.gb)
    // Asked for at once, the products show while the categories load.
    expect(await screen.findByTestId('product-card')).toBeTruthy()
    categories.open()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByTestId('product-card')).toBeNull()
  })

  it('finds its category under a slug written in capitals and puts its own slug in the address', async () => {
    fakeApi({ '/sku_lists': lists, '/skus': () => listDocument([wine], [price('p1', 4590)]) })
    const { intents } = renderCatalog({ name: 'category', slug: 'WINES', page: 2 }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Wines' })).toBeTruthy()
    expect(screen.queryByText('Page not found')).toBeNull()
    await waitFor(() =>
      expect(intents).toEqual([{ screen: { name: 'category', slug: 'wines', page: 2 }, replace: true }]),
    )
  })

  it('shows not found for a slug that is no category, gift-box lists included', async () => {
    fakeApi({ '/sku_lists': lists, '/skus': () => listDocument([]) })
    renderCatalog({ name: 'category', slug: 'gift-tuscany' }, markets.gb)
    expect(await screen.findByText('Page not found')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Box' })).toBeNull()
  })
})
