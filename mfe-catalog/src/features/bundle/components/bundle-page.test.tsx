import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, gate, serverError } from '../../../test/fake-api'
import {
  inventory,
  type JsonResource,
  listDocument,
  price,
  priceList,
  singleDocument,
  sku,
} from '../../../test/json-api'
import { markets, renderCatalog } from '../../../test/render-catalog'

const gross = priceList('pl-gbp', true)
const oilPrice = price('p1', 1290, 1290, 'GBP', gross)
const plenty = inventory([[40, 24, 48]])
const oil = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', price: oilPrice, inventory: plenty })
const vinegarWith = (stock: ReturnType<typeof inventory>) =>
  sku({ id: 's2', code: 'VIN-1', name: 'Balsamic vinegar 250 ml', inventory: stock })
const vinegar = vinegarWith(plenty)
const items: JsonResource[] = [
  { type: 'sku_list_items', id: 'i1', attributes: { sku_code: 'OIL-1', quantity: 2 } },
  { type: 'sku_list_items', id: 'i2', attributes: { sku_code: 'VIN-1', quantity: 1 } },
]
const list: JsonResource = {
  type: 'sku_lists',
  id: 'l1',
  attributes: { name: 'Box', metadata: { kind: 'bundle' } },
  relationships: { sku_list_items: { data: items.map(({ type, id }) => ({ type, id })) } },
}
const box: JsonResource = {
  type: 'bundles',
  id: 'b1',
  attributes: {
    code: 'BOX-TUSCANY',
    image_url: 'https://img.test/box-tuscany.svg',
    name: 'Taste of Tuscany',
    currency_code: 'GBP',
    price_amount_cents: 4490,
    compare_at_amount_cents: 4990,
    metadata: {},
  },
  relationships: {
    skus: { data: [oil, vinegar].map(({ type, id }) => ({ type, id })) },
    sku_list: { data: { type: 'sku_lists', id: 'l1' } },
  },
}

/** The box, and each sku by id: Commerce Layer gives a sku's stock only when it is retrieved. */
function serveBox(skus: JsonResource[], included: JsonResource[] = []) {
  return fakeApi({
    '/bundles': () => listDocument([box], [...skus, ...included, oilPrice, gross, list, ...items]),
    ...Object.fromEntries(skus.map((resource) => [`/skus/${resource.id}`, () => singleDocument(resource)])),
  })
}

describe('bundle page', () => {
  it('shows the gift box price, saving and what is in the box', async () => {
    serveBox([oil, vinegar])
    const { analytics } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Taste of Tuscany' })).toBeTruthy()
    expect(screen.getByTestId('price-amount').textContent).toBe('£44.90')
    expect(screen.getByText('You save £5.00')).toBeTruthy()
    // The box's own price has no list: its skus' prices, from the same market list, tell.
    expect(screen.getByTestId('tax-note').textContent).toBe('VAT included')
    const contents = screen.getByRole('region', { name: /What’s in the box · 3 items/ })
    expect(within(contents).getByRole('link', { name: '2 × Tuscan oil' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/product/OIL-1',
    )
    // Its size on one line with its number, as on the product's own page.
    expect(within(contents).getByRole('link', { name: '1 × Balsamic vinegar 250\u00a0ml' })).toBeTruthy()
    // view_item is published from an effect, which may run after the heading shows.
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item')?.ecommerce).toMatchObject({
        currency: 'GBP',
        items: [{ item_id: 'BOX-TUSCANY', price: 44.9, discount: 5 }],
      }),
    )
  })

  // "What's in the box" links lead to products as a listing's cards do, but their picks were not
  // reported: the merchant could not tell that a box's page sold its items alone.
  it('reports what is in the box as a list seen, and an item picked from it', async () => {
    serveBox([oil, vinegar])
    const { analytics } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    const contents = await screen.findByRole('region', { name: /What’s in the box/ })
    const list = { item_list_id: 'bundle:BOX-TUSCANY', item_list_name: 'Gift box contents: BOX-TUSCANY' }
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item_list')?.ecommerce).toEqual({
        currency: 'GBP',
        ...list,
        items: [
          expect.objectContaining({
            item_id: 'OIL-1',
            item_name: 'Tuscan oil',
            index: 0,
            price: 12.9,
            ...list,
          }),
          expect.objectContaining({ item_id: 'VIN-1', index: 1, ...list }),
        ],
      }),
    )
    const link = within(contents).getByRole('link', { name: '1 × Balsamic vinegar 250\u00a0ml' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(
      analytics.filter((event) => event.event === 'select_item').map((event) => event.ecommerce),
    ).toEqual([
      { currency: 'GBP', ...list, items: [expect.objectContaining({ item_id: 'VIN-1', index: 1, ...list })] },
    ])
  })

  it('reports the box under its own name, not the one in the shopper’s language', async () => {
    const italian = {
      ...box,
      attributes: { ...box.attributes, metadata: { i18n: { it: { name: 'Sapori di Toscana' } } } },
    }
    fakeApi({
      '/bundles': () => listDocument([italian], [oil, vinegar, oilPrice, gross, list, ...items]),
      ...Object.fromEntries(
        [oil, vinegar].map((resource) => [`/skus/${resource.id}`, () => singleDocument(resource)]),
      ),
    })
    const { analytics } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.it)
    expect(await screen.findByRole('heading', { level: 1, name: 'Sapori di Toscana' })).toBeTruthy()
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item')?.ecommerce).toMatchObject({
        items: [{ item_id: 'BOX-TUSCANY', item_name: 'Taste of Tuscany' }],
      }),
    )
  })

  it('finds a box whose code was written in lower case, and puts its own code in the address', async () => {
    fakeApi({
      '/bundles': (url) =>
        url.searchParams.get('filter[q][code_in]') === 'box-tuscany,BOX-TUSCANY'
          ? listDocument([box], [oil, vinegar, oilPrice, gross, list, ...items])
          : listDocument([]),
      ...Object.fromEntries(
        [oil, vinegar].map((resource) => [`/skus/${resource.id}`, () => singleDocument(resource)]),
      ),
    })
    const { analytics, intents } = renderCatalog({ name: 'bundle', code: 'box-tuscany' }, markets.gb)
    await waitFor(() =>
      expect(intents).toEqual([{ screen: { name: 'bundle', code: 'BOX-TUSCANY' }, replace: true }]),
    )
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(analytics.filter((event) => event.event === 'view_item')).toEqual([])
  })

  it('lets the shopper send the greeting card every sku in the box can carry', async () => {
    const card: JsonResource = {
      type: 'sku_options',
      id: 'opt1',
      attributes: { name: 'Greeting card', price_amount_cents: 0, metadata: { code: 'greeting-card' } },
    }
    const engraving: JsonResource = {
      type: 'sku_options',
      id: 'opt2',
      attributes: { name: 'Engraving', price_amount_cents: 500, metadata: { code: 'engraving' } },
    }
    const withCard = [
      sku({
        id: 's1',
        code: 'OIL-1',
        name: 'Tuscan oil',
        price: oilPrice,
        options: [card, engraving],
        inventory: plenty,
      }),
      sku({ id: 's2', code: 'VIN-1', name: 'Balsamic vinegar', options: [card], inventory: plenty }),
    ]
    serveBox(withCard, [card, engraving])
    const { bus } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    const sent: unknown[] = []
    bus.subscribe('cart:add-item', (request) => {
      sent.push({ kind: request.kind, code: request.code, options: request.options })
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Greeting card' }))
    // Only the oil can be engraved: not an option of the box.
    expect(screen.queryByRole('checkbox', { name: 'Engraving' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))

    await waitFor(() =>
      expect(sent).toEqual([{ kind: 'bundle', code: 'BOX-TUSCANY', options: [{ code: 'greeting-card' }] }]),
    )
  })

  it('says how many boxes are left when an item runs low, and offers no more', async () => {
    // Two oils a box and seven oils left: three boxes, though the vinegar would fill forty.
    const scarceOil = sku({
      id: 's1',
      code: 'OIL-1',
      name: 'Tuscan oil',
      price: oilPrice,
      inventory: inventory([[7, 24, 48]]),
    })
    serveBox([scarceOil, vinegar])
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 3 left')
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(quantity.getAttribute('max')).toBe('3')
    expect(screen.getByTestId('delivery-estimate').dataset.kind).toBe('dates')
  })

  it('estimates delivery for the boxes left when a stock refresh drops below the number chosen', async () => {
    // Three items a box: four boxes are 12 items, past the 10 a date is promised for; three are 9.
    let refreshed = false
    const refresh = gate()
    const scarceOil = sku({
      id: 's1',
      code: 'OIL-1',
      name: 'Tuscan oil',
      price: oilPrice,
      inventory: inventory([[6, 24, 48]]),
    })
    fakeApi({
      '/bundles': () => listDocument([box], [oil, vinegar, oilPrice, gross, list, ...items]),
      '/skus/s1': () =>
        refreshed ? refresh.opened.then(() => singleDocument(scarceOil)) : singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegar),
    })
    const first = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    first.unmount()
    // Seen before: the box shows at once with its last stock, and the stock is asked for again.
    refreshed = true
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    const increase = await screen.findByRole('button', { name: 'Increase quantity' })
    for (let i = 0; i < 3; i++) await userEvent.click(increase)
    expect(screen.getByTestId('delivery-estimate').dataset.kind).toBe('working-days')
    // Six oils, two a box: three boxes are left of the four chosen.
    await act(async () => refresh.open())
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toBe('Only 3 left'))
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3')
    expect(screen.getByTestId('delivery-estimate').dataset.kind).toBe('dates')
  })

  it('says the excise duty of a wine in the box is included, and that the box is not sold to minors', async () => {
    const wine = sku({
      id: 's2',
      code: 'VIN-1',
      name: 'Chianti',
      inventory: plenty,
      excise: true,
      alcohol: true,
    })
    serveBox([oil, wine])
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('tax-note')).textContent).toBe('VAT included · Excise duty included')
    expect(screen.getByTestId('age-notice').textContent).toBe(
      'Contains alcohol: sold only to adults of legal drinking age.',
    )
  })

  it('cannot be added when one of its items is sold out', async () => {
    serveBox([oil, vinegarWith(inventory([[0, 24, 48]]))])
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Out of stock')
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    // It says which item it waits for, under that item only: the oil still sells alone.
    const contents = screen.getByRole('region', { name: /What’s in the box/ })
    const [oilItem, vinegarItem] = within(contents).getAllByRole('listitem')
    expect(vinegarItem?.textContent).toContain('Out of stock')
    expect(oilItem?.textContent).not.toContain('Out of stock')
  })

  it('says how many are left of an item short of one box, which is not sold out', async () => {
    // One bottle of vinegar left; each box holds two.
    const twoPerBox = items.map((item) =>
      item.id === 'i2' ? { ...item, attributes: { ...item.attributes, quantity: 2 } } : item,
    )
    fakeApi({
      '/bundles': () =>
        listDocument(
          [box],
          [oil, vinegarWith(inventory([[1, 24, 48]])), oilPrice, gross, list, ...twoPerBox],
        ),
      '/skus/s1': () => singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegarWith(inventory([[1, 24, 48]]))),
    })
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Out of stock')
    expect(screen.getByTestId('bundle-item-short').textContent).toBe('Only 1 left')
  })

  it('marks no item of a box in stock', async () => {
    serveBox([oil, vinegar])
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toMatch(/In stock/)
    expect(screen.queryByTestId('bundle-item-short')).toBeNull()
  })

  it('cannot be added when an item its list names did not come: the box cannot be made up', async () => {
    // The vinegar is on the box's list but not among its skus (deleted, or not visible here).
    const withoutVinegar = {
      ...box,
      relationships: { ...box.relationships, skus: { data: [{ type: 'skus', id: 's1' }] } },
    }
    const api = fakeApi({
      '/bundles': () => listDocument([withoutVinegar], [oil, oilPrice, gross, list, ...items]),
      '/skus/s1': () => singleDocument(oil),
    })
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Out of stock')
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
    expect(api.requests.filter((url) => url.startsWith('/api/skus/'))).toEqual([])
  })

  it('says a box with no price in this market is not on sale here, and offers no add', async () => {
    const { price_amount_cents: _, ...unpriced } = box.attributes
    const api = fakeApi({
      '/bundles': () =>
        listDocument([{ ...box, attributes: unpriced }], [oil, vinegar, oilPrice, gross, list, ...items]),
      '/skus/s1': () => singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegar),
    })
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Not on sale in this country')
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
    expect(api.requests.filter((url) => url.startsWith('/api/skus/'))).toEqual([])
  })

  it('promises the box for when its slowest item arrives', async () => {
    serveBox([oil, vinegarWith(inventory([[40, 72, 96]]))])
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    const estimate = await screen.findByTestId('delivery-estimate')
    expect(estimate.dataset.kind).toBe('working-days')
    expect(estimate.textContent).toContain('3–4')
  })

  it('claims no saving for a box with no former price', async () => {
    const unsaved: JsonResource = { ...box, attributes: { ...box.attributes, compare_at_amount_cents: null } }
    fakeApi({
      '/bundles': () => listDocument([unsaved], [oil, vinegar, oilPrice, gross, list, ...items]),
      '/skus/s1': () => singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegar),
    })
    renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect(await screen.findByTestId('price-amount')).toBeTruthy()
    expect(screen.queryByText(/You save/)).toBeNull()
  })

  it('claims no saving where the price shows none: a former price a few pence above, or below', async () => {
    // £45.10 over £44.90 is under half a percent: the price shows no discount.
    for (const compareAt of [4510, 3990]) {
      const barely: JsonResource = {
        ...box,
        attributes: { ...box.attributes, compare_at_amount_cents: compareAt },
      }
      fakeApi({
        '/bundles': () => listDocument([barely], [oil, vinegar, oilPrice, gross, list, ...items]),
        '/skus/s1': () => singleDocument(oil),
        '/skus/s2': () => singleDocument(vinegar),
      })
      const view = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
      expect(await screen.findByTestId('price-amount')).toBeTruthy()
      expect(screen.queryByText(/You save/)).toBeNull()
      view.unmount()
    }
  })

  it('names the document after the box, and describes it under its contents', async () => {
    const described: JsonResource = {
      ...box,
      attributes: { ...box.attributes, description: 'Oil and vinegar from one Tuscan farm.' },
    }
    fakeApi({
      '/bundles': () => listDocument([described], [oil, vinegar, oilPrice, gross, list, ...items]),
      '/skus/s1': () => singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegar),
    })
    const { pageNames } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    expect(await screen.findByText('Oil and vinegar from one Tuscan farm.')).toBeTruthy()
    await waitFor(() => expect(pageNames).toEqual(['Taste of Tuscany']))
  })

  it('opens a box seen before afresh: quantity one, and no word of an add made on another', async () => {
    const other: JsonResource = {
      ...box,
      id: 'b2',
      attributes: { ...box.attributes, code: 'BOX-OIL', name: 'Oil lover gift box' },
    }
    const included = [oil, vinegar, oilPrice, gross, list, ...items]
    fakeApi({
      '/bundles': (url) =>
        listDocument([url.searchParams.get('filter[q][code_eq]') === 'BOX-OIL' ? other : box], included),
      '/skus/s1': () => singleDocument(oil),
      '/skus/s2': () => singleDocument(vinegar),
    })
    const { bus, show } = renderCatalog({ name: 'bundle', code: 'BOX-TUSCANY' }, markets.gb)
    bus.subscribe('cart:add-item', ({ requestId }) =>
      bus.publish('cart:add-item-result', { requestId, ok: true }),
    )
    await screen.findByTestId('availability')
    show({ name: 'bundle', code: 'BOX-OIL' })
    await screen.findByRole('heading', { level: 1, name: 'Oil lover gift box' })
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    // Back to the first box, shown at once from what was loaded before.
    show({ name: 'bundle', code: 'BOX-TUSCANY' })
    expect(screen.getByRole('heading', { level: 1, name: 'Taste of Tuscany' })).toBeTruthy()
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1')
    expect(screen.queryByText('Added to cart')).toBeNull()
  })

  it('shows not found for a box this market does not sell', async () => {
    fakeApi({ '/bundles': () => listDocument([]), '/skus': () => listDocument([]) })
    const { pageNames } = renderCatalog({ name: 'bundle', code: 'BOX-NONE' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    await waitFor(() => expect(pageNames).toEqual(['Page not found']))
  })

  it('opens the product whose code a box link names, in place of the address', async () => {
    const api = fakeApi({
      '/bundles': () => listDocument([]),
      '/skus': (url) =>
        url.searchParams.get('filter[q][code_eq]') === 'OIL-1' ? listDocument([oil]) : listDocument([]),
    })
    const { pageNames, intents } = renderCatalog({ name: 'bundle', code: 'OIL-1' }, markets.gb)
    await waitFor(() =>
      expect(intents).toEqual([{ screen: { name: 'product', code: 'OIL-1' }, replace: true }]),
    )
    // Held on the skeleton meanwhile: no not-found page shown, named or counted on the way.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(pageNames).toEqual([])
    expect(api.requests.find((url) => url.startsWith('/api/skus'))).toContain('fields[skus]=code')
  })

  it('says not found when the product lookup of a missing box fails', async () => {
    fakeApi({ '/bundles': () => listDocument([]), '/skus': serverError })
    renderCatalog({ name: 'bundle', code: 'OIL-1' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})

describe('gift boxes on the home page', () => {
  it('sit in their own section, each box named one level under the section', async () => {
    fakeApi({
      '/bundles': () => listDocument([box], [oil, vinegar, list, ...items]),
      '/skus': () => listDocument([]),
      '/sku_lists': () => listDocument([]),
    })
    const { pageNames } = renderCatalog({ name: 'home' }, markets.gb)
    const section = await screen.findByRole('region', { name: 'Gift boxes' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Gift boxes' })).toBeTruthy()
    expect(within(section).getByRole('heading', { level: 3, name: 'Taste of Tuscany' })).toBeTruthy()
    // Below a page of products: their pictures wait for the scroll, leaving the bandwidth to those in view.
    expect([...section.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy'])
    // The home page keeps the shop's name as its title, not the listing's: once the effects
    // of this render have run, nobody asked for another.
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeTruthy()
    await act(async () => {})
    expect(pageNames).toEqual([])
  })

  it('report the box picked from them', async () => {
    fakeApi({
      '/bundles': () => listDocument([box], [oil, vinegar, list, ...items]),
      '/skus': () => listDocument([]),
      '/sku_lists': () => listDocument([]),
    })
    const { analytics } = renderCatalog({ name: 'home' }, markets.gb)
    const link = await screen.findByRole('link', { name: 'Taste of Tuscany' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(analytics.find((event) => event.event === 'select_item')?.ecommerce).toMatchObject({
      currency: 'GBP',
      item_list_id: 'gift-boxes',
      item_list_name: 'Gift boxes',
      items: [{ item_id: 'BOX-TUSCANY', index: 0 }],
    })
    // The list the box was picked from was reported as seen, or its picks could not be rated.
    expect(
      analytics.filter((event) => event.event === 'view_item_list').map((event) => event.ecommerce),
    ).toContainEqual(
      expect.objectContaining({
        currency: 'GBP',
        item_list_id: 'gift-boxes',
        item_list_name: 'Gift boxes',
        items: [expect.objectContaining({ item_id: 'BOX-TUSCANY', index: 0 })],
      }),
    )
  })

  it('say each is a gift box, and lead to the box’s own page under its localized path', async () => {
    fakeApi({
      '/bundles': () => listDocument([box], [oil, vinegar, list, ...items]),
      '/skus': () => listDocument([]),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'home' }, markets.it)
    const section = await screen.findByRole('region', { name: 'Cofanetti regalo' })
    const card = within(section).getByTestId('product-card')
    expect(within(card).getByText('Cofanetto regalo')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Taste of Tuscany' }).getAttribute('href')).toBe(
      '/italy/eur/it/confezione/BOX-TUSCANY',
    )
  })

  it('leave no section behind when the market sells no box', async () => {
    // The products answer after the boxes: once they show, the boxes' answer is in.
    const boxesAnswered = gate()
    fakeApi({
      '/bundles': () => {
        boxesAnswered.open()
        return listDocument([])
      },
      '/skus': () => boxesAnswered.opened.then(() => listDocument([])),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'home' }, markets.gb)
    await screen.findByText('There are no products in this section yet.')
    // A heading over no boxes would be an empty shelf on the landing page.
    expect(screen.queryByRole('heading', { name: 'Gift boxes' })).toBeNull()
  })
})
