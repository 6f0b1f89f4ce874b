import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { refuseForStock } from '../test/cart-answers'
import { fakeApi, gate, serverError } from '../test/fake-api'
import { inventory, listDocument, price, singleDocument, sku } from '../test/json-api'
import { markets, renderCatalog } from '../test/render-catalog'
import { clearResourceCache } from './use-resource'

const oilPrice = price('p1', 1890)
const oil = (stock: ReturnType<typeof inventory>) =>
  sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', price: oilPrice, inventory: stock })

describe('the resource cache', () => {
  it('does not keep an answer that arrives after it was cleared', async () => {
    const stock = gate()
    const before = oil(inventory([[40, 24, 48]]))
    let answered = false
    const api = fakeApi({
      '/skus': () => listDocument([before], [oilPrice]),
      '/skus/s1': () =>
        stock.opened.then(() => {
          answered = true
          return singleDocument(before)
        }),
    })
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    await waitFor(() => expect(api.requests.some((url) => url.startsWith('/api/skus/s1'))).toBe(true))
    cleanup()
    clearResourceCache()
    stock.open()
    await waitFor(() => expect(answered).toBe(true))
    // The SDK parses the answer after the response arrives: let it reach the cache, if it would.
    await new Promise((resolve) => setTimeout(resolve, 50))

    const after = oil(inventory([[2, 24, 48]]))
    fakeApi({ '/skus': () => listDocument([after], [oilPrice]), '/skus/s1': () => singleDocument(after) })
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 2 left')
  })
})

/** A first look at the product, which leaves its stock in the cache; returns the sku. */
async function seeOnce(stock: ReturnType<typeof inventory>, says: string) {
  const first = oil(stock)
  fakeApi({ '/skus': () => listDocument([first], [oilPrice]), '/skus/s1': () => singleDocument(first) })
  renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
  expect((await screen.findByTestId('availability')).textContent).toBe(says)
  cleanup()
  return first
}

describe('stock seen before', () => {
  it('shows at once, then the stock as it is now', async () => {
    await seeOnce(inventory([[40, 24, 48]]), 'In stock, ready to ship')

    const now = gate()
    const later = oil(inventory([[2, 24, 48]]))
    fakeApi({
      '/skus': () => listDocument([later], [oilPrice]),
      '/skus/s1': () => now.opened.then(() => singleDocument(later)),
    })
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    // The cached stock shows with the product, no skeleton in between.
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    now.open()
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toBe('Only 2 left'))
  })

  it('keeps the stock an add was refused for over an older answer that lands after it', async () => {
    await seeOnce(inventory([[40, 24, 48]]), 'In stock, ready to ship')

    // The page's own revalidation is slow; the stock is read again after the refusal and answers first.
    const slow = gate()
    const before = oil(inventory([[40, 24, 48]]))
    const gone = oil(inventory([[0, 24, 48]]))
    let asked = 0
    fakeApi({
      '/skus': () => listDocument([before], [oilPrice]),
      '/skus/s1': () =>
        asked++ === 0 ? slow.opened.then(() => singleDocument(before)) : singleDocument(gone),
    })
    const { bus } = renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    refuseForStock(bus, { soldOut: true })
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toBe('Out of stock'))
    slow.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('availability').textContent).toBe('Out of stock')
    // The cache keeps the newer answer too: the next visit shows it at once.
    cleanup()
    fakeApi({ '/skus': () => listDocument([before], [oilPrice]), '/skus/s1': () => new Promise(() => {}) })
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Out of stock')
  })

  it('keeps the stock it showed when asking again fails', async () => {
    const first = await seeOnce(inventory([[3, 24, 48]]), 'Only 3 left')

    const api = fakeApi({ '/skus': () => listDocument([first], [oilPrice]), '/skus/s1': () => serverError() })
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    await waitFor(() => expect(api.requests.some((url) => url.startsWith('/api/skus/s1'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('availability').textContent).toBe('Only 3 left')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
