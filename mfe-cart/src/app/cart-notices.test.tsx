import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { couponRefusedForCustomer, props, publishSession } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'
import { MiniCartSlot } from './mini-cart-slot'

const couponDropped = 'We removed the coupon WELCOME10: it is not valid for your account.'
const itemsChanged =
  'Some items are no longer available: we have removed them from your cart or changed their quantity.'
const notices = () => screen.queryAllByTestId('cart-notice').map((notice) => notice.textContent)

/**
 * Signed in on another page, the coupon was taken off; stock then fell short of the wine, and the
 * cart page, opened, takes a bottle off: two things the cart changed by itself.
 */
async function openAfterTwoChanges() {
  const { api, bus, user, view } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
  render(<MiniCartSlot {...props} />)
  const field = await screen.findByRole('textbox', { name: 'Coupon or gift card' })
  await user.type(field, 'WELCOME10')
  await user.click(screen.getByRole('button', { name: 'Apply' }))
  await waitFor(() => expect(screen.getByTestId('cart-total-discount')).toBeTruthy())
  view.unmount()
  api.failNext('PATCH', /^\/orders\//, couponRefusedForCustomer)
  publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
  // Two bottles, no longer discounted.
  await waitFor(() => expect(bus.last('cart:updated')?.totalCents).toBe(7800))
  api.setStock('WINE-1', 1)
  render(<CartApp {...props} screen={{ name: 'cart' }} />)
  await waitFor(() => expect(notices()).toHaveLength(2))
  return { user }
}

describe('what the cart changed by itself', () => {
  it('says each thing, not only the last: a coupon taken off on sign-in and items stock fell short of', async () => {
    await openAfterTwoChanges()

    expect(notices()).toEqual([couponDropped, itemsChanged])
  })

  it('closes each notice on its own, each close button described by its notice', async () => {
    const { user } = await openAfterTwoChanges()
    const [coupon] = screen.getAllByTestId('cart-notice') as [HTMLElement]
    const close = within(coupon).getByRole('button', { name: 'Close' })
    expect(close.getAttribute('aria-describedby')).toBe(within(coupon).getByText(couponDropped).id)

    await user.click(close)

    expect(notices()).toEqual([itemsChanged])
    await user.click(within(screen.getByTestId('cart-notice')).getByRole('button', { name: 'Close' }))
    expect(notices()).toEqual([])
  })

  it('says the items a sign-in could not move to the account’s cart, not that stock ran out', async () => {
    const { api, view } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
    ])
    const guest = api.orders()[0]?.id ?? ''
    view.unmount()
    // The guest's order cannot become the customer's: the cart is written again, one line refused.
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), () =>
      Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 }),
    )
    api.failNext('POST', /^\/line_items/, () =>
      Response.json({ errors: [{ code: 'OUT_OF_STOCK', status: '422' }] }, { status: 422 }),
    )
    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    render(<CartApp {...props} screen={{ name: 'cart' }} />)

    await waitFor(() =>
      expect(notices()).toEqual([
        'When you signed in, we could not move everything from your cart (items or the gift card) to your account’s cart: check your cart and add what is missing.',
      ]),
    )
  })
})
