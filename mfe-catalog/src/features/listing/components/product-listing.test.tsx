import type { MarketInfo } from '@storefront/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { fakeApi, serverError } from '../../../test/fake-api'
import {
  includedAsAsked,
  listDocument,
  price,
  reservedStockOf,
  sku,
  skuList,
  stockItem,
} from '../../../test/json-api'
import { markets, renderCatalog } from '../../../test/render-catalog'

const oilFixture = {
  id: 'sku1',
  code: 'OIL-1',
  name: 'Tuscan oil',
  names: { it: 'Olio toscano' },
  price: price('p1', 2190, 2590),
  category: 'olive-oils',
}
const oil = sku(oilFixture)
const pasta = sku({ id: 'sku2', code: 'PASTA-1', name: 'Spaghetti', price: price('p2', 390) })
const page = () => listDocument([oil, pasta], [price('p1', 2190, 2590), price('p2', 390)], 3, 52)

/** The view_item_list reported: from an effect, which may run after the cards show. */
const listShown = (analytics: readonly { event: string; ecommerce?: unknown }[]) =>
  waitFor(() => {
    const found = analytics.find((event) => event.event === 'view_item_list')
    expect(found).toBeDefined()
    return found
  })

describe('listing', () => {
  it('shows products in the visitor’s language with prices formatted for the market', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' })
    const cards = await screen.findAllByTestId('product-card')
    expect(cards).toHaveLength(2)
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Olio toscano' })
        .getAttribute('href'),
    ).toBe('/italy/eur/it/prodotto/OIL-1')
    expect(within(cards[0] as HTMLElement).getByTestId('price-amount').textContent).toBe('21,90\u00a0€')
    // The discount rides on the picture, read with the word for an offer; the prices stand alone.
    expect(within(cards[0] as HTMLElement).getByTestId('card-discount').textContent).toBe('In offerta −15%')
    expect(within(cards[0] as HTMLElement).getByTestId('price').textContent).not.toContain('%')
    expect(within(cards[1] as HTMLElement).queryByTestId('card-discount')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeTruthy()
    // Right under the page's title, each card's name is the next level down.
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { level: 2, name: 'Olio toscano' }),
    ).toBeTruthy()
    expect(screen.getByText('52 prodotti')).toBeTruthy()
    // The first picture is the page's largest paint: asked for ahead of the others in view.
    const images = cards.map((card) => card.querySelector('img'))
    expect(images.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', 'auto'])
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager'])
  })

  // A shopper learnt it only on the product page. The listing's own request says it: the stock
  // items of the market's stock locations come with it, one include, no request per card.
  it('marks a product with no stock left as sold out on its card, from the listing’s one request', async () => {
    const gone = sku({
      id: 'sku3',
      code: 'PANETTONE-1',
      name: 'Panettone',
      price: price('p3', 3290),
      stockItems: [stockItem('si1', 0), stockItem('si2', 0)],
    })
    const few = sku({ ...oilFixture, stockItems: [stockItem('si3', 0), stockItem('si4', 2)] })
    // Sold without stock (`do_not_track`), whatever its stock items say.
    const untracked = sku({
      id: 'sku4',
      code: 'CARD-1',
      name: 'Gift card',
      price: price('p4', 500),
      stockItems: [],
      untracked: true,
    })
    const api = fakeApi({
      '/skus': () =>
        listDocument(
          [few, gone, untracked],
          [
            price('p1', 2190, 2590),
            price('p3', 3290),
            price('p4', 500),
            stockItem('si1', 0),
            stockItem('si2', 0),
            stockItem('si3', 0),
            stockItem('si4', 2),
          ],
        ),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' }, markets.gb)
    const cards = await screen.findAllByTestId('product-card')
    const marks = cards.map((card) => within(card).queryByTestId('card-sold-out')?.textContent ?? null)
    expect(marks).toEqual([null, 'Sold out', null])
    // Reached by its link, the card says it too.
    const link = within(cards[1] as HTMLElement).getByRole('link', { name: 'Panettone' })
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sold out')
    const asked = api.requests.filter((url) => url.startsWith('/api/skus'))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('include=prices,stock_items')
    expect(asked[0]).toContain('fields[stock_items]=quantity')
  })

  /** The words a card's "only N left" shows, not those for a screen reader alone; null without one. */
  const shownFewLeft = (card: HTMLElement) => {
    const badge = within(card).queryByTestId('card-few-left')
    return (
      badge && [...badge.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent).join('')
    )
  }

  // The product page said "only 2 left"; its card, which the shopper chooses from, said nothing.
  it('says how many are left under five on a card, in the product page’s words, from the listing’s one request', async () => {
    const few = sku({
      id: 'sku3',
      code: 'PANETTONE-1',
      name: 'Panettone',
      price: price('p3', 3290),
      stockItems: [stockItem('si1', 0), stockItem('si2', 2)],
    })
    const plenty = sku({
      id: 'sku4',
      code: 'PANDORO-1',
      name: 'Pandoro',
      price: price('p4', 2990),
      stockItems: [stockItem('si3', 5)],
    })
    const documents = () =>
      listDocument(
        [few, plenty],
        [price('p3', 3290), price('p4', 2990), stockItem('si1', 0), stockItem('si2', 2), stockItem('si3', 5)],
      )
    const market = (locale: 'es' | 'fr', prefix: string) => ({
      ...(markets.it as MarketInfo),
      locale,
      prefix,
    })
    // Shown cut to a phone card's line; the page's own words for a screen reader, on the card's link.
    for (const [where, shown, said] of [
      [markets.gb, 'Only 2 left', 'Only 2 left'],
      [markets.it, 'Ne restano 2', 'Ne restano solo 2'],
      [markets.ch, 'Nur noch 2', 'Nur noch 2 verfügbar'],
      [market('es', '/spain/eur/es'), 'Quedan 2', 'Solo quedan 2'],
      [market('fr', '/france/eur/fr'), 'Plus que 2', 'Plus que 2 en stock'],
    ] as const) {
      const api = fakeApi({ '/skus': documents, '/sku_lists': () => listDocument([]) })
      const { unmount } = renderCatalog({ name: 'listing' }, where)
      const [first, second] = (await screen.findAllByTestId('product-card')) as HTMLElement[]
      expect(shownFewLeft(first as HTMLElement)).toBe(shown)
      expect(
        within(first as HTMLElement).getByRole('link', { name: 'Panettone', description: said }),
      ).toBeTruthy()
      expect(within(second as HTMLElement).queryByTestId('card-few-left')).toBeNull()
      expect(
        within(second as HTMLElement)
          .getByRole('link', { name: 'Pandoro' })
          .getAttribute('aria-describedby'),
      ).toBeNull()
      expect(api.requests.filter((url) => url.startsWith('/api/skus'))).toHaveLength(1)
      unmount()
    }
  })

  // The card said "Only 4 left" where the product page said "Only 3 left": the page's inventory
  // takes off what placed orders reserved, the card counted on hand.
  it('counts off a card what placed orders reserved, as its product page does, in the listing’s one request', async () => {
    const held = stockItem('si1', 3, 1)
    const free = stockItem('si2', 1, 0)
    const taken = stockItem('si3', 2, 2)
    const few = sku({
      id: 'sku3',
      code: 'PANETTONE-1',
      name: 'Panettone',
      price: price('p3', 3290),
      stockItems: [held, free],
    })
    const reserved = sku({
      id: 'sku4',
      code: 'PANDORO-1',
      name: 'Pandoro',
      price: price('p4', 2990),
      stockItems: [taken],
    })
    const api = fakeApi({
      '/skus': (url) =>
        listDocument(
          [few, reserved],
          includedAsAsked(url, [
            price('p3', 3290),
            price('p4', 2990),
            held,
            free,
            taken,
            reservedStockOf(held, 1),
            reservedStockOf(free, 0),
            reservedStockOf(taken, 2),
          ]),
        ),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' }, markets.gb)
    const [first, second] = (await screen.findAllByTestId('product-card')) as HTMLElement[]
    expect(shownFewLeft(first as HTMLElement)).toBe('Only 3 left')
    // Every unit on hand is held by placed orders: its page says out of stock, and so does its card.
    expect(within(second as HTMLElement).getByTestId('card-sold-out').textContent).toBe('Sold out')
    const asked = api.requests.filter((url) => url.startsWith('/api/skus'))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('include=prices,stock_items.reserved_stock&')
    expect(asked[0]).toContain('fields[stock_items]=quantity,reserved_stock&')
    expect(asked[0]).toContain('fields[reserved_stocks]=quantity')
  })

  it('says sold out in the shopper’s language', async () => {
    const gone = sku({
      id: 'sku3',
      code: 'PANETTONE-1',
      name: 'Panettone',
      price: price('p3', 3290),
      stockItems: [],
    })
    for (const [market, words] of [
      [markets.it, 'Esaurito'],
      [markets.ch, 'Ausverkauft'],
    ] as const) {
      fakeApi({
        '/skus': () => listDocument([gone], [price('p3', 3290)]),
        '/sku_lists': () => listDocument([]),
      })
      const { unmount } = renderCatalog({ name: 'listing' }, market)
      await screen.findByTestId('product-card')
      expect(screen.getByTestId('card-sold-out').textContent).toBe(words)
      unmount()
    }
  })

  it('keeps a size on one line with its unit: "1" ending a line and "kg" starting the next misread', async () => {
    const beans = sku({ id: 'sku3', code: 'COFFEE-1', name: 'Coffee beans 1 kg', price: price('p3', 2490) })
    fakeApi({
      '/skus': () => listDocument([beans], [price('p3', 2490)]),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' })
    const [card] = await screen.findAllByTestId('product-card')
    expect(within(card as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      'Coffee beans 1\u00a0kg',
    )
  })

  it('asks for 25 skus of the requested page with their prices', async () => {
    const api = fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing', page: 2 })
    await screen.findAllByTestId('product-card')
    const request = api.requests.find((url) => url.startsWith('/api/skus'))
    expect(request).toContain('page[size]=25')
    expect(request).toContain('page[number]=2')
    expect(request).toContain('include=prices')
    // A fixed order, so the pages neither repeat nor skip a product between them.
    expect(request).toContain('sort=code')
  })

  it('shows a plain tile in place of a picture that fails to load', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' })
    const [card] = await screen.findAllByTestId('product-card')
    const picture = (card as HTMLElement).querySelector('img')
    expect(picture).not.toBeNull()
    // The browser's broken-image sign would stand where the product's picture should be.
    fireEvent.error(picture as HTMLImageElement)
    expect((card as HTMLElement).querySelector('img')).toBeNull()
  })

  it('shows no paging for a list that fits one page', async () => {
    fakeApi({
      '/skus': () => listDocument([oil, pasta], [price('p1', 2190, 2590), price('p2', 390)]),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' })
    await screen.findAllByTestId('product-card')
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull()
  })

  it('shows paging for a list of just two pages', async () => {
    // Two pages is the smallest list that needs paging: without it the second page is unreachable.
    fakeApi({
      '/skus': () => listDocument([oil, pasta], [price('p1', 2190, 2590), price('p2', 390)], 2, 27),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' })
    const nav = await screen.findByRole('navigation', { name: 'Paginazione' })
    expect(within(nav).getByText('Pagina 1 di 2')).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Successiva' }).getAttribute('href')).toBe(
      '/italy/eur/it/prodotti?page=2',
    )
  })

  it('links to the previous and next pages with the localized listing path', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing', page: 2 })
    const nav = await screen.findByRole('navigation', { name: 'Paginazione' })
    expect(within(nav).getByRole('link', { name: 'Successiva' }).getAttribute('href')).toBe(
      '/italy/eur/it/prodotti?page=3',
    )
    expect(within(nav).getByRole('link', { name: 'Precedente' }).getAttribute('href')).toBe(
      '/italy/eur/it/prodotti',
    )
    expect(within(nav).getByText('Pagina 2 di 3')).toBeTruthy()
  })

  it('links back from no first page and on from no last page', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const first = renderCatalog({ name: 'listing' })
    const start = await screen.findByRole('navigation', { name: 'Paginazione' })
    expect(within(start).queryByRole('link', { name: 'Precedente' })).toBeNull()
    expect(within(start).getByRole('link', { name: 'Successiva' })).toBeTruthy()
    first.unmount()
    renderCatalog({ name: 'listing', page: 3 })
    const end = await screen.findByRole('navigation', { name: 'Paginazione' })
    expect(within(end).getByText('Pagina 3 di 3')).toBeTruthy()
    expect(within(end).queryByRole('link', { name: 'Successiva' })).toBeNull()
    expect(within(end).getByRole('link', { name: 'Precedente' })).toBeTruthy()
  })

  // The shell's main menu marks its link to the listing as the page: two such marks told of two pages.
  it('marks the chip for all products as the current one, not as the page, and no category', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([skuList('l1', 'wines', 'Vini')]) })
    renderCatalog({ name: 'listing' })
    const chips = await screen.findByRole('navigation', { name: 'Categorie' })
    const all = await within(chips).findByRole('link', { name: 'Tutte le categorie' })
    expect(all.getAttribute('aria-current')).toBe('true')
    expect(within(chips).getByRole('link', { name: 'Vini' }).hasAttribute('aria-current')).toBe(false)
  })

  it('names a later page with its number, the first without', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const second = renderCatalog({ name: 'listing', page: 2 })
    await waitFor(() => expect(second.pageNames.at(-1)).toBe('Tutti i prodotti, pagina 2'))
    // The page's own heading stays the list's name.
    expect(screen.getByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeTruthy()
    second.unmount()
    const first = renderCatalog({ name: 'listing' })
    await waitFor(() => expect(first.pageNames.at(-1)).toBe('Tutti i prodotti'))
  })

  it('prices in pounds for the United Kingdom, in English', async () => {
    const gbp = () => listDocument([{ ...pasta }], [price('p2', 350, 350, 'GBP')])
    fakeApi({ '/skus': gbp, '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' }, markets.gb)
    const card = await screen.findByTestId('product-card')
    expect(within(card).getByTestId('price-amount').textContent).toBe('£3.50')
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/united-kingdom/gbp/en/product/PASTA-1')
  })

  it('reports the list it showed and the product picked from it', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'listing' })
    const link = await screen.findByRole('link', { name: 'Spaghetti' })
    const list = await listShown(analytics)
    expect(list?.ecommerce).toMatchObject({
      // The prices' currency: without it GA4 reads them in the property's own.
      currency: 'EUR',
      // A key, and a name the merchant reads, both the same whatever the shopper's language.
      item_list_id: 'listing',
      item_list_name: 'All products',
      items: [
        // Under its own name, not the Italian one on the card: the cart reports it so, and a
        // product seen in two languages would be two rows in the merchant's reports.
        {
          item_id: 'OIL-1',
          item_name: 'Tuscan oil',
          item_category: 'olive-oils',
          price: 21.9,
          discount: 4,
          index: 0,
        },
        { item_id: 'PASTA-1', index: 1 },
      ],
    })
    // A product that names no category is reported under none, not under an empty one.
    expect(list?.ecommerce).not.toHaveProperty('items.1.item_category')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    const selected = analytics.find((event) => event.event === 'select_item')
    expect(selected?.ecommerce).toMatchObject({
      currency: 'EUR',
      item_list_id: 'listing',
      item_list_name: 'All products',
      items: [{ item_id: 'PASTA-1', item_name: 'Spaghetti', index: 1 }],
    })
  })

  it('reports one pick for a double click, which is one move to the product', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'listing' })
    // As the shell does: a click on a link moves the address at once, and its page follows later.
    const navigate = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a')
      if (!link) return
      event.preventDefault()
      if (link.href !== window.location.href) window.history.pushState(null, '', link.href)
    }
    document.addEventListener('click', navigate)
    onTestFinished(() => {
      document.removeEventListener('click', navigate)
      window.history.replaceState(null, '', '/')
    })
    await userEvent.dblClick(await screen.findByRole('link', { name: 'Spaghetti' }))
    expect(window.location.pathname).toBe('/italy/eur/it/prodotto/PASTA-1')
    expect(analytics.filter((event) => event.event === 'select_item')).toHaveLength(1)
    // Another card picked before the page moved is another move, and another pick.
    await userEvent.click(screen.getByRole('link', { name: 'Olio toscano' }))
    expect(
      analytics.filter((event) => event.event === 'select_item').map((event) => event.ecommerce?.items),
    ).toEqual([
      [expect.objectContaining({ item_id: 'PASTA-1' })],
      [expect.objectContaining({ item_id: 'OIL-1' })],
    ])
  })

  it('reports the home page’s products as a list of their own, apart from all products’ first page', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]), '/bundles': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'home' })
    const list = await listShown(analytics)
    expect(list?.ecommerce).toMatchObject({
      item_list_id: 'home',
      item_list_name: 'Home',
      items: [{ item_id: 'OIL-1', item_list_id: 'home', index: 0 }, { item_id: 'PASTA-1' }],
    })
    const link = screen.getByRole('link', { name: 'Spaghetti' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(analytics.find((event) => event.event === 'select_item')?.ecommerce).toMatchObject({
      item_list_id: 'home',
      item_list_name: 'Home',
    })
  })

  it('counts a later page’s products from the list’s start, in the shown and the picked alike', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const { analytics } = renderCatalog({ name: 'listing', page: 2 }, markets.gb)
    const link = await screen.findByRole('link', { name: 'Spaghetti' })
    const list = await listShown(analytics)
    // 25 to a page: the first product of page 2 is the list's 26th, at index 25.
    expect(list?.ecommerce).toMatchObject({
      currency: 'GBP',
      items: [
        { item_id: 'OIL-1', index: 25 },
        { item_id: 'PASTA-1', index: 26 },
      ],
    })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(analytics.find((event) => event.event === 'select_item')?.ecommerce).toMatchObject({
      items: [{ item_id: 'PASTA-1', index: 26 }],
    })
  })

  it('reports each page of the list it shows, though the pages hold as many products', async () => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const { analytics, show } = renderCatalog({ name: 'listing' })
    const lists = () => analytics.filter((event) => event.event === 'view_item_list')
    await waitFor(() => expect(lists()).toHaveLength(1))
    show({ name: 'listing', page: 2 })
    await waitFor(() => expect(lists()).toHaveLength(2))
    // Back to the first page, shown at once from the cache: a page shown again is a list seen again.
    show({ name: 'listing' })
    await waitFor(() => expect(lists()).toHaveLength(3))
  })

  it('says on its card that a product with no price here is not on sale in this country', async () => {
    const unpriced = sku({ id: 'sku5', code: 'OIL-3', name: 'Island oil' })
    fakeApi({
      '/skus': () => listDocument([unpriced, pasta], [price('p2', 390)]),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' }, markets.gb)
    const [island, spaghetti] = await screen.findAllByTestId('product-card')
    expect(within(island as HTMLElement).queryByTestId('price')).toBeNull()
    expect(within(island as HTMLElement).getByText('Not on sale in this country')).toBeTruthy()
    expect(within(spaghetti as HTMLElement).queryByText('Not on sale in this country')).toBeNull()
  })

  it('strikes no former price that saves under half a percent, as it shows no discount for it', async () => {
    const nearly = price('p4', 99_600, 100_000)
    const estate = sku({ id: 'sku4', code: 'OIL-2', name: 'Estate oil', price: nearly })
    fakeApi({ '/skus': () => listDocument([estate], [nearly]), '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' }, markets.gb)
    const [card] = await screen.findAllByTestId('product-card')
    // A struck €1,000.00 beside €996.00 with no badge would only puzzle.
    expect(within(card as HTMLElement).queryByTestId('price-compare-at')).toBeNull()
    expect(within(card as HTMLElement).queryByTestId('card-discount')).toBeNull()
  })

  it('shows a skeleton while loading, then an error with a retry that loads again', async () => {
    let calls = 0
    fakeApi({ '/skus': () => (++calls === 1 ? serverError() : page()), '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' })
    expect(screen.getByTestId('grid-skeleton')).toBeTruthy()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Qualcosa è andato storto')
    // The listing's own title stays the page's heading; the message is a part of the page.
    expect(within(alert).queryByRole('heading')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }))
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2))
  })

  it('says so when a listing has no products', async () => {
    fakeApi({ '/skus': () => listDocument([]), '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' })
    expect(await screen.findByText('Non ci sono ancora prodotti in questa sezione.')).toBeTruthy()
  })

  it('says where the list ends for a page past the last, with a link to the first', async () => {
    fakeApi({ '/skus': () => listDocument([], [], 2, 32), '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing', page: 9 })
    const past = await screen.findByTestId('past-last-page')
    expect(past.textContent).toContain('Non c’è una pagina 9: l’elenco finisce a pagina 2.')
    expect(within(past).getByRole('link', { name: 'Vai alla prima pagina' }).getAttribute('href')).toBe(
      '/italy/eur/it/prodotti',
    )
    expect(screen.queryByText('Non ci sono ancora prodotti in questa sezione.')).toBeNull()
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })
})

describe('listing in every language', () => {
  it.each(['it', 'en', 'de', 'es', 'fr'] as const)('renders %s without a missing key', async (locale) => {
    fakeApi({ '/skus': page, '/sku_lists': () => listDocument([]) })
    const market = { ...markets.it, locale, prefix: `/italy/eur/${locale}` } as (typeof markets)['it']
    const { container } = renderCatalog({ name: 'listing', page: 2 }, market as never)
    await screen.findAllByTestId('product-card')
    // i18next shows a missing key as the key itself, e.g. "pagination.next".
    expect(container.textContent).not.toMatch(/\b(listing|pagination|card|product|common)\.[a-zA-Z]+/)
    expect(container.querySelector('[data-boundary="catalog"]')?.getAttribute('lang')).toBe(locale)
  })
})
