import { cartArrivalTimeoutMs, slowAfterMs } from '@storefront/shared/constants'
import { provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refuseForStock } from '../../test/cart-answers'
import { fakeApi, gate } from '../../test/fake-api'
import { oilInStock } from '../../test/fixtures'
import { inventory, listDocument, price, singleDocument, sku } from '../../test/json-api'
import { markets, renderCatalog } from '../../test/render-catalog'

const oil = oilInStock

function renderOil() {
  fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)]), '/skus/s1': () => singleDocument(oil) })
  return renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
}

/** The cart refusing every add with the item limit, `maxQuantity` more fitting. */
function refuseWithLimit(bus: ReturnType<typeof renderOil>['bus'], maxQuantity: number) {
  bus.subscribe('cart:add-item', ({ requestId }) =>
    bus.publish('cart:add-item-result', {
      requestId,
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity,
    }),
  )
}

/** The cart accepting every add; the quantities it was asked for. */
function acceptAdds(bus: ReturnType<typeof renderOil>['bus']): number[] {
  const quantities: number[] = []
  bus.subscribe('cart:add-item', (request) => {
    quantities.push(request.quantity)
    bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
  })
  return quantities
}

/** The words an element is described by, from each element its `aria-describedby` names. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** The polite region the add button is described by first: the add's answer and the limit. */
const feedbackRegion = () =>
  document.getElementById(
    (screen.getByRole('button', { name: /Add to cart|Adding/ }).getAttribute('aria-describedby') ?? '').split(
      ' ',
    )[0] ?? '',
  )

afterEach(() => vi.useRealTimers())

describe('add to cart', () => {
  it('asks the cart for the chosen quantity and says when it was added', async () => {
    const { bus } = renderOil()
    const requests: unknown[] = []
    bus.subscribe('cart:add-item', (request) => {
      requests.push({ kind: request.kind, code: request.code, quantity: request.quantity })
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    // The button is described by what its last press did.
    const button = screen.getByRole('button', { name: 'Add to cart' })
    expect(description(button)).toContain('Added to cart')
    // The header, and the mini-cart with it, may have scrolled away: the way on is beside the words.
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/united-kingdom/gbp/en/cart',
    )
    expect(requests).toEqual([{ kind: 'sku', code: 'OIL-1', quantity: 2 }])
  })

  it('offers to decrease the quantity only above one, keeping the focus on the button at one', async () => {
    renderOil()
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' })
    const quantity = () => (screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value
    expect(decrease.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(decrease.getAttribute('aria-disabled')).toBeNull()
    await userEvent.click(decrease)
    expect(quantity()).toBe('1')
    expect(decrease.getAttribute('aria-disabled')).toBe('true')
    // The press that reached one keeps the focus; a disabled button would have dropped it.
    expect(document.activeElement).toBe(decrease)
    await userEvent.click(decrease)
    expect(quantity()).toBe('1')
  })

  it('says the quantity − and + set, which a screen reader does not read from the field', async () => {
    renderOil()
    const region = await screen.findByTestId('quantity-stepped')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(region.textContent).toBe('Quantity 3')
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
    expect(region.textContent).toBe('Quantity 2')
    // Typed, the field is read as it changes: nothing else speaks.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{End}{Backspace}4')
    expect(region.textContent).toBe('')
  })

  it('adds the quantity typed over the 1, not a 1 put back under the cursor', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    await userEvent.type(field, '{End}{Backspace}3')
    expect(field.value).toBe('3')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([3])
  })

  it('takes back what the last add said once the field holds no quantity, which speaks instead', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.type(field, '{End}{Backspace}0')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(screen.getByRole('alert').textContent).toMatch(/^Enter a quantity/)
    expect(screen.queryByText('Added to cart')).toBeNull()
    expect(quantities).toEqual([1])
  })

  it('says a typed value is no quantity, keeps it and adds nothing until it is one', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const max = field.max
    for (const typed of ['0', '2.5']) {
      await userEvent.clear(field)
      await userEvent.type(field, typed)
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
      expect(screen.getByRole('alert').textContent).toBe(`Enter a quantity from 1 to ${max}`)
      expect(field.value).toBe(typed)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      // The field itself tells a screen reader why, each time it is reached.
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        `Enter a quantity from 1 to ${max}`,
      )
      expect(document.activeElement).toBe(field)
    }
    expect(quantities).toEqual([])
    await userEvent.clear(field)
    await userEvent.type(field, '2')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([2])
  })

  it('says the limit reached with + in the live region that was on the page before it', async () => {
    renderOil()
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const region = feedbackRegion()
    // A region that comes with its words is often not read out: this one waits, empty.
    expect(region?.getAttribute('aria-live')).toBe('polite')
    expect(region?.textContent).toBe('')
    fireEvent.change(field, { target: { value: String(Number(field.max) - 1) } })
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(region?.contains(screen.getByTestId('item-limit'))).toBe(true)
    expect(region?.textContent).toBe(`Up to ${field.max} pieces can be added`)
  })

  // A shopper who typed 99999 did not ask for 10: the first press adds nothing and answers with the
  // limit, as the cart answers an add past what it takes, and the field then shows what a press adds.
  it('adds nothing on a press with a typed quantity past the item limit, says the limit and shows it in the field', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const max = Number(field.max)
    await userEvent.clear(field)
    await userEvent.type(field, '99999')
    // Leaving the field (as a click on the button does first) keeps what was typed.
    await userEvent.tab()
    expect(field.value).toBe('99999')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const limit = screen.getByRole('alert')
    expect(limit.textContent).toBe(`Up to ${max} pieces can be added`)
    expect(quantities).toEqual([])
    expect(screen.queryByText('Added to cart')).toBeNull()
    // Said once: the polite region does not repeat the alert.
    expect(screen.queryByTestId('item-limit')).toBeNull()
    expect(description(screen.getByRole('button', { name: 'Add to cart' }))).toContain(limit.textContent)
    // The shopper chooses next: the field holds what a press adds, in focus. (It is selected too,
    // which jsdom cannot show: a number field has no selection range to read.)
    expect(field.value).toBe(String(max))
    expect(document.activeElement).toBe(field)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([max])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('adds nothing when Enter sends a typed quantity past the limit, and what the shopper types next', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const max = Number(field.max)
    await userEvent.clear(field)
    await userEvent.type(field, `${max + 15}{Enter}`)
    expect(screen.getByRole('alert').textContent).toBe(`Up to ${max} pieces can be added`)
    expect(quantities).toEqual([])
    expect(document.activeElement).toBe(field)
    expect(field.value).toBe(String(max))
    // Typing again is the shopper's choice: the limit's answer goes with the number it answered.
    await userEvent.clear(field)
    expect(screen.queryByRole('alert')?.textContent).not.toBe(`Up to ${max} pieces can be added`)
    await userEvent.type(field, '3')
    expect(field.value).toBe('3')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.type(field, '{Enter}')
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([3])
  })

  // The button names a count only when its press adds it: before the limit was said, a press past
  // it adds nothing, and "Add 10 to cart" beside a typed 99999 promised what it would not do.
  it('names no quantity on its button while a typed quantity past the item limit has not been answered', async () => {
    renderOil()
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const max = Number(field.max)
    await userEvent.clear(field)
    await userEvent.type(field, String(max + 15))
    expect(field.value).toBe(String(max + 15))
    expect(screen.getByTestId('item-limit').textContent).toBe(`Up to ${max} pieces can be added`)
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: `Add ${max} to cart` })).toBeNull()
  })

  it('names on its button the quantity the cart still takes when more is typed after its refusal', async () => {
    const { bus } = renderOil()
    const quantities: number[] = []
    // The cart refuses 3 with room for 2, then takes the 2.
    bus.subscribe('cart:add-item', ({ requestId, quantity }) => {
      quantities.push(quantity)
      bus.publish(
        'cart:add-item-result',
        quantities.length === 1
          ? { requestId, ok: false, errorCode: 'item_limit_exceeded', maxQuantity: 2 }
          : { requestId, ok: true },
      )
    })
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    await userEvent.clear(field)
    await userEvent.type(field, '3{Enter}')
    const refusal = 'Only 2 more pieces of Tuscan oil fit in your cart.'
    expect((await screen.findByRole('alert')).textContent).toBe(refusal)
    expect(field.value).toBe('2')
    await userEvent.clear(field)
    await userEvent.type(field, '6')
    // The refusal stays, and the button says what a press does with the 6.
    expect(screen.getByRole('alert').textContent).toBe(refusal)
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([3, 2])
  })

  it('never sends more than stock refreshed while choosing allows', async () => {
    renderOil()
    await screen.findByTestId('availability')
    cleanup()
    // A second visit shows the stock seen before while today's is on its way.
    const refreshed = gate()
    const fewer = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', inventory: inventory([[2, 24, 48]]) })
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)]),
      '/skus/s1': () => refreshed.opened.then(() => singleDocument(fewer)),
    })
    const { bus } = renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    const quantities = acceptAdds(bus)
    const increase = await screen.findByRole('button', { name: 'Increase quantity' })
    for (let i = 0; i < 3; i++) await userEvent.click(increase)
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('4')
    refreshed.open()
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toBe('Only 2 left'))
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2')
    expect(screen.getByTestId('item-limit').textContent).toBe('Up to 2 pieces can be added')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([2])
  })

  // The catalog deploys on its own: the page's words may still be an older shell's, which had
  // the limit as one singular message of `n` and `p`. A count must not pick that one up.
  it('counts the limit in its own words beside an older shell that worded it without a count', async () => {
    // Every language i18next could fall back to, as a page loads only the visitor's.
    const locales = ['it', 'en', 'de', 'es', 'fr'] as const
    for (const locale of locales) {
      const words = dictionaries[locale].catalog
      const product = Object.fromEntries(
        Object.entries(words.product).filter(([key]) => !key.startsWith('maxPieces')),
      )
      const older = { ...product, itemLimit: 'Up to {{n}} {{p}} can be added' }
      provideDictionary(locale, { ...dictionaries[locale], catalog: { ...words, product: older } })
    }
    try {
      renderOil()
      const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
      await userEvent.clear(field)
      await userEvent.type(field, field.max)
      await waitFor(() =>
        expect(screen.getByTestId('item-limit').textContent).toBe(`Up to ${field.max} pieces can be added`),
      )
    } finally {
      for (const locale of locales) provideDictionary(locale, dictionaries[locale])
    }
  })

  it('says how many more the cart takes, in the plural form of that number', async () => {
    const { bus } = renderOil()
    refuseWithLimit(bus, 2)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only 2 more pieces of Tuscan oil fit in your cart.',
    )
  })

  it('says one more piece, not "pieces", when one more fits', async () => {
    refuseWithLimit(renderOil().bus, 1)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only 1 more piece of Tuscan oil fits in your cart.',
    )
  })

  it('keeps to how many more the cart takes once it said so, and states that limit alone', async () => {
    const { bus } = renderOil()
    const quantities: number[] = []
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const max = Number(field.max)
    // Three are in the cart already: it refuses the first add, then takes what fits.
    bus.subscribe('cart:add-item', ({ requestId, quantity }) => {
      quantities.push(quantity)
      bus.publish(
        'cart:add-item-result',
        quantities.length === 1
          ? { requestId, ok: false, errorCode: 'item_limit_exceeded', maxQuantity: max - 3 }
          : { requestId, ok: true },
      )
    })
    await userEvent.clear(field)
    await userEvent.type(field, String(max))
    expect(screen.getByTestId('item-limit').textContent).toBe(`Up to ${max} pieces can be added`)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const refusal = await screen.findByRole('alert')
    expect(refusal.textContent).toBe(`Only ${max - 3} more pieces of Tuscan oil fit in your cart.`)
    // An alert of its own, outside the polite region, which would read it a second time; it
    // still describes the button.
    expect(feedbackRegion()?.contains(refusal)).toBe(false)
    expect(description(screen.getByRole('button', { name: 'Add to cart' }))).toContain(refusal.textContent)
    expect(screen.queryByTestId('item-limit')).toBeNull()
    expect(field.value).toBe(String(max - 3))
    expect(field.max).toBe(String(max - 3))
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    expect(increase.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(increase)
    expect(field.value).toBe(String(max - 3))
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([max, max - 3])
    // What the cart took is in it now: a next add is the cart's to refuse again, with its new answer.
    expect(field.max).toBe(String(max))
  })

  it('lowers the quantity to what fits when the cart refuses one more than it takes', async () => {
    const { bus } = renderOil()
    const quantities: number[] = []
    // The cart refuses 3 with room for 2, then takes the 2.
    bus.subscribe('cart:add-item', ({ requestId, quantity }) => {
      quantities.push(quantity)
      bus.publish(
        'cart:add-item-result',
        quantities.length === 1
          ? { requestId, ok: false, errorCode: 'item_limit_exceeded', maxQuantity: 2 }
          : { requestId, ok: true },
      )
    })
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    await userEvent.clear(field)
    await userEvent.type(field, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only 2 more pieces of Tuscan oil fit in your cart.',
    )
    expect(field.value).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(quantities).toEqual([3, 2])
    // Once the refusal is gone, the field keeps what fit: the 3 first asked for was never added.
    expect(field.value).toBe('2')
  })

  it('says the cart already holds the most there may be when no more fit', async () => {
    refuseWithLimit(renderOil().bus, 0)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart already holds the maximum quantity of Tuscan oil.',
    )
  })

  it('says the product has just sold out when the cart finds none left and holds none, and reads the stock again', async () => {
    let stockAsked = 0
    const gone = sku({ id: 's1', code: 'OIL-1', name: 'Tuscan oil', inventory: inventory([[0, 24, 48]]) })
    fakeApi({
      '/skus': () => listDocument([oil], [price('p1', 1890)]),
      // The page opens with plenty; bought out by the time the shopper adds.
      '/skus/s1': () => singleDocument(stockAsked++ === 0 ? oil : gone),
    })
    const { bus } = renderCatalog({ name: 'product', code: 'OIL-1' }, markets.gb)
    refuseForStock(bus, { soldOut: true })
    expect((await screen.findByTestId('availability')).textContent).toBe('In stock, ready to ship')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Tuscan oil has just sold out.')
    await waitFor(() => expect(screen.getByTestId('availability').textContent).toBe('Out of stock'))
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('Tuscan oil has just sold out.')
  })

  it('says all the stock is in the cart already when the cart holds it, as an older cart says too', async () => {
    const { bus } = renderOil()
    refuseForStock(bus, { soldOut: false })
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'All we have in stock of Tuscan oil is already in your cart.',
    )
  })

  it('keeps one in the field once the cart holds the most there may be, so a next add asks for one', async () => {
    const { bus } = renderOil()
    const quantities: number[] = []
    bus.subscribe('cart:add-item', ({ requestId, quantity }) => {
      quantities.push(quantity)
      bus.publish('cart:add-item-result', {
        requestId,
        ok: false,
        errorCode: 'item_limit_exceeded',
        maxQuantity: 0,
      })
    })
    const field = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement
    const add = screen.getByRole('button', { name: 'Add to cart' })
    await userEvent.click(add)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart already holds the maximum quantity of Tuscan oil.',
    )
    // "0" in the field would send an add of nothing: the cart may have room again by the next click.
    expect(field.value).toBe('1')
    await userEvent.click(add)
    await waitFor(() => expect(quantities).toEqual([1, 1]))
  })

  // "Add 1 to cart" beside "already holds the maximum" read as a contradiction: the 1 is no
  // quantity that fits, only what a press sends to ask the cart again.
  it('puts no number on its button when the cart said none more fits, whatever is typed', async () => {
    refuseWithLimit(renderOil().bus, 0)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart already holds the maximum quantity of Tuscan oil.',
    )
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.clear(field)
    await userEvent.type(field, '3')
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy()
  })

  it('waits for a cart still loading and adds once it listens', async () => {
    const { bus } = renderOil()
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    vi.useFakeTimers()
    act(() => button.click())
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy()
    bus.subscribe('cart:add-item', ({ requestId }) =>
      bus.publish('cart:add-item-result', { requestId, ok: true }),
    )
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByText('Added to cart')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps focus on the button while adding, and sends one add however often it is pressed', async () => {
    const { bus } = renderOil()
    const requests: string[] = []
    bus.subscribe('cart:add-item', ({ requestId }) => requests.push(requestId))
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const busy = screen.getByRole('button', { name: 'Adding…' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(busy)
    await userEvent.keyboard('{Enter}')
    expect(requests).toHaveLength(1)
    bus.publish('cart:add-item-result', { requestId: requests[0] as string, ok: true })
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }))
  })

  it('takes a double-click as one add, even when the first add is done before the second click', async () => {
    const { bus } = renderOil()
    const quantities = acceptAdds(bus)
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    fireEvent.click(button, { detail: 1 })
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    fireEvent.click(button, { detail: 2 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(quantities).toEqual([1])
    // A third, separate click is a new add.
    fireEvent.click(button, { detail: 1 })
    await waitFor(() => expect(quantities).toEqual([1, 1]))
  })

  it('shows the add-to-cart error when no cart comes to listen', async () => {
    renderOil()
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    vi.useFakeTimers()
    act(() => button.click())
    await act(() => vi.advanceTimersByTimeAsync(cartArrivalTimeoutMs + 200))
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not add this product to your cart. Please try again.',
    )
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false)
    expect(description(button)).toBe('We could not add this product to your cart. Please try again.')
  })

  it('says beside the button that an add the cart refused for the country the shopper left was not made', async () => {
    const { bus } = renderOil()
    const markets: (string | undefined)[] = []
    bus.subscribe('cart:add-item', (request) => {
      markets.push(request.marketCode)
      bus.publish('cart:add-item-result', {
        requestId: request.requestId,
        ok: false,
        errorCode: 'market_changed',
      })
    })
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    await userEvent.click(button)
    const words = 'Not added to your cart: the country changed meanwhile. Add it again here.'
    expect((await screen.findByRole('alert')).textContent).toBe(words)
    expect(description(button)).toBe(words)
    expect(markets).toEqual(['gb'])
  })

  it('is described only by what is on the page: no error named before there is one', async () => {
    renderOil()
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    const named = (button.getAttribute('aria-describedby') ?? '').split(' ')
    expect(named.map((id) => document.getElementById(id) !== null)).toEqual(named.map(() => true))
  })

  it('says it is still adding once an add takes longer than usual, and no more once the cart answers', async () => {
    const { bus } = renderOil()
    const requests: string[] = []
    bus.subscribe('cart:add-item', ({ requestId }) => requests.push(requestId))
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    const feedback = () => description(button)
    const slow = 'Still adding: this is taking longer than usual.'
    vi.useFakeTimers()
    act(() => button.click())
    await act(() => vi.advanceTimersByTimeAsync(slowAfterMs - 100))
    expect(feedback()).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(feedback()).toBe(slow)
    act(() => bus.publish('cart:add-item-result', { requestId: requests[0] as string, ok: true }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(feedback()).toContain('Added to cart')
    expect(feedback()).not.toContain(slow)
  })

  it('waits as long as the API may take for a loaded cart, then shows the error', async () => {
    const { bus } = renderOil()
    bus.subscribe('cart:add-item', () => {})
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    vi.useFakeTimers()
    act(() => button.click())
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(8_000))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(40_000))
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not add this product to your cart. Please try again.',
    )
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false)
    expect(description(button)).toBe('We could not add this product to your cart. Please try again.')
  })
})
