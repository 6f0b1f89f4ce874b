import { slowAfterMs } from '@storefront/shared/constants'
import type { MarketInfo } from '@storefront/shared/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, gate, serverError } from '../../../test/fake-api'
import {
  inventory,
  type JsonResource,
  listDocument,
  price,
  priceList,
  singleDocument,
  sku,
  skuList,
} from '../../../test/json-api'
import { markets, renderCatalog, tokenExpiringAt } from '../../../test/render-catalog'

const wines = skuList('list-wines', 'wines', 'Wines')
const greetingCard: JsonResource = {
  type: 'sku_options',
  id: 'opt1',
  attributes: {
    name: 'Greeting card',
    description: 'Handwritten, free',
    price_amount_cents: 0,
    currency_code: 'EUR',
    metadata: { code: 'greeting-card' },
  },
}

function serve(resource: JsonResource, included: JsonResource[] = []) {
  return fakeApi({
    '/skus': (url) =>
      url.searchParams.get('filter[q][code_eq]') === resource.attributes.code
        ? listDocument([resource], included)
        : listDocument([]),
    [`/skus/${resource.id}`]: () => singleDocument(resource),
    '/bundles': () => listDocument([]),
  })
}

const baroloFixture = {
  id: 'w1',
  code: 'WINE-BAROLO',
  name: 'Barolo DOCG',
  price: price('pw', 4590, 5200),
  inventory: inventory([[40, 24, 48]]),
  excise: true,
  alcohol: true,
  options: [greetingCard],
  lists: [wines],
  category: 'wines',
}
const barolo = (stock: unknown, options: JsonResource[] = [greetingCard]) =>
  sku({ ...baroloFixture, inventory: stock, options })
const included = [price('pw', 4590, 5200), greetingCard, wines]

/** Serves the product at once and its stock (the sku on its own) once the gate returned opens. */
function serveWithStockHeld(resource: JsonResource) {
  const stock = gate()
  fakeApi({
    '/skus': () => listDocument([resource], included),
    [`/skus/${resource.id}`]: () => stock.opened.then(() => singleDocument(resource)),
  })
  return stock
}

describe('product page', () => {
  it('shows name, price with compare-at and discount, excise note and options', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const { pageNames } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
    // The document's title comes with the data, not before; it is asked for from an effect.
    await waitFor(() => expect(pageNames).toEqual(['Barolo DOCG']))
    expect(screen.getByTestId('price-amount').textContent).toBe('€45.90')
    expect(screen.getByTestId('price-compare-at').textContent).toContain('Was €52.00')
    expect(screen.getByText('−12%')).toBeTruthy()
    expect(screen.getByTestId('excise-note').textContent).toContain('Excise duty included')
    expect(screen.getByTestId('age-notice').textContent).toBe(
      'Contains alcohol: sold only to adults of legal drinking age.',
    )
    expect(screen.getByText('Greeting card')).toBeTruthy()
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Wines' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/categories/wines',
    )
  })

  it('gives the price per litre or kilo beside the price, from the price paid, in the visitor’s format', async () => {
    const bottle = sku({ ...baroloFixture, netQuantity: { value: 750, unit: 'ml' } })
    serve(bottle, included)
    const { unmount } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    // €45.90 for 750 ml.
    expect((await screen.findByTestId('unit-price')).textContent).toBe('€61.20 per litre')
    unmount()
    serve(sku({ ...baroloFixture, netQuantity: { value: 500, unit: 'g' } }), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.it)
    expect((await screen.findByTestId('unit-price')).textContent).toBe('91,80\u00a0€ al kg')
  })

  it('says nothing of age for a product without alcohol, excise or not', async () => {
    serve(sku({ ...baroloFixture, alcohol: false }), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByTestId('excise-note')).toBeTruthy()
    expect(screen.queryByTestId('age-notice')).toBeNull()
  })

  it.each([
    ['says nothing of what it holds', undefined],
    ['holds nothing', { value: 0, unit: 'ml' }],
    ['holds it in a unit the shop does not price by', { value: 6, unit: 'pieces' }],
  ])('gives no price per litre or kilo for a product that %s', async (_, netQuantity) => {
    serve(sku({ ...baroloFixture, netQuantity }), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByTestId('price-amount')).toBeTruthy()
    expect(screen.queryByTestId('unit-price')).toBeNull()
  })

  it('says whether the price includes taxes, as its price list does', async () => {
    const gross = priceList('pl-gbp', true)
    serve(barolo(inventory([[40, 24, 48]])), [price('pw', 4590, 5200, 'GBP', gross), gross, wines])
    const { unmount } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('tax-note')).textContent).toBe('VAT included · Excise duty included')
    unmount()
    // The rest of the world is priced net: its taxes and duties are added at checkout.
    const net = priceList('pl-usd', false)
    serve(barolo(inventory([[40, 24, 48]])), [price('pw', 5290, 5290, 'USD', net), net, wines])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.us)
    expect(await screen.findByTestId('price-amount')).toBeTruthy()
    expect(screen.getByTestId('tax-note').textContent).toBe(
      'Taxes excluded, calculated at checkout · Excise duty included',
    )
    expect(screen.queryByText(/VAT included/)).toBeNull()
  })

  it('says how many are left under five and gives a delivery date', async () => {
    serve(barolo(inventory([[3, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 3 left')
    expect(screen.getByTestId('delivery-estimate').textContent).toMatch(/^Expected \w+day \d+ \w+$/)
  })

  it('counts the delivery date by the shop’s clock, not by a computer set a day behind it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z'), shouldAdvanceTime: true })
    try {
      serve(barolo(inventory([[3, 24, 48]])), included)
      // The API's clock is a day ahead of this computer's: its token expires a day after the page
      // thinks. Thursday 19 at the warehouse: two working days end on Monday, not on Friday.
      const expiresAt = Date.now() + 3_600_000
      renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb, undefined, {
        accessToken: tokenExpiringAt(expiresAt + 86_400_000),
        expiresAt,
      })
      expect((await screen.findByTestId('delivery-estimate')).textContent).toBe('Expected Monday 23 November')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says the delivery date in the visitor’s language', async () => {
    serve(barolo(inventory([[3, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.it)
    // A working day, the way Italian writes it: "giovedì 26 novembre".
    expect((await screen.findByTestId('delivery-estimate')).textContent).toMatch(
      /^Arrivo previsto: (lunedì|martedì|mercoledì|giovedì|venerdì) \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)$/,
    )
  })

  it('gives working days when the lead time is long', async () => {
    serve(barolo(inventory([[30, 96, 168]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe('In 4–7 working days')
  })

  it.each([
    ['US', 'In 4–7 working days'],
    ['JP', 'In 5–8 working days'],
  ])(
    "promises delivery in %s by the method that ships there, not the market's fastest",
    async (country, text) => {
      const leadTime = (reference: string, minHours: number, maxHours: number) => ({
        shipping_method: { name: reference, reference },
        min: { hours: minHours, days: minHours / 24 },
        max: { hours: maxHours, days: maxHours / 24 },
      })
      const delivery_lead_times = [leadTime('international', 120, 192), leadTime('international-us', 96, 168)]
      serve(
        barolo({ available: true, quantity: 30, levels: [{ quantity: 30, delivery_lead_times }] }),
        included,
      )
      renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, { ...(markets.us as MarketInfo), country })
      expect((await screen.findByTestId('delivery-estimate')).textContent).toBe(text)
    },
  )

  it("says what shipping costs to the visitor's country, and the order amount it turns free from", async () => {
    const leadTime = (reference: string, price: number, freeOver: number | null) => ({
      shipping_method: {
        name: reference,
        reference,
        price_amount_cents: price,
        free_over_amount_cents: freeOver,
      },
      min: { hours: 96, days: 4 },
      max: { hours: 168, days: 7 },
    })
    const delivery_lead_times = [
      leadTime('international', 2990, 19900),
      leadTime('international-us', 1990, null),
    ]
    serve(
      barolo({ available: true, quantity: 30, levels: [{ quantity: 30, delivery_lead_times }] }),
      included,
    )
    const view = renderCatalog(
      { name: 'product', code: 'WINE-BAROLO' },
      { ...(markets.us as MarketInfo), country: 'JP' },
    )
    expect((await screen.findByTestId('shipping-cost')).textContent).toBe('Shipping $29.90, free from $199')
    view.unmount()
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, { ...(markets.us as MarketInfo), country: 'US' })
    expect((await screen.findByTestId('shipping-cost')).textContent).toBe('Shipping $19.90')
  })

  it('says nothing of shipping when the lead times give no price', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    await screen.findByTestId('delivery-estimate')
    expect(screen.queryByTestId('shipping-cost')).toBeNull()
  })

  it('estimates delivery for the quantity chosen, which the fast warehouse may not hold', async () => {
    serve(
      barolo(
        inventory([
          [2, 24, 48],
          [40, 96, 168],
        ]),
      ),
      included,
    )
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('delivery-estimate')).dataset.kind).toBe('dates')
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    await userEvent.click(increase)
    await userEvent.click(increase)
    // Three bottles leave from the slow warehouse: the date of one would be a broken promise.
    expect(screen.getByTestId('delivery-estimate').textContent).toBe('In 4–7 working days')
  })

  it('counts what the cart holds in this market against the item threshold of the delivery date', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const { bus } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const note = await screen.findByTestId('delivery-estimate')
    expect(note.dataset.kind).toBe('dates')
    const cart = (marketCode: string, itemsCount: number) =>
      act(() =>
        bus.publish('cart:updated', {
          marketCode,
          orderId: 'order-1',
          itemsCount,
          totalCents: 1000 * itemsCount,
          currency: 'GBP',
          formattedTotal: '£10.00',
        }),
      )
    // Ten already in the cart and one more: an order of eleven is told in working days.
    cart('gb', 10)
    expect(screen.getByTestId('delivery-estimate').dataset.kind).toBe('working-days')
    // Another market's cart is another order.
    cart('it', 10)
    expect(screen.getByTestId('delivery-estimate').dataset.kind).toBe('dates')
  })

  it('says one number of working days when the shortest and longest lead times agree', async () => {
    serve(barolo(inventory([[30, 72, 72]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe('In 3 working days')
  })

  it('lists the options when the stock cannot be loaded, and asks for the stock again on retry', async () => {
    let calls = 0
    const resource = barolo(inventory([[3, 24, 48]]))
    fakeApi({
      '/skus': () => listDocument([resource], included),
      '/skus/w1': () => (++calls === 1 ? serverError() : singleDocument(resource)),
    })
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    // What the product can come with does not depend on its stock.
    expect(screen.getByText('Greeting card')).toBeTruthy()
    await userEvent.click(retry)
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 3 left')
  })

  it('cannot add an out-of-stock product and gives no delivery estimate nor item limit', async () => {
    serve(barolo(inventory([[0, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Out of stock')
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    // Nothing to choose: a quantity field stuck at 0 beside the disabled button only repeats it.
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull()
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
    // "Up to 0 Barolo DOCG can be added" under a disabled button says the same thing worse.
    expect(screen.queryByTestId('item-limit')).toBeNull()
  })

  it('says a product with no price in this market is not on sale here, and offers no add nor delivery date', async () => {
    const unpriced = sku({
      id: 'w1',
      code: 'WINE-BAROLO',
      name: 'Barolo DOCG',
      inventory: inventory([[40, 24, 48]]),
      options: [greetingCard],
    })
    const api = serve(unpriced, [greetingCard])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('Not on sale in this country')
    // Nor is its stock asked for: no answer could make it sellable here.
    expect(api.requests.filter((url) => url.startsWith('/api/skus/w1'))).toEqual([])
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull()
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
    expect(screen.queryByTestId('price-amount')).toBeNull()
    // What it comes with is still shown, as for a product out of stock, with nothing to tick.
    expect(screen.getByText('Greeting card')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  // GA4 reads a value as what the items cost: 0 said it was seen at no price.
  it('reports a product with no price in this market as viewed, with no value nor currency', async () => {
    serve(sku({ id: 'w1', code: 'WINE-BAROLO', name: 'Barolo DOCG', inventory: inventory([[40, 24, 48]]) }))
    const { analytics } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    await waitFor(() => expect(analytics.find((event) => event.event === 'view_item')).toBeDefined())
    expect(analytics.find((event) => event.event === 'view_item')?.ecommerce).toEqual({
      items: [{ item_id: 'WINE-BAROLO', item_name: 'Barolo DOCG' }],
    })
  })

  it('reports the product viewed', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const { analytics } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item')?.ecommerce).toMatchObject({
        currency: 'EUR',
        value: 45.9,
        items: [{ item_id: 'WINE-BAROLO', item_name: 'Barolo DOCG', item_category: 'wines', price: 45.9 }],
      }),
    )
  })

  it('reports the product under its own name, not the one in the shopper’s language', async () => {
    serve(sku({ ...baroloFixture, names: { de: 'Barolo DOCG (Rotwein)' } }), included)
    const { analytics } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.ch)
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG (Rotwein)' })).toBeTruthy()
    await waitFor(() =>
      expect(analytics.find((event) => event.event === 'view_item')?.ecommerce).toMatchObject({
        items: [{ item_id: 'WINE-BAROLO', item_name: 'Barolo DOCG', item_category: 'wines' }],
      }),
    )
  })

  it('shows the product before its stock is known, then the stock', async () => {
    const stock = serveWithStockHeld(barolo(inventory([[3, 24, 48]])))
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
    expect(screen.queryByTestId('availability')).toBeNull()
    stock.open()
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 3 left')
  })

  it('says the product could not be loaded as the page heading, with a retry', async () => {
    let calls = 0
    fakeApi({
      '/skus': () =>
        ++calls === 1
          ? new Response(JSON.stringify({ errors: [{ status: '500' }] }), { status: 500 })
          : listDocument([barolo(inventory([[40, 24, 48]]))], included),
      '/skus/w1': () => singleDocument(barolo(inventory([[40, 24, 48]]))),
    })
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })
    // What the shop knows of it, not the title said twice ("Something went wrong. Please try again.").
    expect(heading.parentElement?.textContent).toContain('we are working on it')
    expect(heading.parentElement?.textContent).not.toContain('Something went wrong.')
    await userEvent.click(
      within(heading.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
  })

  it('shows not found for a code the market sells neither as a product nor as a box', async () => {
    const api = serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'NOPE' })
    // The page's only heading, so screen reader users land on what happened.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Torna alla home page' }).getAttribute('href')).toBe(
      '/italy/eur/it/',
    )
    // The document answered 200: search engines are told not to index the page.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(api.requests.filter((url) => url.startsWith('/api/bundles'))).toHaveLength(1)
  })

  it('opens the gift box whose code a product link names, in place of the address', async () => {
    const box: JsonResource = { type: 'bundles', id: 'b1', attributes: { code: 'BOX-TUSCANY' } }
    const api = fakeApi({
      '/skus': () => listDocument([]),
      '/bundles': (url) =>
        url.searchParams.get('filter[q][code_in]') === 'box-tuscany,BOX-TUSCANY'
          ? listDocument([box])
          : listDocument([]),
    })
    const { pageNames, intents } = renderCatalog({ name: 'product', code: 'box-tuscany' })
    await waitFor(() =>
      expect(intents).toEqual([{ screen: { name: 'bundle', code: 'BOX-TUSCANY' }, replace: true }]),
    )
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(pageNames).toEqual([])
    // Only the code is asked for: the box page loads the box itself.
    expect(api.requests.find((url) => url.startsWith('/api/bundles'))).toContain('fields[bundles]=code')
  })

  it('finds a product whose code was written in lower case, and puts its own code in the address', async () => {
    const resource = barolo(inventory([[40, 24, 48]]))
    fakeApi({
      '/skus': (url) =>
        url.searchParams.get('filter[q][code_in]') === 'wine-barolo,WINE-BAROLO'
          ? listDocument([resource], included)
          : listDocument([]),
      [`/skus/${resource.id}`]: () => singleDocument(resource),
    })
    const { analytics, intents } = renderCatalog({ name: 'product', code: 'wine-barolo' })
    await waitFor(() =>
      expect(intents).toEqual([{ screen: { name: 'product', code: 'WINE-BAROLO' }, replace: true }]),
    )
    // The page itself waits for its real address: shown and counted once, there.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(analytics.filter((event) => event.event === 'view_item')).toEqual([])
  })

  it('leaves the address alone for a product found under the code it names', async () => {
    const api = serve(barolo(inventory([[40, 24, 48]])), included)
    const { intents } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    await screen.findByTestId('availability')
    // A replace to the same address would be a navigation the shell must answer for nothing.
    expect(intents).toEqual([])
    // Found as a product: no second lookup as a box.
    expect(api.requests.filter((url) => url.startsWith('/api/bundles'))).toEqual([])
  })

  it('never shows another market’s stock of the same product while this market’s loads', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const british = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    british.unmount()
    // The rest of the world ships the same sku from its own warehouses, with three bottles left.
    const stock = serveWithStockHeld(barolo(inventory([[3, 24, 48]])))
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.us)
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
    expect(screen.queryByTestId('availability')).toBeNull()
    stock.open()
    expect((await screen.findByTestId('availability')).textContent).toBe('Only 3 left')
  })

  it('lets search engines index a product that exists', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' })
    await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('keeps the quantity within the stock and says the limit', async () => {
    serve(barolo(inventory([[3, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const increase = await screen.findByRole('button', { name: 'Increase quantity' })
    expect(screen.queryByTestId('item-limit')).toBeNull()
    await userEvent.click(increase)
    await userEvent.click(increase)
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3')
    expect(increase.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(increase)
    await userEvent.click(increase)
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3')
    expect(screen.getByTestId('item-limit').textContent).toBe('Up to 3 pieces can be added')
  })

  it('sends the options the shopper ticks with the add, and none unasked', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const { bus } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const sent: unknown[] = []
    bus.subscribe('cart:add-item', (request) => {
      sent.push(request.options ?? null)
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    const add = await screen.findByRole('button', { name: 'Add to cart' })
    const card = screen.getByRole('checkbox', { name: 'Greeting card' })
    expect((card as HTMLInputElement).checked).toBe(false)

    await userEvent.click(add)
    await screen.findByText('Added to cart')
    await userEvent.click(card)
    await userEvent.click(add)

    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent).toEqual([null, [{ code: 'greeting-card' }]])
  })

  it('says the greeting card’s message is written in the cart, as part of the card’s description', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const card = await screen.findByRole('checkbox', { name: 'Greeting card' })
    expect(card.getAttribute('aria-describedby')).toBeTruthy()
    const described = document.getElementById(card.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toContain('Handwritten, free')
    expect(described?.textContent).toContain('Write your message in the cart.')
  })

  it('offers no option to tick on a product that cannot be added', async () => {
    serve(barolo(inventory([])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByText('Greeting card')).toBeTruthy()
    await screen.findByTestId('availability')
    expect(screen.queryByRole('checkbox')).toBeNull()
    // Nothing to write for a card that cannot be had.
    expect(screen.queryByText('Write your message in the cart.')).toBeNull()
  })

  it('leads home from the first crumb and marks the product’s own crumb as the page, not a link', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/',
    )
    const own = within(crumbs).getByText('Barolo DOCG')
    expect(own.getAttribute('aria-current')).toBe('page')
    expect(own.closest('a')).toBeNull()
  })

  it('shows the product’s code and its description', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByText('Code WINE-BAROLO')).toBeTruthy()
    const description = screen.getByRole('heading', { level: 2, name: 'Description' }).parentElement
    expect(description?.textContent).toContain('Barolo DOCG, described')
  })

  it('claims nothing about taxes when the price came without its price list', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const wine = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.us)
    expect((await screen.findByTestId('tax-note')).textContent).toBe('Excise duty included')
    wine.unmount()
    // Nothing known and nothing to say: no note at all, not an empty line under the price.
    const oil = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', price: price('po', 1890), inventory: [] })
    serve(oil, [price('po', 1890)])
    renderCatalog({ name: 'product', code: 'OIL-1' }, markets.us)
    expect(await screen.findByTestId('price-amount')).toBeTruthy()
    expect(screen.queryByTestId('tax-note')).toBeNull()
  })

  it('lets the greeting card be ticked while stock loads, and keeps the box ticked and focused when it comes', async () => {
    const stock = serveWithStockHeld(barolo(inventory([[40, 24, 48]])))
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const card = await screen.findByRole('checkbox', { name: 'Greeting card' })
    expect(screen.queryByTestId('availability')).toBeNull()
    await userEvent.click(card)
    stock.open()
    await screen.findByTestId('availability')
    // The same element: a box remade when stock came would drop the focus to the page.
    expect(screen.getByRole('checkbox', { name: 'Greeting card' })).toBe(card)
    expect(card).toHaveProperty('checked', true)
    expect(document.activeElement).toBe(card)
  })

  it('gives a paid option’s price and none for a free one', async () => {
    const engraving: JsonResource = {
      type: 'sku_options',
      id: 'opt2',
      attributes: {
        name: 'Engraving',
        price_amount_cents: 500,
        currency_code: 'EUR',
        metadata: { code: 'engraving' },
      },
    }
    const engravable = barolo(inventory([[40, 24, 48]]), [greetingCard, engraving])
    serve(engravable, [...included, engraving])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const described = (name: string) =>
      screen
        .findByRole('checkbox', { name })
        .then((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent)
    expect(await described('Engraving')).toContain('€5.00')
    // "€0.00" beside "Handwritten, free" would read as a price to pay.
    expect(await described('Greeting card')).not.toContain('€')
  })

  it('sends no option the shopper ticked and then unticked', async () => {
    serve(barolo(inventory([[40, 24, 48]])), included)
    const { bus } = renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const sent: unknown[] = []
    bus.subscribe('cart:add-item', (request) => {
      sent.push(request.options ?? null)
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    const card = await screen.findByRole('checkbox', { name: 'Greeting card' })
    await userEvent.click(card)
    await userEvent.click(card)
    expect((card as HTMLInputElement).checked).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(sent).toEqual([null]))
  })

  it('lists an option the cart cannot find by code, with no box to tick for it', async () => {
    const wrap: JsonResource = {
      type: 'sku_options',
      id: 'opt3',
      attributes: { name: 'Gift wrap', price_amount_cents: 0, metadata: {} },
    }
    const wrapped = barolo(inventory([[40, 24, 48]]), [greetingCard, wrap])
    serve(wrapped, [...included, wrap])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    expect(await screen.findByRole('checkbox', { name: 'Greeting card' })).toBeTruthy()
    // Ticked, it would go with the add under no code, and the cart would refuse the whole add.
    expect(screen.getByText('Gift wrap')).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Gift wrap' })).toBeNull()
  })

  it('shows no options heading for a product without options', async () => {
    const plain = sku({
      id: 'w1',
      code: 'WINE-BAROLO',
      name: 'Barolo DOCG',
      price: price('pw', 4590),
      inventory: inventory([[40, 24, 48]]),
    })
    serve(plain, [price('pw', 4590)])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    await screen.findByTestId('availability')
    expect(screen.queryByRole('heading', { name: 'Options' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Options' })).toBeNull()
  })

  it('opens a product seen before afresh: quantity one, and no word of an add made on another', async () => {
    const oil = sku({
      id: 's1',
      code: 'OIL-1',
      name: 'Tuscan oil',
      price: price('po', 1890),
      inventory: inventory([[40, 24, 48]]),
    })
    const wine = barolo(inventory([[40, 24, 48]]))
    fakeApi({
      '/skus': (url) =>
        url.searchParams.get('filter[q][code_eq]') === 'OIL-1'
          ? listDocument([oil], [price('po', 1890)])
          : listDocument([wine], included),
      '/skus/s1': () => singleDocument(oil),
      '/skus/w1': () => singleDocument(wine),
    })
    const { bus, show } = renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    bus.subscribe('cart:add-item', ({ requestId }) =>
      bus.publish('cart:add-item-result', { requestId, ok: true }),
    )
    await screen.findByTestId('availability')
    show({ name: 'product', code: 'WINE-BAROLO' })
    await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    // Back to the oil, shown at once from what was loaded before.
    show({ name: 'product', code: 'OIL-1' })
    expect(screen.getByRole('heading', { level: 1, name: 'Tuscan oil' })).toBeTruthy()
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1')
    expect(screen.queryByText('Added to cart')).toBeNull()
  })

  it('asks to check the connection when the product’s request never reaches the shop, with a retry', async () => {
    let calls = 0
    const resource = barolo(inventory([[40, 24, 48]]))
    fakeApi({
      '/skus': () => {
        // The read is sent once more before the page gives up on it.
        if (++calls <= 2) throw new TypeError('Failed to fetch')
        return listDocument([resource], included)
      },
      '/skus/w1': () => singleDocument(resource),
    })
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })
    // Not "we are working on it": the shop is fine, the connection is what to check.
    expect(heading.parentElement?.textContent).toContain('We could not reach the shop')
    await userEvent.click(
      within(heading.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
  })

  it('holds the page’s place, busy, while the product loads', async () => {
    const product = gate()
    const resource = barolo(inventory([[40, 24, 48]]))
    fakeApi({
      '/skus': () => product.opened.then(() => listDocument([resource], included)),
      '/skus/w1': () => singleDocument(resource),
    })
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const placeholder = screen.getByTestId('detail-skeleton')
    expect(placeholder.getAttribute('aria-busy')).toBe('true')
    expect(placeholder.getAttribute('aria-label')).toBe('Loading…')
    product.open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
    expect(screen.queryByTestId('detail-skeleton')).toBeNull()
  })

  it('says it is still loading once the product takes longer than usual, where a screen reader hears it', async () => {
    const product = gate()
    const resource = barolo(inventory([[40, 24, 48]]))
    fakeApi({
      '/skus': () => product.opened.then(() => listDocument([resource], included)),
      '/skus/w1': () => singleDocument(resource),
    })
    const slow = 'Still loading: this is taking longer than usual.'
    vi.useFakeTimers()
    try {
      renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
      await act(() => vi.advanceTimersByTimeAsync(slowAfterMs - 100))
      expect(screen.queryByText(slow)).toBeNull()
      await act(() => vi.advanceTimersByTimeAsync(100))
      // A live region of its own: inside the busy placeholder it would wait for the product.
      const note = screen.getByText(slow)
      expect(note.tagName).toBe('OUTPUT')
      expect(note.closest('[aria-busy="true"]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
    product.open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Barolo DOCG' })).toBeTruthy()
    expect(screen.queryByText(slow)).toBeNull()
  })

  it('keeps a size with its unit in the heading, and names the picture after the product', async () => {
    const sized = sku({
      id: 'w1',
      code: 'WINE-BAROLO',
      name: 'Barolo DOCG 750 ml',
      price: price('pw', 4590),
      inventory: inventory([[40, 24, 48]]),
    })
    serve(sized, [price('pw', 4590)])
    renderCatalog({ name: 'product', code: 'WINE-BAROLO' }, markets.gb)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Barolo DOCG 750\u00a0ml')
    expect(screen.getByRole('img', { name: 'Barolo DOCG 750 ml' })).toBeTruthy()
  })
})
