import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openCartWith } from '../../test/open-cart'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const field = (name: RegExp) =>
  within(line(name)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const limitRefusal = /up to 10 pieces of Olive oil/
const codeField = () => screen.getByRole('textbox', { name: 'Coupon or gift card' }) as HTMLInputElement
const codeSection = () => screen.getByRole('region', { name: 'Coupon or gift card' })
const giftField = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement

type User = Awaited<ReturnType<typeof openCartWith>>['user']

async function refuseOliveOil(user: User) {
  await screen.findByRole('listitem', { name: /Olive oil/ })
  await user.clear(field(/Olive oil/))
  await user.type(field(/Olive oil/), '50{Enter}')
  expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(limitRefusal)
}

async function saveGiftMessageOffline(api: Awaited<ReturnType<typeof openCartWith>>['api'], user: User) {
  api.failNext('PATCH', /^\/orders\//, offline)
  // Read back after the lost save: still offline, the page cannot tell it landed.
  api.failNext('GET', /^\/orders\//, offline)
  api.failNext('GET', /^\/orders\//, offline)
  await user.click(giftField())
  await user.paste('Buon Natale!')
  await user.click(screen.getByRole('button', { name: 'Save message' }))
  await waitFor(() =>
    expect(within(giftField().closest('form') as HTMLElement).getByRole('alert').textContent).toMatch(
      /could not reach the shop/,
    ),
  )
}

describe('the cart’s messages, one per place', () => {
  it('keeps a line’s refusal and its typed number when the gift message then fails to save', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await refuseOliveOil(user)

    await saveGiftMessageOffline(api, user)

    expect(within(line(/Olive oil/)).getByRole('alert').textContent).toMatch(limitRefusal)
    expect(field(/Olive oil/).value).toBe('50')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('true')
    expect(giftField().value).toBe('Buon Natale!')
  })

  it('keeps a refused code’s words beside a later refusal on a line, and the line’s beside a refused code', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.type(codeField(), 'no spaces!')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await within(codeSection()).findByRole('alert')).textContent).toBe('This code is not valid.')

    await refuseOliveOil(user)

    expect(within(codeSection()).getByRole('alert').textContent).toBe('This code is not valid.')
    expect(codeField().value).toBe('no spaces!')
    expect(codeField().getAttribute('aria-invalid')).toBe('true')

    await user.clear(codeField())
    await user.type(codeField(), 'bad code')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'))
    expect(within(line(/Olive oil/)).getByRole('alert').textContent).toMatch(limitRefusal)
    expect(field(/Olive oil/).value).toBe('50')
  })

  it('takes a line’s refusal away once that line’s next change saves, and leaves the gift message’s', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await refuseOliveOil(user)
    await saveGiftMessageOffline(api, user)

    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    await waitFor(() => expect(field(/Olive oil/).value).toBe('2'))
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
    expect(within(giftField().closest('form') as HTMLElement).getByRole('alert').textContent).toMatch(
      /could not reach the shop/,
    )
  })
})
