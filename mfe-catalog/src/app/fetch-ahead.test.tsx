import { hoverIntentMs } from '@storefront/shared/constants'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, gate, serverError } from '../test/fake-api'
import { oilBox, oilInStock } from '../test/fixtures'
import { listDocument, price, singleDocument } from '../test/json-api'
import { markets, renderCatalog } from '../test/render-catalog'

const oil = oilInStock
const box = oilBox

const lookup = (request: string) => request.startsWith('/api/skus?') && request.includes('[code_')
const stock = (request: string) => request.startsWith('/api/skus/s1')
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The search for "oil" with its two cards; the product's page data answered by `product`. */
async function searchShown(product: () => unknown = () => listDocument([oil], [price('p1', 1890)])) {
  const api = fakeApi({
    '/skus': (url) =>
      [...url.searchParams.keys()].some((key) => key.includes('[code_'))
        ? product()
        : listDocument([oil], [price('p1', 1890)]),
    '/skus/s1': () => singleDocument(oil),
    '/bundles': (url) =>
      [...url.searchParams.keys()].some((key) => key.includes('[code_'))
        ? listDocument([])
        : listDocument([box]),
  })
  const view = renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
  const card = await screen.findByRole('link', { name: 'Tuscan oil' })
  // No shell here to take the click over.
  document.addEventListener('click', (event) => event.preventDefault(), { once: true })
  return { api, view, card }
}

describe('a card the shopper is about to open', () => {
  it('has its product and stock fetched once a mouse rests on it, and the page opens without asking again', async () => {
    const { api, view, card } = await searchShown()
    await userEvent.hover(card)
    await waitFor(() => expect(api.requests.filter(stock)).toHaveLength(1))
    expect(api.requests.filter(lookup)).toHaveLength(1)
    const asked = api.requests.length

    view.show({ name: 'product', code: 'OIL-1' })
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    expect(screen.getByRole('heading', { level: 1, name: 'Tuscan oil' })).toBeTruthy()
    expect(api.requests.slice(asked)).toEqual([])
  })

  it('is not fetched for a mouse passing over it on its way elsewhere', async () => {
    const { api, card } = await searchShown()
    fireEvent.pointerMove(card, { pointerType: 'mouse' })
    fireEvent.pointerLeave(card, { pointerType: 'mouse' })
    await wait(hoverIntentMs * 3)
    expect(api.requests.filter(lookup)).toEqual([])
  })

  it('is not fetched for a mouse sweeping across it, however long the crossing, only once it rests', async () => {
    const { api, card } = await searchShown()
    // 20 px every 40 ms: 200 ms over a wide card without ever resting.
    for (let x = 0; x <= 100; x += 20) {
      fireEvent.pointerMove(card, { pointerType: 'mouse', clientX: x, clientY: 50 })
      await wait(hoverIntentMs / 2)
    }
    expect(api.requests.filter(lookup)).toEqual([])
    // Slowing down onto it: a pixel or two is a hand at rest.
    fireEvent.pointerMove(card, { pointerType: 'mouse', clientX: 102, clientY: 51 })
    await waitFor(() => expect(api.requests.filter(lookup)).toHaveLength(1))
  })

  it('is not fetched for coming under a mouse standing still, only once the mouse moves on it', async () => {
    // As the next page's card drawn where "Next" was clicked, or cards a wheel scrolls by.
    const { api, card } = await searchShown()
    fireEvent.pointerOver(card, { pointerType: 'mouse' })
    await wait(hoverIntentMs * 3)
    expect(api.requests.filter(lookup)).toEqual([])
    fireEvent.pointerMove(card, { pointerType: 'mouse' })
    await waitFor(() => expect(api.requests.filter(lookup)).toHaveLength(1))
  })

  it('is not fetched for a finger touching it, which mostly starts a scroll, but is on the tap', async () => {
    const { api, card } = await searchShown()
    fireEvent.pointerEnter(card, { pointerType: 'touch' })
    await wait(hoverIntentMs * 3)
    expect(api.requests.filter(lookup)).toEqual([])
    fireEvent.click(card)
    await waitFor(() => expect(api.requests.filter(lookup)).toHaveLength(1))
  })

  it('joins the page opened while its data is on the way: one request, not two', async () => {
    const answer = gate()
    const { api, view, card } = await searchShown(() =>
      answer.opened.then(() => listDocument([oil], [price('p1', 1890)])),
    )
    fireEvent.click(card)
    view.show({ name: 'product', code: 'OIL-1' })
    await waitFor(() => expect(api.requests.filter(lookup)).toHaveLength(1))
    answer.open()
    await screen.findByTestId('availability')
    expect(api.requests.filter(lookup)).toHaveLength(1)
    expect(api.requests.filter(stock)).toHaveLength(1)
  })

  it('leaves the page to ask again when fetching ahead failed', async () => {
    let failures = 1
    const { api, view, card } = await searchShown(() =>
      failures-- > 0 ? serverError() : listDocument([oil], [price('p1', 1890)]),
    )
    fireEvent.click(card)
    await waitFor(() => expect(api.requests.filter(lookup)).toHaveLength(1))
    await wait(20)
    view.show({ name: 'product', code: 'OIL-1' })
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    expect(api.requests.filter(lookup)).toHaveLength(2)
  })

  it('fetches a gift box by its code, the way its page asks', async () => {
    const { api } = await searchShown()
    await userEvent.hover(await screen.findByRole('link', { name: 'Oil lover gift box' }))
    await waitFor(() =>
      expect(api.requests.filter((request) => request.startsWith('/api/bundles?'))).toContainEqual(
        expect.stringContaining('filter[q][code_eq]=BOX-OIL'),
      ),
    )
  })
})

describe('a link to another catalog page', () => {
  /** The listing's first of three pages, with the next page's link. */
  async function listingShown() {
    const api = fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)], 3, 60),
      '/sku_lists': () => listDocument([]),
    })
    const view = renderCatalog({ name: 'listing' }, markets.gb)
    const next = await screen.findByRole('link', { name: 'Next' })
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    return { api, view, next }
  }
  const secondPage = (request: string) =>
    request.startsWith('/api/skus?') && request.includes('page[number]=2')

  it('has the next page fetched once a mouse rests on it, and the page shows without asking again', async () => {
    const { api, view, next } = await listingShown()
    await userEvent.hover(next)
    await waitFor(() => expect(api.requests.filter(secondPage)).toHaveLength(1))
    const asked = api.requests.length
    view.show({ name: 'listing', page: 2 })
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy()
    expect(api.requests.slice(asked)).toEqual([])
  })

  it('fetches nothing for a link out of the catalog, such as the cart', async () => {
    const { api } = await listingShown()
    const cart = document.createElement('a')
    cart.href = '/united-kingdom/gbp/en/cart'
    cart.textContent = 'Cart'
    screen.getByRole('link', { name: 'Next' }).closest('nav')?.append(cart)
    const asked = api.requests.length
    fireEvent.click(cart)
    await userEvent.hover(cart)
    await wait(hoverIntentMs * 3)
    expect(api.requests.slice(asked)).toEqual([])
  })
})
