import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { publishSession } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'

// Commerce Layer lets a customer open their own orders: the guest's is not found for them.
const notFound = () =>
  Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 })
const outOfStock = () => Response.json({ errors: [{ code: 'OUT_OF_STOCK', status: '422' }] }, { status: 422 })

describe('the cart page while a guest signs in', () => {
  it('keeps the guest’s lines on screen, then shows the customer’s cart and what it could not take', async () => {
    const { api } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 2 },
    ])
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    const guest = api.orders()[0]?.id ?? ''
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), notFound)
    api.failNext('POST', /^\/line_items/, outOfStock)
    const seen: number[] = []
    const watch = new MutationObserver(() => seen.push(screen.queryAllByTestId('cart-line').length))
    watch.observe(document.body, { subtree: true, childList: true })

    await act(async () => publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' }))

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    watch.disconnect()
    // Never an empty cart on the way: the new one shows once written.
    expect(seen).not.toContain(0)
    expect(within(screen.getByTestId('cart-line')).getByText('Barolo')).toBeTruthy()
    // Said on the page, and still there once the page has taken in the new cart.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(screen.getByTestId('cart-notice').textContent).toMatch(/could not move everything from your cart/)
  })

  it('reports view_cart once: the cart carried over on sign-in is the cart the shopper is looking at', async () => {
    const { api, published } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const analytics = published('analytics:event')
    const viewed = () => analytics.filter((event) => event.event === 'view_cart')
    await waitFor(() => expect(viewed()).toHaveLength(1))
    const guest = api.orders()[0]?.id ?? ''
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), notFound)

    await act(async () => publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' }))

    await waitFor(() => expect(api.orders().length).toBe(2))
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(viewed()).toHaveLength(1)
  })
})
