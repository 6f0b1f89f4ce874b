import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openCartWith } from '../../test/open-cart'

async function applyCode(
  user: Awaited<ReturnType<typeof openCartWith>>['user'],
  label: string,
  code: string,
) {
  const field = await screen.findByRole('textbox', { name: label })
  await user.clear(field)
  await user.type(field, code)
  await user.click(screen.getByRole('button', { name: 'Apply' }))
}

describe('the coupon or gift card field', () => {
  it('applies a coupon: the discount line and the new total show', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await waitFor(() => expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€3.90'))
    expect(screen.getByTestId('cart-total-total').textContent).toContain('€35.10')
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon WELCOME10')
  })

  it('says a code matches no active gift card or coupon', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'NOPE2026')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code matches no active gift card or coupon.',
    )
    expect(screen.queryByTestId('cart-total-discount')).toBeNull()
  })

  it('takes only a gift card once a coupon is on, and says a coupon matches no gift card', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'WELCOME10')
    expect((await screen.findByRole('alert')).textContent).toBe('This code matches no active gift card.')
  })

  it('uses a gift card balance and then takes only a coupon', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'GIFT20')
    await waitFor(() => expect(screen.getByTestId('cart-total-gift-card').textContent).toContain('−€20.00'))
    await applyCode(user, 'Coupon', 'GIFT21')
    expect((await screen.findByRole('alert')).textContent).toBe('This code matches no active coupon.')
  })

  it('refuses a malformed code without asking the API', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const writes = api.writes().length
    await applyCode(user, 'Coupon or gift card', 'no spaces!')
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not valid.')
    expect(api.writes()).toHaveLength(writes)
  })

  it('takes a coupon off again', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await user.click(await screen.findByRole('button', { name: 'Remove: Coupon WELCOME10' }))
    await waitFor(() => expect(screen.queryByTestId('cart-total-discount')).toBeNull())
  })
})
