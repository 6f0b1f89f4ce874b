import { slowAfterMs } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outOfStock } from '../../test/fake-responses'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const status = () => screen.getByTestId('cart-line-status')
const said = () => status().textContent

describe('what the cart says to a screen reader as lines change', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has one polite status region for the page before anything changes', async () => {
    await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    await screen.findByRole('listitem', { name: /Barolo/ })
    expect(screen.getAllByTestId('cart-line-status')).toHaveLength(1)
    expect(screen.getAllByRole('status')).toContain(status())
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(said()).toBe('')
  })

  it('says the new quantity and the line’s total once a + is saved, not on the press', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await waitFor(() => expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true'))
    expect(said()).toBe('')
    answer()

    await waitFor(() => expect(said()).toBe('Olive oil: quantity 2. Total €25.00'))
    expect(within(line(/Olive oil/)).getByTestId('cart-line-total').textContent).toBe('€25.00')
  })

  it('says, on the line and aloud, that a change waiting past the usual time is still on its way', async () => {
    const { api } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    const slow = 'Still saving your change: this is taking longer than usual.'
    vi.useFakeTimers()

    act(() =>
      within(line(/Olive oil/))
        .getByRole('button', { name: 'Quantity +1 Olive oil' })
        .click(),
    )
    await act(() => vi.advanceTimersByTimeAsync(slowAfterMs - 100))
    expect(line(/Olive oil/).getAttribute('aria-busy')).toBe('true')
    expect(within(line(/Olive oil/)).queryByText(slow)).toBeNull()
    expect(said()).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(within(line(/Olive oil/)).getByText(slow)).toBeTruthy()
    expect(said()).toBe(slow)

    answer()
    await act(() => vi.advanceTimersByTimeAsync(0))
    vi.useRealTimers()
    await waitFor(() => expect(said()).toBe('Olive oil: quantity 2. Total €25.00'))
    expect(within(line(/Olive oil/)).queryByText(slow)).toBeNull()
  })

  it('does not say an older change again once a slow greeting card is saved, which changed no quantity', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await waitFor(() => expect(said()).toBe('Olive oil: quantity 2. Total €25.00'))
    const card = within(line(/Olive oil/)).getByRole('checkbox', { name: /^Free greeting card with / })
    const answer = holdNext(api, 'POST', /^\/line_item_options/)
    vi.useFakeTimers()

    act(() => card.click())
    await act(() => vi.advanceTimersByTimeAsync(slowAfterMs))
    expect(said()).toBe('Still saving your change: this is taking longer than usual.')
    answer()
    await act(() => vi.advanceTimersByTimeAsync(0))
    vi.useRealTimers()
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true))
    expect(said()).toBe('')
  })

  it('says a typed quantity once it is saved', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const field = within(await screen.findByRole('listitem', { name: /Olive oil/ })).getByRole('spinbutton', {
      name: /^Quantity /,
    })

    await user.clear(field)
    await user.type(field, '3{Enter}')

    await waitFor(() => expect(said()).toBe('Olive oil: quantity 3. Total €37.50'))
  })

  it('says nothing of a success when the API refuses the change, only the reason', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const plus = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.click(plus())
    await waitFor(() => expect(said()).toBe('Olive oil: quantity 2. Total €25.00'))
    api.failNext('PATCH', /^\/line_items\//, () => outOfStock(2))

    await user.click(plus())

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'With what is in stock, your cart has room for only 2 pieces of Olive oil.',
    )
    expect(said()).toBe('')
  })

  it('says nothing of a success when the cart refuses a quantity past the limit itself', async () => {
    const { user } = await openCartWith([{ code: 'PASTA-1', quantity: 2 }])
    const plus = () => within(line(/Spaghetti/)).getByRole('button', { name: 'Quantity +1 Spaghetti' })
    await screen.findByRole('listitem', { name: /Spaghetti/ })
    await user.click(plus())
    await waitFor(() => expect(said()).toBe('Spaghetti: quantity 3. Total €10.50'))

    await user.click(plus())

    expect(within(line(/Spaghetti/)).getByRole('alert').textContent).toBe(
      'With what is in stock, your cart has room for only 3 pieces of Spaghetti.',
    )
    expect(said()).toBe('')
  })

  it('says a line was removed, the last one too, as the empty cart replaces the list', async () => {
    const { user } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    await user.click(await screen.findByRole('button', { name: 'Remove Barolo from the cart' }))
    await waitFor(() => expect(said()).toBe('Barolo removed from the cart.'))
    const region = status()

    await user.click(screen.getByRole('button', { name: 'Remove Olive oil from the cart' }))

    await waitFor(() => expect(said()).toBe('Olive oil removed from the cart.'))
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy()
    // The same region: a screen reader may not read one that arrives with its words.
    expect(status()).toBe(region)
  })

  it('speaks the visitor’s language, with the name the line shows and the market’s money', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }], undefined, 'it')
    const oil = await screen.findByRole('listitem', { name: /Olive oil \(it\)/ })

    await user.click(within(oil).getByRole('button', { name: 'Quantità +1 Olive oil (it)' }))

    await waitFor(() => expect(said()).toBe('Olive oil (it): quantità 2. Totale 25,00\u00a0€'))
    expect(said()).toContain(within(oil).getByTestId('cart-line-total').textContent)
  })
})

describe('while the cart works on the whole order', () => {
  it('says so on the checkout button and to a screen reader, with no line of its own above the cart', async () => {
    const { api, bus } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const checkout = () => screen.getByTestId('cart-checkout')
    const checking = screen.getByTestId('cart-checking')
    expect(checkout().textContent).toBe('Proceed to checkout')
    expect(checking.textContent).toBe('')
    const answer = holdNext(api, 'POST', /^\/line_items/)

    const added = requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    await waitFor(() => expect(checkout().textContent).toBe('Checking availability…'))
    expect(checkout().getAttribute('aria-disabled')).toBe('true')
    // The same region as before the work began: a screen reader follows the one it found.
    expect(screen.getByTestId('cart-checking')).toBe(checking)
    expect(checking.textContent).toBe('Checking availability…')
    expect(screen.getAllByText('Checking availability…')).toEqual([checking, checkout()])
    answer()
    await added

    await waitFor(() => expect(checkout().textContent).toBe('Proceed to checkout'))
    expect(checking.textContent).toBe('')
  })
})
