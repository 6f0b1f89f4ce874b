import { unreachableRetryDelaysMs } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  apiBase,
  markets,
  props,
  publishSession,
  startShop,
  startShopWithStoredCart,
} from '../../test/harness'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'
import { MiniCartSlot } from './mini-cart-slot'

const line = (name: RegExp) => screen.getByRole('listitem', { name })

describe('the cart page', () => {
  it('names the cart screen for the document title', async () => {
    const shop = startShop()
    const names: string[] = []
    shop.bus.subscribe('shell:name-page', ({ screen: named, title }) => names.push(`${named.name}: ${title}`))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await waitFor(() => expect(names).toEqual(['cart: Your cart']))
  })

  it('shows the empty state with a way back to the listing', async () => {
    const { published, user } = await openCartWith([])
    const intents = published('nav:intent')
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }))
    expect(intents).toEqual([{ screen: { name: 'listing' } }])
  })

  it('shows the cart loading, not empty, while the first add makes the cart', async () => {
    const { api, bus } = await openCartWith([])
    const answer = holdNext(api, 'POST', /^\/orders/)
    const added = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    // Told "empty" while the add was on its way, a shopper went back and added it again.
    await waitFor(() => expect(screen.getByTestId('cart-loading')).toBeTruthy())
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).toBeNull()
    answer()

    expect((await added).ok).toBe(true)
    expect(await screen.findByRole('listitem', { name: /Olive oil/ })).toBeTruthy()
    expect(screen.queryByTestId('cart-loading')).toBeNull()
  })

  it('shows the empty state again once an add into the empty cart failed', async () => {
    const { api, bus } = await openCartWith([])
    api.failNext('POST', /^\/orders/, () => Promise.resolve(new Response(null, { status: 500 })))

    expect((await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })).ok).toBe(false)
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
  })

  it('lists each line with its price, compare-at price, total and the order totals', async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    const oil = await screen.findByRole('listitem', { name: /Olive oil/ })
    // Under the cart's h1, each line is named by the next level down.
    expect(within(oil).getByRole('heading', { level: 2, name: /Olive oil/ })).toBeTruthy()
    expect(within(oil).getByTestId('cart-line-unit-price').textContent).toBe('€12.50')
    expect(within(oil).getByTestId('cart-line-compare-at').textContent).toBe('Was €15.00')
    expect(within(oil).getByTestId('cart-line-total').textContent).toBe('€25.00')
    expect(screen.getByTestId('cart-total-total').textContent).toContain('€25.00')
    expect(screen.getByTestId('cart-taxes-note').textContent).toMatch(/Including €4\.\d\d VAT/)
  })

  it('opens a line’s product in the page, and leaves a click with a modifier key to the browser', async () => {
    const { published } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const intents = published('nav:intent')
    const product = within(await screen.findByRole('listitem', { name: /Olive oil/ })).getByRole('link', {
      name: /Olive oil/,
    })

    // fireEvent says false when the page kept the browser from following the link.
    expect(fireEvent.click(product, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(product, { shiftKey: true })).toBe(true)
    expect(intents).toEqual([])
    expect(fireEvent.click(product)).toBe(false)
    expect(intents).toEqual([{ screen: { name: 'product', code: 'OIL-1' } }])
  })

  it('strikes only the former amount: the word before it stays readable and is read with it', async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const was = within(await screen.findByRole('listitem', { name: /Olive oil/ })).getByTestId(
      'cart-line-compare-at',
    )
    expect(was.textContent).toBe('Was €15.00')
    expect([...was.querySelectorAll('s')].map((struck) => struck.textContent)).toEqual(['€15.00'])
  })

  it('keeps the VAT note with the order’s value when a gift card pays part of it', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'GIFT20')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByTestId('cart-total-gift-card').textContent).toContain('−€20.00'))
    // €39.00 of goods, €7.03 of it VAT; the card pays €20.00 of them and leaves the VAT as it was.
    const value = screen.getByTestId('cart-total-order-value')
    expect(value.textContent).toBe('Total€39.00Including €7.03 VAT')
    expect(screen.getByTestId('cart-total-total').textContent).toBe('Amount to pay€19.00Before shipping')
    expect(screen.getAllByTestId('cart-taxes-note')).toHaveLength(1)
  })

  it('leaves the taxes of a net-priced cart to checkout instead of saying they are nothing', async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 2 }], { taxIncluded: false })
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.getByTestId('cart-total-taxes').textContent).toContain('Calculated at checkout')
    expect(screen.getByTestId('cart-total-taxes').textContent).not.toContain('€0.00')
    expect(screen.queryByTestId('cart-taxes-note')).toBeNull()
    // The total says it is not yet what the shopper pays.
    expect(screen.getByTestId('cart-total-to-come').textContent).toBe('Before shipping and taxes')
  })

  it('shows what a gift box holds and the excise note for wine', async () => {
    await openCartWith([{ code: 'BOX-1', quantity: 1, kind: 'bundle' }])
    const box = await screen.findByRole('listitem', { name: /Gift box/ })
    const contents = within(within(box).getByRole('list', { name: 'What’s in the box' }))
    // The box holds two bottles of one wine: the list says so, not just its name.
    expect(contents.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 × OIL-1',
      '2 × WINE-1',
    ])
    expect(screen.getByTestId('cart-excise-note').textContent).toBe('Excise duty included')
  })

  it('puts the free greeting card on a line and takes it off again', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    // Every line has one: each names the product it is for, as a list of the page's controls reads it.
    const card = () =>
      within(line(/Olive oil/)).getByRole('checkbox', { name: /^Free greeting card with Olive oil/ })
    await waitFor(() => expect(card()).toHaveProperty('checked', false))

    await user.click(card())
    await waitFor(() => expect(card()).toHaveProperty('checked', true))
    expect(api.requests.filter((r) => r.path === '/line_item_options' && r.method === 'POST')).toHaveLength(1)

    await user.click(card())
    await waitFor(() => expect(card()).toHaveProperty('checked', false))
  })

  it('changes a quantity and refuses one beyond what stock leaves, saying so', async () => {
    const { api, user } = await openCartWith([{ code: 'PASTA-1', quantity: 2 }])
    const pasta = await screen.findByRole('listitem', { name: /Spaghetti/ })
    await user.click(within(pasta).getByRole('button', { name: 'Quantity +1 Spaghetti' }))
    await waitFor(() =>
      expect(within(line(/Spaghetti/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
        'value',
        '3',
      ),
    )

    await user.click(within(line(/Spaghetti/)).getByRole('button', { name: 'Quantity +1 Spaghetti' }))

    expect((await within(line(/Spaghetti/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 3 pieces of Spaghetti.',
    )
    expect(api.orders()[0]?.attributes.skus_count).toBe(3)
  })

  it('takes a quantity past the stock the page read when it opened, stock having come in since', async () => {
    const { api, user } = await openCartWith([{ code: 'PASTA-1', quantity: 3 }])
    await screen.findByRole('listitem', { name: /Spaghetti/ })
    api.setStock('PASTA-1', 6)

    await user.click(within(line(/Spaghetti/)).getByRole('button', { name: 'Quantity +1 Spaghetti' }))

    await waitFor(() =>
      expect(within(line(/Spaghetti/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
        'value',
        '4',
      ),
    )
    expect(within(line(/Spaghetti/)).queryByRole('alert')).toBeNull()
  })

  describe('the item limit over an item’s lines', () => {
    const card = [{ code: 'greeting-card', options: { message: 'Auguri' } }]
    const barolo = (quantity: number) => {
      const quantityOf = (item: HTMLElement) =>
        (within(item).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement).value
      const found = screen.getAllByTestId('cart-line').find((item) => quantityOf(item) === String(quantity))
      if (!found) throw new Error(`no Barolo line of ${quantity}`)
      return found
    }

    it('counts a carded line and a plain line of one wine together', async () => {
      const { api, bus, user } = await openCartWith([{ code: 'WINE-1', quantity: 6 }])
      await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 4, options: card })
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
      const writes = api.writes().length

      await user.click(within(barolo(6)).getByRole('button', { name: 'Quantity +1 Barolo' }))

      expect(within(barolo(6)).getByRole('alert').textContent).toBe(
        'Your cart can hold up to 10 pieces of Barolo.',
      )
      expect(
        within(barolo(6))
          .getByRole('spinbutton', { name: /^Quantity / })
          .getAttribute('max'),
      ).toBe('6')
      expect(api.writes()).toHaveLength(writes)
    })

    it('checks the limit again in its turn: two quick changes to two lines of one wine do not pass it together', async () => {
      const { api, bus, user } = await openCartWith([{ code: 'WINE-1', quantity: 3 }])
      await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 4, options: card })
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
      const orderId = api.orders()[0]?.id ?? ''
      // Each fits as the cart was when clicked: 6 beside 3, then 5 beside 4; together 11.
      const release = holdNext(api, 'PATCH', /^\/line_items\//)
      const field = (item: HTMLElement) => within(item).getByRole('spinbutton', { name: /^Quantity / })
      const [carded, plain] = [barolo(4), barolo(3)]
      await user.clear(field(carded))
      await user.type(field(carded), '6{Enter}')
      await user.clear(field(plain))
      await user.type(field(plain), '5{Enter}')
      release()

      await waitFor(() =>
        expect(within(plain).getByRole('alert').textContent).toBe(
          'Your cart can hold up to 10 pieces of Barolo.',
        ),
      )
      const total = api.lines(orderId).reduce((sum, line) => sum + Number(line.attributes.quantity), 0)
      expect(total).toBe(9)
    })

    it('leaves a line what stock has after the other lines of the same wine, as they change', async () => {
      const { api, bus, user, view } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
      await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card })
      api.setStock('WINE-1', 5)
      view.unmount()
      render(<CartApp {...props} screen={{ name: 'cart' }} />)
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
      const [plain, carded] = screen.getAllByTestId('cart-line') as [HTMLElement, HTMLElement]
      const maxOf = (item: HTMLElement) =>
        within(item)
          .getByRole('spinbutton', { name: /^Quantity / })
          .getAttribute('max')
      await waitFor(() => expect(maxOf(carded)).toBe('4'))

      for (let n = 0; n < 3; n += 1) {
        await user.click(within(plain).getByRole('button', { name: 'Quantity +1 Barolo' }))
        await waitFor(() => expect(api.lines(api.orders()[0]?.id ?? '')[0]?.attributes.quantity).toBe(2 + n))
      }

      await waitFor(() => expect(maxOf(carded)).toBe('1'))
      expect(maxOf(plain)).toBe('4')
    })

    it('lets a line of a cart already past the limit come down', async () => {
      const { api, bus, user, view } = await openCartWith([{ code: 'WINE-1', quantity: 6 }])
      await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 4, options: card })
      const orderId = api.orders()[0]?.id ?? ''
      const plain = api.lines(orderId).find((line) => line.attributes.quantity === 6)
      // Written past the limit elsewhere (before the limit counted every line, say).
      await api.fetch(`${apiBase}/line_items/${plain?.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ data: { type: 'line_items', id: plain?.id, attributes: { quantity: 8 } } }),
      })
      view.unmount()
      render(<CartApp {...props} screen={{ name: 'cart' }} />)
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))

      await user.click(within(barolo(8)).getByRole('button', { name: 'Quantity −1 Barolo' }))

      await waitFor(() => expect(api.lines(orderId).map((line) => line.attributes.quantity)).toEqual([7, 4]))
    })
  })

  it('sends a typed quantity once confirmed, and refuses one that is no quantity with a message', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    const field = () =>
      within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const writes = api.writes().length
    // parseInt would read 1e3 as 1 and 2.5 as 2, and quietly cut the line.
    for (const typed of ['0', '2.5', '1e3']) {
      await user.clear(field())
      await user.type(field(), `${typed}{Enter}`)
      expect(within(line(/Olive oil/)).getByRole('alert').textContent).toMatch(
        /^Enter a quantity from 1 to \d+/,
      )
      expect(field().value).toBe(typed)
      expect(field().getAttribute('aria-invalid')).toBe('true')
    }
    expect(api.writes()).toHaveLength(writes)
    await user.clear(field())
    await user.type(field(), '3')
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(field().value).toBe('3'))
    expect(api.writes()).toHaveLength(writes + 1)
  })

  it('removes a line and reports remove_from_cart', async () => {
    const { published, user } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    const analytics = published('analytics:event')
    await user.click(await screen.findByRole('button', { name: 'Remove Barolo from the cart' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Barolo/ })).toBeNull())
    expect(analytics.map((e) => e.event)).toContain('remove_from_cart')
  })

  /**
   * Opens the cart on items stock has since fallen short of, with the opening check's first
   * removal held: the check takes the oil off to add it back at what is left, and `release` lets
   * it go on once the shopper has pressed something.
   */
  async function openWhileTheCheckWorks(items: { code: string; quantity: number }[], oilLeft: number) {
    const shop = startShop()
    render(<MiniCartSlot {...props} />)
    await waitFor(() => expect(screen.getByTestId('mini-cart-count').textContent).toBe('0'))
    for (const item of items) await requestAddItem(shop.bus, { kind: 'sku', ...item })
    shop.api.setStock('OIL-1', oilLeft)
    const release = holdNext(shop.api, 'DELETE', /line_items/)
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    const oil = await screen.findByRole('listitem', { name: /Olive oil/ })
    const lines = () => shop.api.lines(shop.api.orders()[0]?.id ?? '')
    return { oil, release, lines, user: userEvent.setup() }
  }

  it('removes a line pressed while the opening check makes it again, reduced to the stock left', async () => {
    const { oil, release, lines, user } = await openWhileTheCheckWorks(
      [
        { code: 'OIL-1', quantity: 5 },
        { code: 'WINE-1', quantity: 1 },
      ],
      2,
    )
    await user.click(within(oil).getByRole('button', { name: 'Remove Olive oil from the cart' }))
    release()
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Olive oil/ })).toBeNull())
    expect(lines().map((line) => line.attributes.sku_code)).toEqual(['WINE-1'])
  })

  it('sets a quantity typed while the opening check makes the line again on the line it made', async () => {
    const { oil, release, lines, user } = await openWhileTheCheckWorks([{ code: 'OIL-1', quantity: 5 }], 3)
    const field = within(oil).getByRole('spinbutton', { name: /^Quantity / })
    await user.clear(field)
    await user.type(field, '2{Enter}')
    release()
    await waitFor(() => expect(lines().map((line) => line.attributes.quantity)).toEqual([2]))
  })

  it('takes a line as removed when the remove landed but its answer was lost', async () => {
    const { api, user } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    await screen.findByRole('listitem', { name: /Barolo/ })
    api.failNext('DELETE', /^\/line_items\//, async (land) => {
      await land()
      throw new TypeError('Failed to fetch')
    })
    await user.click(screen.getByRole('button', { name: 'Remove Barolo from the cart' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Barolo/ })).toBeNull())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
  })

  it('removes a line whose typed quantity is saving when Remove is clicked, after the save', async () => {
    const { api, user, published } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    const analytics = published('analytics:event')
    const field = () =>
      within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.clear(field())
    await user.type(field(), '5')
    // Leaving the field sends the 5; the click on Remove comes while it saves.
    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from the cart' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Olive oil/ })).toBeNull())
    expect(api.lines(api.orders()[0]?.id ?? '')).toHaveLength(0)
    const removed = analytics.filter((event) => event.event === 'remove_from_cart')
    const quantities = removed.map(
      (event) => (event.ecommerce?.items as { quantity: number }[] | undefined)?.[0]?.quantity,
    )
    expect(quantities).toEqual([5])
  })

  it('takes the second click of a double-click on Remove as nothing, not as removing the line moved up under it', async () => {
    const { api } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Barolo from the cart' }), { detail: 1 })
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Barolo/ })).toBeNull())
    const writes = api.writes().length
    // The olive oil's Remove is where Barolo's was when the second click of the double-click comes.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Olive oil from the cart' }), { detail: 2 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByRole('listitem', { name: /Olive oil/ })).toBeTruthy()
    expect(api.writes()).toHaveLength(writes)
  })

  it('keeps the cart as it was and says why when the API is down', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, () => Promise.reject(new TypeError('Failed to fetch')))

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(
      /could not reach the shop/,
    )
    expect(within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
      'value',
      '1',
    )
  })

  it('says the shop took too long when a request times out, and keeps the quantity', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, () =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    )
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(/taking too long/)
    expect(within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
      'value',
      '1',
    )
  })

  it('says the line could not be removed on a 422, and what to do, and keeps the line', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('DELETE', /^\/line_items\//, () =>
      Response.json(
        { errors: [{ code: 'VALIDATION_ERROR', status: '422', title: 'is not editable' }] },
        { status: 422 },
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from the cart' }))
    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'We could not remove Olive oil from your cart. Reload the page to see your cart as it is now, then try again.',
    )
  })

  it('says the cart cannot be read when the API is down on opening, and retries', async () => {
    const { stored, ...shop } = await startShopWithStoredCart()
    // Down for the read and for the one retry the API fetch makes on a network failure.
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    shop.api.failNext('GET', /^\/orders\//, offline)
    shop.api.failNext('GET', /^\/orders\//, offline)
    render(<CartApp {...props} screen={{ name: 'cart' }} />)

    expect((await screen.findByTestId('cart-error')).textContent).toMatch(/could not reach the shop/)
    // It stays once the page has settled: nothing that runs after the load (the customer check) wipes it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(screen.getByTestId('cart-error').textContent).toMatch(/could not reach the shop/)
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    // The failure's message goes with it, where a screen reader would hear it over a working cart.
    expect(screen.queryByTestId('cart-error')).toBeNull()
    expect(localStorage.getItem('shop:cart:it')).toBe(stored)
  })

  it('keeps the reason a cart could not be read beside the button that reads it again, which it describes', async () => {
    const shop = await startShopWithStoredCart()
    shop.api.failNext('GET', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))
    shop.api.failNext('GET', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)

    const message = await screen.findByTestId('cart-error')
    // Closed, it left a lone "Try again" that said nothing of what had failed.
    expect(within(message).queryByRole('button')).toBeNull()
    const retry = screen.getByRole('button', { name: 'Try again' })
    const describedBy = retry.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toMatch(/could not reach the shop/)
  })

  it('reads the cart again by itself once the browser is back online after a read lost to the network', async () => {
    const shop = await startShopWithStoredCart()
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    shop.api.failNext('GET', /^\/orders\//, offline)
    shop.api.failNext('GET', /^\/orders\//, offline)
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    expect((await screen.findByTestId('cart-error')).textContent).toMatch(/could not reach the shop/)

    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    expect(screen.queryByTestId('cart-error')).toBeNull()
  })

  it('reads the cart again in the background while the shop cannot be reached, its message kept until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const shop = await startShopWithStoredCart()
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
      // The first read and the first background try, each with the API fetch's own retry.
      for (let i = 0; i < 4; i++) shop.api.failNext('GET', /^\/orders\//, unreachable)
      render(<CartApp {...props} screen={{ name: 'cart' }} />)
      const message = await screen.findByTestId('cart-error')
      expect(message.textContent).toMatch(/could not reach the shop/)

      // The browser online all along: no 'online' event will come.
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      // Still failing: the very same message, not redrawn for a screen reader to hear again.
      expect(screen.getByTestId('cart-error')).toBe(message)
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[1]))
      expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
      expect(screen.queryByTestId('cart-error')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps trying in the background through a spell offline, not only until the first try found it so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const online = vi.spyOn(navigator, 'onLine', 'get')
    try {
      const shop = await startShopWithStoredCart()
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      render(<CartApp {...props} screen={{ name: 'cart' }} />)
      await screen.findByTestId('cart-error')
      // The first try finds the browser offline; it is back before the next, with no 'online' event.
      online.mockReturnValue(false)
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      online.mockReturnValue(true)
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[1]))
      expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    } finally {
      online.mockRestore()
      vi.useRealTimers()
    }
  })

  it('says a cart gone meanwhile is gone when a background try finds it so, and stops trying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { stored, ...shop } = await startShopWithStoredCart()
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      render(<CartApp {...props} screen={{ name: 'cart' }} />)
      await screen.findByTestId('cart-error')
      // Placed or deleted elsewhere while this page could not reach the shop.
      const notFound = () =>
        Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 })
      shop.api.failNext('GET', /^\/orders\//, notFound)

      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
      expect(localStorage.getItem('shop:cart:it')).toBeNull()
      const reads = shop.api.requests.filter((r) => r.path.startsWith(`/orders/${stored}`)).length
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[3] * 2))
      expect(shop.api.requests.filter((r) => r.path.startsWith(`/orders/${stored}`))).toHaveLength(reads)
    } finally {
      vi.useRealTimers()
    }
  })

  it('proceeds to checkout with begin_checkout and a navigation intent', async () => {
    const { published, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const analytics = published('analytics:event')
    const intents = published('nav:intent')
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }))
    expect(analytics.map((e) => e.event)).toContain('begin_checkout')
    expect(intents).toEqual([{ screen: { name: 'checkout' } }])
  })

  it('reports begin_checkout with the cart’s lines and the coupon on it', async () => {
    const { published, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    const analytics = published('analytics:event')
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByTestId('cart-total-discount')).toBeTruthy())

    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }))

    expect(analytics.find((e) => e.event === 'begin_checkout')?.ecommerce).toMatchObject({
      currency: 'EUR',
      coupon: 'WELCOME10',
      items: [{ item_id: 'WINE-1', item_name: 'Barolo', item_category: 'wines', price: 39, quantity: 2 }],
    })
  })

  it('goes on to checkout once a quantity typed just before has saved, and stays when it was refused', async () => {
    const { api, published, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const intents = published('nav:intent')
    const field = () =>
      within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    const checkout = await screen.findByRole('button', { name: 'Proceed to checkout' })
    // The field sends 3 as the button takes the focus: the click waits for it.
    await user.clear(field())
    await user.type(field(), '3')
    await user.click(checkout)
    await waitFor(() => expect(intents).toEqual([{ screen: { name: 'checkout' } }]))
    expect(api.lines(api.orders()[0]?.id ?? '')[0]?.attributes.quantity).toBe(3)

    // More than stock holds: the refusal is what the shopper reads, on the cart.
    api.setStock('OIL-1', 4)
    await user.clear(field())
    await user.type(field(), '6')
    await user.click(checkout)
    expect(await within(line(/Olive oil/)).findByRole('alert')).toBeTruthy()
    expect(intents).toHaveLength(1)
  })

  it('stays on the cart when the check it waited for changed the items, so the shopper reads why', async () => {
    const { api, published, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 4 }])
    api.setStock('OIL-1', 1)
    const answer = holdNext(api, 'GET', /^\/skus\//)
    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    const intents = published('nav:intent')
    const checkout = await screen.findByRole('button', { name: 'Checking availability…' })

    // Clicked while the cart checks its stock: the click waits for the check.
    await user.click(checkout)
    answer()

    expect((await screen.findByTestId('cart-notice')).textContent).toMatch(/no longer available/)
    await waitFor(() => expect(checkout.textContent).toBe('Proceed to checkout'))
    expect(within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
      'value',
      '1',
    )
    expect(intents).toEqual([])
    // Read, the next click goes.
    await user.click(checkout)
    expect(intents).toEqual([{ screen: { name: 'checkout' } }])
  })

  it('goes on to checkout once the check it waited for is over, though a code refused before still shows', async () => {
    const { api, published, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    // The header's mini-cart holds the cart, and what it said, while the page is away.
    render(<MiniCartSlot {...props} />)
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'NOPE2026{Enter}')
    await screen.findByRole('alert')
    const answer = holdNext(api, 'GET', /^\/skus\//)
    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    const intents = published('nav:intent')
    const checkout = await screen.findByRole('button', { name: 'Checking availability…' })

    await user.click(checkout)
    answer()

    // The refusal is older than the click: the shopper saw it and chose to go on.
    await waitFor(() => expect(intents).toEqual([{ screen: { name: 'checkout' } }]))
    expect(screen.getByRole('alert').textContent).toBe(
      'This code matches no active gift card or coupon. A gift card pays only for orders in its own currency (this order’s currency: Euro) and while it holds credit.',
    )
  })

  it('leaves for checkout only on a click, not when a quantity saves after a click that was held', async () => {
    const { api, published, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const intents = published('nav:intent')
    const field = () =>
      within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    const checkout = await screen.findByRole('button', { name: 'Proceed to checkout' })
    api.setStock('OIL-1', 4)
    await user.clear(field())
    await user.type(field(), '6')
    await user.click(checkout)
    expect(await within(line(/Olive oil/)).findByRole('alert')).toBeTruthy()

    // The shopper corrects the quantity and stays to look at the cart.
    await user.clear(field())
    await user.type(field(), '4{Enter}')
    await waitFor(() => expect(api.lines(api.orders()[0]?.id ?? '')[0]?.attributes.quantity).toBe(4))
    await waitFor(() => expect(checkout.getAttribute('aria-disabled')).toBe('false'))
    expect(intents).toEqual([])
  })

  it('counts a step from a quantity typed just before: 5 and + make 6', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const field = () =>
      within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.clear(field())
    await user.type(field(), '5')
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: /Quantity \+1/ }))
    await waitFor(() => expect(field().value).toBe('6'))
  })

  // Minus stops at 1: taking a line off is the remove button's job, never a slip of the stepper.
  it('leaves a line of one as it is when its minus is pressed', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const oil = await screen.findByRole('listitem', { name: /Olive oil/ })
    const writes = api.writes().length

    await user.click(within(oil).getByRole('button', { name: 'Quantity −1 Olive oil' }))
    // A change queues behind any before it: once the plus has landed, a minus sent first would show.
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    await waitFor(() =>
      expect(within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })).toHaveProperty(
        'value',
        '2',
      ),
    )
    expect(api.writes()).toHaveLength(writes + 1)
  })

  it('tells of items the check changed only on the visit it changed them', async () => {
    const { api, view } = await openCartWith([{ code: 'OIL-1', quantity: 4 }])
    // The header keeps the cart while the shopper is on other pages.
    render(<MiniCartSlot {...props} />)
    view.unmount()
    api.setStock('OIL-1', 1)
    const visit = render(<CartApp {...props} screen={{ name: 'cart' }} />)
    expect((await screen.findByTestId('cart-notice')).textContent).toMatch(/no longer available/)
    visit.unmount()

    render(<CartApp {...props} screen={{ name: 'cart' }} />)

    await waitFor(() => expect(screen.getByTestId('cart-checkout').textContent).toBe('Proceed to checkout'))
    expect(screen.getByRole('listitem', { name: /Olive oil/ })).toBeTruthy()
    expect(screen.queryByTestId('cart-notice')).toBeNull()
  })

  it('reports view_cart again for another market’s cart', async () => {
    const { bus, published } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const analytics = published('analytics:event')
    const viewed = () => analytics.filter((event) => event.event === 'view_cart')
    await waitFor(() => expect(viewed()).toHaveLength(1))

    act(() => {
      bus.publish('market:changed', markets.gb)
      publishSession('market', 'gb')
    })
    await waitFor(() => expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'gb', itemsCount: 0 }))
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    await waitFor(() => expect(viewed()).toHaveLength(2))
  })

  it('reports view_cart once the cart is shown', async () => {
    const shop = startShop()
    const analytics = shop.published('analytics:event')
    localStorage.setItem('shop:cart:it', 'missing')
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await waitFor(() => expect(screen.queryByTestId('cart-loading')).toBeNull())
    expect(analytics).toEqual([])
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await waitFor(() => expect(analytics.map((e) => e.event)).toEqual(['add_to_cart', 'view_cart']))
  })
})
