import type { AnalyticsItem } from '@storefront/shared/analytics'
import { requestAddItem } from '@storefront/shared/events'
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, outOfStock } from '../../test/fake-responses'
import { props, publishSession } from '../../test/harness'
import { holdNext } from '../../test/hold-next'
import { holdCartRuntime } from '../../test/hold-runtime'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const field = (name: RegExp) =>
  within(line(name)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement

describe('a line’s quantity on the cart page', () => {
  it('sends nothing when the quantity confirmed is the one the line already holds', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const writes = api.writes().length

    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '2{Enter}')
    // Changes queue: once the plus has landed, a write sent for the 2 would have gone before it.
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    await waitFor(() => expect(field(/Olive oil/).value).toBe('3'))
    expect(api.writes()).toHaveLength(writes + 1)
  })

  it('offers the minus as unavailable on a line of one, and as available once it holds more', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const minus = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' })
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(minus().getAttribute('aria-disabled')).toBe('true')

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    await waitFor(() => expect(field(/Olive oil/).value).toBe('2'))
    expect(minus().getAttribute('aria-disabled')).toBe('false')
  })

  it('reports each change by the units it added or took away, and a removal by the units the line held', async () => {
    const { published, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const analytics = published('analytics:event')
    const reported = () =>
      analytics
        .filter((event) => event.event !== 'view_cart')
        .map((event) => [
          event.event,
          (event.ecommerce!.items as AnalyticsItem[]).map((item) => item.quantity),
        ])
    await screen.findByRole('listitem', { name: /Olive oil/ })

    // 5 typed and + pressed: two changes, the second counted from the 5 the first saved.
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '5')
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await waitFor(() => expect(field(/Olive oil/).value).toBe('6'))
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' }))
    await waitFor(() => expect(field(/Olive oil/).value).toBe('5'))
    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from the cart' }))
    await screen.findByRole('heading', { name: 'Your cart is empty' })

    expect(reported()).toEqual([
      ['add_to_cart', [4]],
      ['add_to_cart', [1]],
      ['remove_from_cart', [1]],
      ['remove_from_cart', [5]],
    ])
  })

  it('names what the cart may hold of a wine over all its lines when stock refuses one of them', async () => {
    const card = [{ code: 'greeting-card', options: { message: 'Auguri' } }]
    const { api, bus, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card })
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    // Sold elsewhere since the page read the stock: 5 bottles left, one of them on the carded line.
    api.setStock('WINE-1', 5)
    const [plain] = screen.getAllByTestId('cart-line') as [HTMLElement]

    const quantity = within(plain).getByRole('spinbutton', { name: /^Quantity / })
    await user.clear(quantity)
    await user.type(quantity, '6{Enter}')

    expect((await within(plain).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 5 pieces of Barolo.',
    )
  })

  it('reads what stock has left when the refusal says no figure, and names it', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Barolo/ })
    api.setStock('WINE-1', 4)
    api.sayNoStockFigure()

    await user.clear(field(/Barolo/))
    await user.type(field(/Barolo/), '7{Enter}')

    expect((await within(line(/Barolo/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 4 pieces of Barolo.',
    )
    expect(field(/Barolo/).max).toBe('4')
  })

  it('answers a plain failure, not room it just refused, when the stock read after a refusal has room for the number', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Barolo/ })
    api.setStock('WINE-1', 10)
    // Refused for stock with no figure, though the inventory, read next, has ten.
    api.failNext('PATCH', /^\/line_items\//, () => outOfStock(undefined, 'WINE-1'))

    await user.clear(field(/Barolo/))
    await user.type(field(/Barolo/), '3{Enter}')

    expect((await within(line(/Barolo/)).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    )
  })

  // BOX-1 holds one OIL-1 and two WINE-1: five bottles left make two boxes.
  it('counts a box that stock refuses in boxes, by what it holds of the short wine', async () => {
    const { api, user } = await openCartWith([{ code: 'BOX-1', quantity: 1, kind: 'bundle' }])
    await screen.findByRole('listitem', { name: /Gift box/ })
    api.setStock('WINE-1', 5)

    await user.clear(field(/Gift box/))
    await user.type(field(/Gift box/), '4{Enter}')

    expect((await within(line(/Gift box/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 2 pieces of Gift box.',
    )
  })

  it('brings a line down to what stock has left once a change shows stock fell below it, and says so', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 5 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.setStock('OIL-1', 3)

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    await waitFor(() => expect(field(/Olive oil/).value).toBe('3'))
    expect(await screen.findByTestId('cart-notice')).toBeTruthy()
  })

  it('takes out a box whose oil the other lines now take all of, and says so, when it is changed', async () => {
    const { api, user } = await openCartWith([
      { code: 'OIL-1', quantity: 3 },
      { code: 'BOX-1', quantity: 1, kind: 'bundle' },
    ])
    await screen.findByRole('listitem', { name: /Gift box/ })
    api.setStock('OIL-1', 3)

    await user.click(within(line(/Gift box/)).getByRole('button', { name: 'Quantity +1 Gift box' }))

    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Gift box/ })).toBeNull())
    expect(await screen.findByTestId('cart-notice')).toBeTruthy()
    expect(field(/Olive oil/).value).toBe('3')
  })

  it('keeps a refused quantity in its field, marked as not taken, beside the total of what the cart holds', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const total = within(line(/Olive oil/)).getByTestId('cart-line-total').textContent
    api.setStock('OIL-1', 3)

    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '9{Enter}')

    await within(line(/Olive oil/)).findByRole('alert')
    expect(field(/Olive oil/).value).toBe('9')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('true')
    expect(within(line(/Olive oil/)).getByTestId('cart-line-total').textContent).toBe(total)

    // Typed back to what the cart holds, the field is no longer the refused number.
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '2')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('false')
  })

  it('offers no more than the stock a refusal told of, not what stock was when the page opened', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(field(/Olive oil/).max).not.toBe('3')
    api.setStock('OIL-1', 3)

    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '9{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')

    expect(field(/Olive oil/).max).toBe('3')
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '0{Enter}')
    expect(within(line(/Olive oil/)).getByRole('alert').textContent).toBe(
      'Enter a quantity from 1 to 3, or use “Remove” to take the product out',
    )
  })

  it('names what stock leaves, read again, for a quantity past the item limit when stock is shorter', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.setStock('OIL-1', 3)
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '9{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')

    // Past the item limit too: the limit of 10 is no number the shopper could reach.
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '12{Enter}')
    await waitFor(() =>
      expect(within(line(/Olive oil/)).getByRole('alert').textContent).toBe(
        'With what is in stock, your cart has room for only 3 pieces of Olive oil.',
      ),
    )

    // Stock came in since: the item limit is what stops 12 now, and it is what the words name.
    api.setStock('OIL-1', 40)
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '13{Enter}')
    await waitFor(() =>
      expect(within(line(/Olive oil/)).getByRole('alert').textContent).toBe(
        'Your cart can hold up to 10 pieces of Olive oil.',
      ),
    )
    expect(field(/Olive oil/).max).toBe('10')
    expect(api.writes().filter((write) => write.method === 'PATCH')).toHaveLength(1)
  })

  it('steps from what the cart holds once it refused a typed quantity, so plus and minus still work', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 3 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.setStock('OIL-1', 5)
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '50{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')
    expect(field(/Olive oil/).value).toBe('50')

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' }))
    await waitFor(() => expect(field(/Olive oil/).value).toBe('2'))
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()

    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '9{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await waitFor(() => expect(field(/Olive oil/).value).toBe('3'))
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
  })

  it('keeps a refused number, marked, beside another line’s refusal, and steps from what the cart holds', async () => {
    const { api, user } = await openCartWith([
      { code: 'OIL-1', quantity: 2 },
      { code: 'WINE-1', quantity: 10 },
    ])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.setStock('OIL-1', 2)
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '5{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')

    // The wine is at the item limit: its refusal is its own, and the oil's stays.
    await user.click(within(line(/Barolo/)).getByRole('button', { name: 'Quantity +1 Barolo' }))
    await within(line(/Barolo/)).findByRole('alert')
    expect(within(line(/Olive oil/)).getByRole('alert')).toBeTruthy()
    expect(field(/Olive oil/).value).toBe('5')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('true')

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' }))
    await waitFor(() => expect(field(/Olive oil/).value).toBe('1'))
  })

  it('asks for a quantity up to what the line may hold beside the item’s other lines', async () => {
    const card = [{ code: 'greeting-card', options: { message: 'Auguri' } }]
    const { bus, user } = await openCartWith([{ code: 'WINE-1', quantity: 6 }])
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 4, options: card })
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    const [plain] = screen.getAllByTestId('cart-line') as [HTMLElement]
    const quantity = within(plain).getByRole('spinbutton', { name: /^Quantity / })

    await user.clear(quantity)
    await user.type(quantity, '0{Enter}')

    expect(within(plain).getByRole('alert').textContent).toBe(
      'Enter a quantity from 1 to 6, or use “Remove” to take the product out',
    )
  })

  it('takes a refusal away once the next change to the line saves', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, () => outOfStock(2))
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' }))

    await waitFor(() => expect(field(/Olive oil/).value).toBe('1'))
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
  })

  it('adds up presses on a line whose change waits behind another line’s', async () => {
    const { api, user } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    await screen.findByRole('listitem', { name: /Barolo/ })
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    const answerWine = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(within(line(/Barolo/)).getByRole('button', { name: 'Quantity +1 Barolo' }))

    const plus = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })
    await user.click(plus())
    await user.click(plus())
    answerWine()

    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    await waitFor(() => expect(line(/Barolo/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('3')
    const [order] = api.orders()
    const oil = api.lines(order?.id ?? '').find((l) => l.attributes.sku_code === 'OIL-1')
    expect(oil?.attributes.quantity).toBe(3)
  })
})

describe('presses made while a line’s change is on its way', () => {
  const plusOil = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })
  const oilOnOrder = (api: Awaited<ReturnType<typeof openCartWith>>['api']) =>
    api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)

  // The header's links, Back and a change of language all leave the cart page; the mini-cart
  // keeps the cart runtime, as it does for an add made on a product page that is left.
  it('are sent, once and counted once, when the shopper leaves the cart page before the line is free', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const { runtime } = holdCartRuntime()
    const writes = api.writes().length
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    await user.click(plusOil())
    await user.click(plusOil())
    expect(field(/Olive oil/).value).toBe('4')

    view.unmount()
    answer()

    await waitFor(() => expect(oilOnOrder(api)).toEqual([4]))
    await runtime.queue.idle()
    expect(oilOnOrder(api)).toEqual([4])
    // The first press's change, then one for the presses made meanwhile.
    expect(api.writes()).toHaveLength(writes + 2)
    expect(runtime.store.getState().order?.lines[0]?.quantity).toBe(4)
  })

  it('show where they lead on a page mounted anew before they are sent, as a change of language mounts it', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    holdCartRuntime()
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    await user.click(plusOil())
    await user.click(plusOil())
    view.unmount()

    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(field(/Olive oil/).value).toBe('4')
    // Counted on from there: the press goes with the others, as one change.
    await user.click(plusOil())
    expect(field(/Olive oil/).value).toBe('5')
    answer()

    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('5')
    expect(oilOnOrder(api)).toEqual([5])
  })

  it('send nothing for presses that come back to the quantity the change before them leaves', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const writes = api.writes().length
    const patches = () =>
      api.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/line_items/'))
    const first = holdNext(api, 'PATCH', /^\/line_items\//)
    const second = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    await user.click(plusOil())
    first()
    await waitFor(() => expect(patches()).toHaveLength(2))
    // − then + while the 3 is on its way: back where it leads.
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity −1 Olive oil' }))
    await user.click(plusOil())
    second()

    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('3')
    expect(oilOnOrder(api)).toEqual([3])
    expect(api.writes()).toHaveLength(writes + 2)
  })

  it('still add up to one change on the page, and the field shows where they led', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const writes = api.writes().length
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    await user.click(plusOil())
    await user.click(plusOil())
    answer()

    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('4')
    expect(oilOnOrder(api)).toEqual([4])
    expect(api.writes()).toHaveLength(writes + 2)
  })
})

describe('a page mounted anew while a line’s change is on its way', () => {
  const plusOil = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })
  const oilOnOrder = (api: Awaited<ReturnType<typeof openCartWith>>['api']) =>
    api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)
  const patches = (api: Awaited<ReturnType<typeof openCartWith>>['api']) =>
    api.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/line_items/'))

  /** Leaves the cart page and comes back to it, the header's mini-cart holding the cart meanwhile. */
  async function comeBack(view: Awaited<ReturnType<typeof openCartWith>>['view']) {
    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await screen.findByRole('listitem', { name: /Olive oil/ })
  }

  it('shows the number typed, not the one before, until the change lands', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const { runtime } = holdCartRuntime()
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '5{Enter}')
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))

    await comeBack(view)

    expect(field(/Olive oil/).value).toBe('5')
    answer()
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('5')
    expect(oilOnOrder(api)).toEqual([5])
    // Over: the next page mounted shows what the cart holds.
    expect(runtime.store.getState().quantitiesOnTheWay).toEqual({})
  })

  it('shows the quantity a press sent, and counts the next press on from it', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    holdCartRuntime()
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))

    await comeBack(view)

    expect(field(/Olive oil/).value).toBe('2')
    await user.click(plusOil())
    expect(field(/Olive oil/).value).toBe('3')
    answer()
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('3')
    expect(oilOnOrder(api)).toEqual([3])
  })

  it('shows where presses led once the cart has taken them to send', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    holdCartRuntime()
    const first = holdNext(api, 'PATCH', /^\/line_items\//)
    const second = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(plusOil())
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    await user.click(plusOil())
    await user.click(plusOil())
    first()
    // The presses' 4 is on its way: no longer waiting to be sent.
    await waitFor(() => expect(patches(api)).toHaveLength(2))

    await comeBack(view)

    expect(field(/Olive oil/).value).toBe('4')
    second()
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('4')
    expect(oilOnOrder(api)).toEqual([4])
  })

  it('keeps a number refused meanwhile in its field, marked, beside the reason', async () => {
    const { api, user, view } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Barolo/ })
    holdCartRuntime()
    api.setStock('WINE-1', 4)
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    const wine = () =>
      within(line(/Barolo/)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
    await user.clear(wine())
    await user.type(wine(), '7{Enter}')
    await waitFor(() => expect(line(/Barolo/).getAttribute('aria-busy')).toBe('true'))

    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await screen.findByRole('listitem', { name: /Barolo/ })
    expect(wine().value).toBe('7')
    answer()

    expect((await within(line(/Barolo/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 4 pieces of Barolo.',
    )
    expect(wine().value).toBe('7')
    expect(wine().getAttribute('aria-invalid')).toBe('true')
  })
})

describe('a quantity change that meets a token the API no longer takes', () => {
  const plusOil = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })
  const invalidToken = () =>
    json(401, { errors: [{ title: 'Invalid token', code: 'INVALID_TOKEN', status: '401' }] })

  it('says the change was not saved once the session started over and the cart is read again', async () => {
    const { api, bus, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    // The shell's part: a refused token starts the session over, with a new token a moment later.
    bus.subscribe('session:refresh', ({ reason }) => {
      if (reason === 'unauthorized') setTimeout(() => publishSession('unauthorized'), 10)
    })
    api.failNext('PATCH', /^\/line_items\//, () => Promise.resolve(invalidToken()))

    await user.click(plusOil())

    // The cart read again clears the change's own words: left unsaid, the field simply went back.
    const notice = await screen.findByTestId('cart-notice')
    expect(notice.textContent).toBe(
      'Your session had to start again, so your last change to the cart was not saved: please make it again.',
    )
    await waitFor(() => expect(field(/Olive oil/).value).toBe('1'))
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([1])
  })
})

describe('a line’s quantity whose answer was lost', () => {
  const gatewayTimeout = () => new Response('<html><h1>504 Gateway Time-out</h1></html>', { status: 504 })
  const plusOil = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })

  // Taken for a failure, the line kept its old number beside an order that held the new one.
  it.each([
    ['a gateway’s 504', gatewayTimeout],
    ['a 500 without a body', () => new Response(null, { status: 500 })],
    ['a success cut short', () => new Response('{"data":{"id":', { status: 200 })],
  ])('shows the quantity saved, without an error, when the change landed and got %s', async (_, lost) => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, async (land) => {
      await land()
      return lost()
    })

    await user.click(plusOil())

    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('2')
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([2])
  })

  it('says the change failed and keeps the quantity the order holds when it did not land', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, gatewayTimeout)

    await user.click(plusOil())

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    )
    expect(field(/Olive oil/).value).toBe('1')
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([1])
  })
})

describe('a press on a line with nothing on its way', () => {
  const press = (name: RegExp, label: string) =>
    within(line(name)).getByRole('button', { name: `Quantity ${label}` })
  /** Holds the next write to a line, then answers it with `respond`. */
  function holdThen(
    api: Awaited<ReturnType<typeof openCartWith>>['api'],
    respond: () => Response | Promise<Response>,
  ) {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    api.failNext('PATCH', /^\/line_items\//, async () => {
      await answered
      return respond()
    })
    return () => answer()
  }

  // The change reads the line, writes, then reads the order: on a phone a second or more.
  it('shows its number at once, while the change is on its way, and keeps it once saved', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)

    await user.click(press(/Olive oil/, '−1 Olive oil'))

    expect(field(/Olive oil/).value).toBe('1')
    expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true')
    expect(
      within(line(/Olive oil/))
        .getByRole('button', { name: 'Quantity −1 Olive oil' })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    answer()
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('1')
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([1])
  })

  it('goes back to what the cart holds, beside the reason, when stock refuses it', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const answer = holdThen(api, () => outOfStock(2))
    await user.click(press(/Olive oil/, '+1 Olive oil'))
    expect(field(/Olive oil/).value).toBe('3')

    answer()

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 2 pieces of Olive oil.',
    )
    expect(field(/Olive oil/).value).toBe('2')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('false')
    // Counted from what the cart holds: − asks for 1.
    await user.click(press(/Olive oil/, '−1 Olive oil'))
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('1')
  })

  it('goes back to what the cart holds, beside the reason, when the connection loses it', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const answer = holdThen(api, () => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(press(/Olive oil/, '+1 Olive oil'))
    expect(field(/Olive oil/).value).toBe('2')

    answer()

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(
      /could not reach the shop/,
    )
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('1')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('false')
  })

  it('goes back to what the cart holds when the item limit refuses it on the spot', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 10 }])
    await screen.findByRole('listitem', { name: /Barolo/ })

    await user.click(press(/Barolo/, '+1 Barolo'))

    expect((await within(line(/Barolo/)).findByRole('alert')).textContent).toBe(
      'Your cart can hold up to 10 pieces of Barolo.',
    )
    await waitFor(() => expect(field(/Barolo/).value).toBe('10'))
    expect(field(/Barolo/).getAttribute('aria-invalid')).toBe('false')
  })

  it('shows what the cart holds once stock refused presses made while the first was on its way', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.setStock('OIL-1', 3)
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    await user.click(press(/Olive oil/, '+1 Olive oil'))
    await user.click(press(/Olive oil/, '+1 Olive oil'))
    expect(field(/Olive oil/).value).toBe('4')

    answer()

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 3 pieces of Olive oil.',
    )
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('false'))
    expect(field(/Olive oil/).value).toBe('3')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('false')
  })
})
