import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, gate, type Handler, serverError } from '../../../test/fake-api'
import { oilBox } from '../../../test/fixtures'
import {
  includedAsAsked,
  type JsonResource,
  listDocument,
  price,
  reservedStockOf,
  sku,
  skuList,
  stockItem,
} from '../../../test/json-api'
import { markets, renderCatalog } from '../../../test/render-catalog'

const oil = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', price: price('p1', 1890) })
const box = oilBox
/** A gift box as the boxes' request brings it, with its skus and its sku list. */
const boxOf = (id: string, code: string, name: string, skus: JsonResource[]): JsonResource => ({
  type: 'bundles',
  id,
  attributes: { ...oilBox.attributes, code, name },
  relationships: {
    skus: { data: skus.map(({ type, id: ref }) => ({ type, id: ref })) },
    sku_list: { data: { type: 'sku_lists', id: `list-${id}` } },
  },
})
/** A box's sku list and its items: how many of each sku, by code, one box takes. */
const listOf = (id: string, perBox: [code: string, quantity: number][]): JsonResource[] => {
  const items = perBox.map(
    ([code, quantity]): JsonResource => ({
      type: 'sku_list_items',
      id: `${id}-${code}`,
      attributes: { sku_code: code, quantity },
    }),
  )
  return [
    {
      type: 'sku_lists',
      id: `list-${id}`,
      attributes: {},
      relationships: { sku_list_items: { data: items.map(({ type, id: ref }) => ({ type, id: ref })) } },
    },
    ...items,
  ]
}

/** An API whose every search finds the oil and the box. */
const apiWithOilAndBox = () =>
  fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)]), '/bundles': () => listDocument([box]) })
/** The codes of the cards within a part of the page, in the order shown. */
const cardCodes = (container: HTMLElement) =>
  within(container)
    .getAllByTestId('product-card')
    .map((card) => card.dataset.code)

const skuRequest = (requests: string[]) => requests.find((request) => request.startsWith('/api/skus'))

describe('search', () => {
  it('says the search is in progress, then shows the results with their count', async () => {
    const results = gate()
    const api = fakeApi({
      '/skus': () => results.opened.then(() => listDocument([oil], [price('p1', 1890)])),
    })
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    expect((await screen.findByTestId('search-in-progress')).textContent).toBe('Searching…')
    results.open()
    await screen.findByTestId('search-results')
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “oil”' })).toBeTruthy()
    expect(screen.getByText('1 result')).toBeTruthy()
    expect(screen.queryByTestId('search-in-progress')).toBeNull()
    expect(skuRequest(api.requests)).toContain('filter[q][name_or_code_or_metadata_cont]=oil')
  })

  it('says the count in a status region already on the page while searching, so a screen reader hears it', async () => {
    const results = gate()
    fakeApi({ '/skus': () => results.opened.then(() => listDocument([oil], [price('p1', 1890)])) })
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    await screen.findByTestId('search-in-progress')
    const status = screen.getAllByRole('status').find((region) => region.textContent === '')
    expect(status).toBeTruthy()
    results.open()
    await screen.findByTestId('search-results')
    expect(status?.isConnected).toBe(true)
    expect(status?.textContent).toBe('1 result')
  })

  it('says a search found nothing in the status region already on the page', async () => {
    const results = gate()
    fakeApi({
      '/skus': () => results.opened.then(() => listDocument([])),
      '/bundles': () => listDocument([]),
    })
    renderCatalog({ name: 'search', query: 'xyzzy' }, markets.gb)
    await screen.findByTestId('search-in-progress')
    const status = screen.getAllByRole('status').find((region) => region.textContent === '')
    results.open()
    await screen.findByTestId('search-no-results')
    expect(status?.isConnected).toBe(true)
    expect(status?.textContent).toBe('No results for “xyzzy”')
    // Once: the message itself is no second status saying it again.
    expect(screen.getAllByRole('status').filter((region) => region.textContent?.includes('xyzzy'))).toEqual([
      status,
    ])
  })

  it('searches the attributes the shell names, and names and codes when an older shell names none', async () => {
    const api = fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)]),
      '/bundles': () => listDocument([]),
    })
    const first = renderCatalog({ name: 'search', query: 'oil' }, markets.gb, { searchAttributes: 'name' })
    await screen.findByTestId('search-results')
    expect(api.requests.filter((request) => request.includes('filter[q][name_cont]=oil'))).toHaveLength(2)
    first.unmount()

    renderCatalog({ name: 'search', query: 'tuscan' }, markets.gb, {})
    await screen.findByTestId('search-results')
    const tuscan = api.requests.filter((request) => request.includes('tuscan'))
    expect(tuscan.map((request) => request.split('?')[0]).sort()).toEqual(['/api/bundles', '/api/skus'])
    for (const request of tuscan) expect(request).toContain('filter[q][name_or_code_cont]=tuscan')
  })

  it('waits for the boxes before it shows and reports the results, so the list reported holds them', async () => {
    const asked = gate()
    const boxes = gate()
    fakeApi({
      '/skus': () => {
        asked.open()
        return listDocument([oil], [price('p1', 1890)])
      },
      '/bundles': () => boxes.opened.then(() => listDocument([box])),
    })
    const { analytics } = renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    await asked.opened
    // The products' answer has long arrived: shown alone, the boxes would push in under the shopper.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.getByTestId('search-in-progress')).toBeTruthy()
    boxes.open()
    await screen.findByTestId('search-results')
    await waitFor(() => expect(analytics.filter((event) => event.event === 'view_item_list')).toHaveLength(1))
    const [list] = analytics.filter((event) => event.event === 'view_item_list')
    expect(list?.ecommerce).toMatchObject({ items: [{ item_id: 'OIL-1' }, { item_id: 'BOX-OIL' }] })
  })

  it('finds gift boxes too, after the products on the first page and counted in the total', async () => {
    const api = apiWithOilAndBox()
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const results = await screen.findByTestId('search-results')
    expect(cardCodes(results)).toEqual(['OIL-1', 'BOX-OIL'])
    // In a section of their own after the products, as on the home page.
    const boxes = screen.getByRole('region', { name: 'Gift boxes' })
    expect(cardCodes(boxes)).toEqual(['BOX-OIL'])
    // Below the products: their pictures wait for the scroll.
    expect([...boxes.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy'])
    expect(screen.getByText('2 results')).toBeTruthy()
    const boxRequest = api.requests.find((request) => request.startsWith('/api/bundles'))
    expect(boxRequest).toContain('filter[q][name_or_code_or_metadata_cont]=oil')
  })

  // Products were marked since their listing included their stock items; a box has no stock of its
  // own, only its skus', counted in the units one box takes (its sku list's items), which its one
  // request can include as well: no request is added.
  it('marks a gift box sold out when an item in it has fewer units left than one box takes or did not come, and says how few boxes are left, from the boxes’ one request', async () => {
    const stocked = sku({
      id: 's2',
      code: 'OIL-2',
      name: 'Oil',
      stockItems: [stockItem('si1', 0), stockItem('si2', 3)],
    })
    const gone = sku({ id: 's3', code: 'VINEGAR-1', name: 'Vinegar', stockItems: [stockItem('si3', 0)] })
    // Sold without stock (`do_not_track`), whatever its stock items say.
    const untracked = sku({ id: 's4', code: 'CARD-1', name: 'Card', stockItems: [], untracked: true })
    // One bottle left, of a wine a box takes two of.
    const lastBottle = sku({ id: 's5', code: 'WINE-1', name: 'Wine', stockItems: [stockItem('si4', 1)] })
    const api = fakeApi({
      '/skus': () => listDocument([]),
      '/bundles': () =>
        listDocument(
          [
            boxOf('b1', 'BOX-FULL', 'Full box', [stocked, untracked]),
            boxOf('b2', 'BOX-SHORT', 'Short box', [stocked, gone]),
            boxOf('b3', 'BOX-PAIR', 'Pair box', [stocked, lastBottle]),
            boxOf('b4', 'BOX-ONE', 'One box', [stocked, lastBottle]),
            // Its list names a vinegar that did not come with it: its page cannot make one up.
            boxOf('b5', 'BOX-MISSING', 'Missing box', [stocked]),
          ],
          [
            stocked,
            gone,
            untracked,
            lastBottle,
            stockItem('si1', 0),
            stockItem('si2', 3),
            stockItem('si3', 0),
            stockItem('si4', 1),
            ...listOf('b1', [
              ['OIL-2', 3],
              ['CARD-1', 2],
            ]),
            ...listOf('b2', [['OIL-2', 1]]),
            ...listOf('b3', [
              ['OIL-2', 1],
              ['WINE-1', 2],
            ]),
            ...listOf('b4', [
              ['OIL-2', 1],
              ['WINE-1', 1],
            ]),
            ...listOf('b5', [
              ['OIL-2', 1],
              ['VINEGAR-9', 1],
            ]),
          ],
        ),
    })
    renderCatalog({ name: 'search', query: 'box' }, markets.gb)
    const boxes = await screen.findByRole('region', { name: 'Gift boxes' })
    const cards = within(boxes).getAllByTestId('product-card')
    expect(
      cards.map((card) => [
        card.dataset.code,
        within(card).queryByTestId('card-sold-out')?.textContent ?? null,
        // What it shows, not what a screen reader alone is told.
        [...(within(card).queryByTestId('card-few-left')?.querySelectorAll('[aria-hidden="true"]') ?? [])]
          .map((part) => part.textContent)
          .join('') || null,
      ]),
    ).toEqual([
      // Three oils, three a box: one box, whatever the untracked card.
      ['BOX-FULL', null, 'Only 1 left'],
      ['BOX-SHORT', 'Sold out', null],
      ['BOX-PAIR', 'Sold out', null],
      ['BOX-ONE', null, 'Only 1 left'],
      ['BOX-MISSING', 'Sold out', null],
    ])
    const asked = api.requests.filter((request) => request.startsWith('/api/bundles'))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('include=skus.stock_items.reserved_stock,sku_list.sku_list_items')
    expect(asked[0]).toContain('fields[stock_items]=quantity')
    expect(asked[0]).toContain('fields[sku_list_items]=sku_code,quantity')
  })

  // A box's card counted its items on hand, its page (their inventories) less what placed orders
  // hold: "Only 2 left" on the card of a box its page had one of.
  it('counts a gift box’s items less what placed orders reserved of them, as its page does, in the boxes’ one request', async () => {
    const wines = stockItem('si1', 5, 2)
    const oils = stockItem('si2', 9, 0)
    const lastOils = stockItem('si3', 2, 2)
    const wine = sku({ id: 's5', code: 'WINE-1', name: 'Wine', stockItems: [wines] })
    const stockedOil = sku({ id: 's2', code: 'OIL-2', name: 'Oil', stockItems: [oils] })
    const heldOil = sku({ id: 's6', code: 'OIL-3', name: 'Held oil', stockItems: [lastOils] })
    const api = fakeApi({
      '/skus': () => listDocument([]),
      '/bundles': (url) =>
        listDocument(
          [
            boxOf('b1', 'BOX-PAIR', 'Pair box', [wine, stockedOil]),
            boxOf('b2', 'BOX-HELD', 'Held box', [wine, heldOil]),
          ],
          includedAsAsked(url, [
            wine,
            stockedOil,
            heldOil,
            wines,
            oils,
            lastOils,
            reservedStockOf(wines, 2),
            reservedStockOf(oils, 0),
            reservedStockOf(lastOils, 2),
            ...listOf('b1', [
              ['WINE-1', 2],
              ['OIL-2', 1],
            ]),
            ...listOf('b2', [
              ['WINE-1', 1],
              ['OIL-3', 1],
            ]),
          ]),
        ),
    })
    renderCatalog({ name: 'search', query: 'box' }, markets.gb)
    const boxes = await screen.findByRole('region', { name: 'Gift boxes' })
    const [pair, held] = within(boxes).getAllByTestId('product-card') as HTMLElement[]
    // Five bottles, two held by placed orders: three left, two a box, one box.
    const shown = within(pair as HTMLElement)
      .getByTestId('card-few-left')
      .querySelectorAll('[aria-hidden="true"]')
    expect([...shown].map((part) => part.textContent).join('')).toBe('Only 1 left')
    // Both oils on hand held: no box can be made up.
    expect(within(held as HTMLElement).getByTestId('card-sold-out').textContent).toBe('Sold out')
    const asked = api.requests.filter((request) => request.startsWith('/api/bundles'))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('include=skus.stock_items.reserved_stock,sku_list.sku_list_items&')
    expect(asked[0]).toContain('fields[stock_items]=quantity,reserved_stock&')
    expect(asked[0]).toContain('fields[reserved_stocks]=quantity')
  })

  it('reports a box picked from a search at its place after the products', async () => {
    apiWithOilAndBox()
    const { analytics } = renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const link = await screen.findByRole('link', { name: 'Oil lover gift box' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    // The same index the view_item_list gave it: the box follows the oil.
    expect(analytics.find((event) => event.event === 'select_item')?.ecommerce).toMatchObject({
      item_list_id: 'search',
      item_list_name: 'Search results',
      items: [{ item_id: 'BOX-OIL', index: 1 }],
    })
  })

  it('counts a later page’s products after the first page’s products and boxes', async () => {
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)], 3, 60),
      '/bundles': () => listDocument([box]),
    })
    const { analytics } = renderCatalog({ name: 'search', query: 'oil', page: 2 }, markets.gb)
    await screen.findByTestId('search-results')
    // Page 1 held 25 products and the box (indexes 0 to 25): page 2 starts at 26.
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item_list')?.ecommerce).toMatchObject({
        items: [{ item_id: 'OIL-1', index: 26 }],
      }),
    )
  })

  it('reports each page of a search it shows, though the pages hold as many results', async () => {
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)], 3, 60),
      '/bundles': () => listDocument([]),
    })
    const { analytics, show } = renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const lists = () => analytics.filter((event) => event.event === 'view_item_list')
    await waitFor(() => expect(lists()).toHaveLength(1))
    show({ name: 'search', query: 'oil', page: 2 })
    await waitFor(() => expect(lists()).toHaveLength(2))
    // Back to the first page, shown at once from the cache: a page shown again is a list seen again.
    show({ name: 'search', query: 'oil' })
    await waitFor(() => expect(lists()).toHaveLength(3))
  })

  it('looks for every word folded, in any order, products and boxes alike', async () => {
    const api = fakeApi({ '/skus': () => listDocument([]), '/bundles': () => listDocument([]) })
    renderCatalog({ name: 'search', query: 'Caffè Espresso' }, markets.gb)
    await screen.findByTestId('search-no-results')
    for (const path of ['/api/skus', '/api/bundles'])
      expect(api.requests.find((request) => request.startsWith(path))).toContain(
        'filter[q][name_or_code_or_metadata_cont_all]=caffe,espress',
      )
  })

  it('shows the boxes a search finds when no product matches', async () => {
    fakeApi({ '/skus': () => listDocument([]), '/bundles': () => listDocument([box]) })
    renderCatalog({ name: 'search', query: 'gift box' }, markets.gb)
    const results = await screen.findByTestId('search-results')
    expect(within(results).getByRole('link', { name: /Oil lover gift box/ })).toBeTruthy()
    // Nothing above them: the first row's pictures load at once, like any grid's.
    expect([...results.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager'])
    expect(screen.queryByTestId('search-no-results')).toBeNull()
  })

  it('keeps box results off later pages, and the products when the boxes cannot load', async () => {
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)], 2, 30),
      '/bundles': () => listDocument([box]),
    })
    const { unmount } = renderCatalog({ name: 'search', query: 'oil', page: 2 }, markets.gb)
    const later = await screen.findByTestId('search-results')
    expect(cardCodes(later)).toEqual(['OIL-1'])
    expect(screen.getByText('31 results')).toBeTruthy()
    unmount()
    fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)]), '/bundles': () => serverError() })
    renderCatalog({ name: 'search', query: 'tuscan' }, markets.gb)
    const alone = await screen.findByTestId('search-results')
    expect(cardCodes(alone)).toEqual(['OIL-1'])
  })

  it('keeps the words a Swiss shopper typed as typed, while the page around them is spelled the Swiss way', async () => {
    fakeApi({ '/skus': () => listDocument([]) })
    const { pageNames } = renderCatalog({ name: 'search', query: 'Große Soße' }, markets.ch)
    const none = await screen.findByTestId('search-no-results')
    expect(none.textContent).toContain('Keine Ergebnisse für «Große Soße»')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ergebnisse für «Große Soße»')
    await waitFor(() => expect(pageNames.at(-1)).toBe('Ergebnisse für «Große Soße»'))
  })

  it('says when nothing matches, with a hint', async () => {
    fakeApi({ '/skus': () => listDocument([]) })
    const { pageNames, analytics } = renderCatalog({ name: 'search', query: 'caviar' }, markets.gb)
    const none = await screen.findByTestId('search-no-results')
    expect(none.textContent).toContain('No results for “caviar”')
    expect(none.textContent).toContain('Check the spelling')
    // "0 results" beside the title would only say the message again.
    expect(screen.queryByText('0 results')).toBeNull()
    // The page keeps its title when nothing matches.
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “caviar”' })).toBeTruthy()
    await waitFor(() => expect(pageNames.at(-1)).toBe('Results for “caviar”'))
    // GA4 wants items in a view_item_list: an empty one would count a list nobody saw.
    expect(analytics.filter((event) => event.event === 'view_item_list')).toEqual([])
  })

  it('reports the search once its results are in, before the list it found, and once for all its pages', async () => {
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)], 3, 60),
      '/bundles': () => listDocument([]),
    })
    const { analytics, show } = renderCatalog({ name: 'search', query: ' olio ' }, markets.gb)
    const lists = () => analytics.filter((event) => event.event === 'view_item_list')
    await waitFor(() => expect(lists()).toHaveLength(1))
    expect(analytics.map((event) => event.event)).toEqual(['search', 'view_item_list'])
    expect(analytics[0]).toEqual({ event: 'search', params: { search_term: 'olio' } })
    // The next page is the same search read on: its list is reported, the search is not.
    show({ name: 'search', query: ' olio ', page: 2 })
    await waitFor(() => expect(lists()).toHaveLength(2))
    expect(analytics.filter((event) => event.event === 'search')).toHaveLength(1)
  })

  it('reports a search that found nothing, which the merchant most needs to know of', async () => {
    fakeApi({ '/skus': () => listDocument([]), '/bundles': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'search', query: 'caviar' }, markets.gb)
    await screen.findByTestId('search-no-results')
    await waitFor(() => expect(analytics).toEqual([{ event: 'search', params: { search_term: 'caviar' } }]))
  })

  it('reports no search while it runs, nor one that failed', async () => {
    const results = gate()
    fakeApi({ '/skus': () => results.opened.then(serverError), '/bundles': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    await screen.findByTestId('search-in-progress')
    await act(async () => {})
    expect(analytics).toEqual([])
    results.open()
    await screen.findByRole('button', { name: 'Try again' })
    await act(async () => {})
    expect(analytics).toEqual([])
  })

  it('offers the categories when nothing matches, none of them marked as the page shown', async () => {
    fakeApi({
      '/skus': () => listDocument([]),
      '/sku_lists': () =>
        listDocument([skuList('l1', 'wines', 'Wines'), skuList('l2', 'oils', 'Olive oils')]),
    })
    renderCatalog({ name: 'search', query: 'caviar' }, markets.gb)
    const browse = await screen.findByRole('region', { name: 'Or browse a category' })
    const links = await within(browse).findAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All categories', '/united-kingdom/gbp/en/products'],
      ['Wines', '/united-kingdom/gbp/en/categories/wines'],
      ['Olive oils', '/united-kingdom/gbp/en/categories/oils'],
    ])
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([])
    // Outside the status, which a screen reader reads out whole when it appears.
    for (const status of screen.getAllByRole('status')) expect(within(status).queryByRole('link')).toBeNull()
  })

  it('leaves the categories out when they cannot load: a heading over nothing would be a second dead end', async () => {
    const api = fakeApi({ '/skus': () => listDocument([]), '/sku_lists': () => serverError() })
    renderCatalog({ name: 'search', query: 'caviar' }, markets.gb)
    await screen.findByTestId('search-no-results')
    await waitFor(() => expect(api.requests.some((url) => url.startsWith('/api/sku_lists'))).toBe(true))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Or browse a category' })).toBeNull())
    expect(screen.getByTestId('search-no-results').textContent).toContain('No results for “caviar”')
  })

  it('quotes a pasted page of text cut short in its title and message, and searches it whole', async () => {
    const api = fakeApi({ '/skus': () => listDocument([]) })
    const pasted = `olio ${'x'.repeat(495)}`
    renderCatalog({ name: 'search', query: pasted }, markets.gb)
    const none = await screen.findByTestId('search-no-results')
    const quoted = `“olio ${'x'.repeat(54)}…”`
    expect(none.textContent).toContain(`No results for ${quoted}`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Results for ${quoted}`)
    expect(decodeURIComponent(api.requests.find((url) => url.startsWith('/api/skus')) ?? '')).toContain(
      'x'.repeat(495),
    )
  })

  it('finds nothing for signs alone, without asking: "." listed every product whose text has a full stop', async () => {
    const api = apiWithOilAndBox()
    renderCatalog({ name: 'search', query: '.' }, markets.gb)
    const none = await screen.findByTestId('search-no-results')
    expect(none.textContent).toContain('No results for “.”')
    expect(api.requests.filter((url) => /^\/api\/(skus|bundles)/.test(url))).toEqual([])
  })

  it('puts the products the words name in the visitor’s language before those that only hold them', async () => {
    // The lamp comes first by code; its Italian name has "olio" further in.
    const lamp = sku({ id: 's0', code: 'LAMP-1', name: 'Oil lamp', names: { it: 'Lampada a olio' } })
    const olio = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', names: { it: 'Olio toscano' } })
    fakeApi({ '/skus': () => listDocument([lamp, olio]), '/bundles': () => listDocument([]) })
    renderCatalog({ name: 'search', query: 'olio' }, markets.it)
    const results = await screen.findByTestId('search-results')
    expect(cardCodes(results)).toEqual(['OIL-1', 'LAMP-1'])
  })

  it('leaves out, and does not count, what holds a short word only inside other words', async () => {
    // The API finds "oli" inside "petrolio" and "gin" inside "virgin": no shopper meant them.
    const lamp = sku({ id: 's0', code: 'LAMP-1', name: 'Oil lamp', names: { it: 'Lampada a petrolio' } })
    const olio = sku({ id: 's1', code: 'OIL-1', name: 'Extra virgin oil', names: { it: 'Olio toscano' } })
    fakeApi({ '/skus': () => listDocument([lamp, olio]), '/bundles': () => listDocument([]) })
    const first = renderCatalog({ name: 'search', query: 'oli' }, markets.it)
    const results = await screen.findByTestId('search-results')
    expect(cardCodes(results)).toEqual(['OIL-1'])
    expect(screen.getByText('1 risultato')).toBeTruthy()
    first.unmount()
    renderCatalog({ name: 'search', query: 'gin' }, markets.gb)
    expect((await screen.findByTestId('search-no-results')).textContent).toContain('No results for “gin”')
  })

  it('puts the boxes the words name before those that only mention them', async () => {
    // The pantry box matched on its description; the catalog sorts it first by code.
    const pantry: JsonResource = {
      ...box,
      id: 'b0',
      attributes: {
        ...box.attributes,
        code: 'BOX-ALL',
        name: 'Tuscan pantry',
        metadata: { i18n: { en: { name: 'Tuscan pantry', description: 'Oil, vinegar and pasta.' } } },
      },
    }
    fakeApi({ '/skus': () => listDocument([]), '/bundles': () => listDocument([pantry, box]) })
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const boxes = await screen.findByRole('region', { name: 'Gift boxes' })
    expect(cardCodes(boxes)).toEqual(['BOX-OIL', 'BOX-ALL'])
  })

  it('keeps the catalog’s order for a search of many pages, which paging can follow', async () => {
    // By relevance the oil would lead; sorted per page, page 2 could hold better answers than page 1.
    const board = sku({ id: 's2', code: 'OIL-BOARD', name: 'Olive wood board', price: price('p2', 2900) })
    fakeApi({ '/skus': () => listDocument([board, oil], [price('p1', 1890), price('p2', 2900)], 2, 30) })
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const results = await screen.findByTestId('search-results')
    expect(cardCodes(results)).toEqual(['OIL-BOARD', 'OIL-1'])
  })

  it('pages through many results, keeping the words searched', async () => {
    const api = fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)], 3, 60) })
    const { pageNames } = renderCatalog({ name: 'search', query: 'olio & vino', page: 2 }, markets.gb)
    await screen.findByTestId('search-results')
    expect(screen.getByText('60 results')).toBeTruthy()
    await waitFor(() => expect(pageNames.at(-1)).toBe('Results for “olio & vino”, page 2'))
    expect(skuRequest(api.requests)).toContain('page[number]=2')
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/search?q=olio+%26+vino&page=3',
    )
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/search?q=olio+%26+vino',
    )
  })

  it.each<{ past: string; api: Record<string, Handler>; query: string; page: number; href: string }>([
    {
      // The list is not empty: say where it ends, not that nothing matches.
      past: 'a page past the last',
      api: { '/skus': () => listDocument([], [], 1, 5) },
      query: 'oil',
      page: 4,
      href: '/united-kingdom/gbp/en/search?q=oil',
    },
    {
      // The boxes show on the first page only; page 2 was blank.
      past: 'a later page of a search only boxes match',
      api: { '/skus': () => listDocument([], [], 0, 0), '/bundles': () => listDocument([box]) },
      query: 'gift box',
      page: 2,
      href: '/united-kingdom/gbp/en/search?q=gift+box',
    },
  ])('says where the results end for $past', async ({ api, query, page, href }) => {
    fakeApi(api)
    renderCatalog({ name: 'search', query, page }, markets.gb)
    const past = await screen.findByTestId('past-last-page')
    expect(past.textContent).toContain(`There is no page ${page}: the list ends at page 1.`)
    expect(within(past).getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(href)
    expect(screen.queryByTestId('search-no-results')).toBeNull()
  })

  it('leaves searching again to the search box in the header', async () => {
    fakeApi({ '/skus': () => listDocument([]) })
    renderCatalog({ name: 'search', query: 'caviar' }, markets.gb)
    await screen.findByTestId('search-no-results')
    expect(screen.queryByRole('searchbox')).toBeNull()
  })

  it('offers a form when the address holds no words, and asks the shell to search', async () => {
    const { bus } = renderCatalog({ name: 'search', query: '' }, markets.gb)
    const intents: unknown[] = []
    bus.subscribe('nav:intent', (intent) => intents.push(intent.screen))
    expect(screen.getByRole('heading', { level: 1, name: 'Search products' })).toBeTruthy()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  pasta {Enter}')
    expect(intents).toEqual([{ name: 'search', query: 'pasta' }])
  })

  it('takes an address holding only spaces as no words, and offers the form', async () => {
    const api = fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)]) })
    renderCatalog({ name: 'search', query: '   ' }, markets.gb)
    expect(screen.getByRole('heading', { level: 1, name: 'Search products' })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy()
    expect(screen.queryByTestId('search-in-progress')).toBeNull()
    expect(api.requests).toEqual([])
  })

  it('says the search failed, and searches again on retry', async () => {
    let calls = 0
    fakeApi({
      '/skus': () => (++calls === 1 ? serverError() : listDocument([oil], [price('p1', 1890)])),
      '/bundles': () => listDocument([]),
    })
    renderCatalog({ name: 'search', query: 'oil' }, markets.gb)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong')
    expect(screen.queryByTestId('search-no-results')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const results = await screen.findByTestId('search-results')
    expect(within(results).getByTestId('product-card').dataset.code).toBe('OIL-1')
  })
})
