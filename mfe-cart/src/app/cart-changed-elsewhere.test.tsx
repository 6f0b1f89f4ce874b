import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'

type Shop = Awaited<ReturnType<typeof openCartWith>>

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const plusOil = () => within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' })

/** What another tab does to the oil's line, its news not come to this one yet. */
async function elsewhere(api: Shop['api'], init: RequestInit, quantity?: number) {
  const [oil] = api.lines(api.orders()[0]?.id ?? '')
  const body = { data: { type: 'line_items', id: oil?.id, attributes: { quantity } } }
  await api.fetch(`${apiBase}/line_items/${oil?.id}`, { ...init, body: JSON.stringify(body) })
}

describe('a press on a line another tab changed, its news not come yet', () => {
  it('says the quantity changed meanwhile and what the cart now holds, beside the line', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 3 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await elsewhere(api, { method: 'PATCH' }, 1)

    await user.click(plusOil())

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'The quantity of Olive oil changed meanwhile, perhaps in another window: your cart now holds 1. Change it again if you want a different quantity.',
    )
    const field = within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })
    expect((field as HTMLInputElement).value).toBe('1')
  })

  it('says the item is no longer in the cart when the other tab removed it', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 3 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await elsewhere(api, { method: 'DELETE' })

    await user.click(plusOil())

    expect((await screen.findByTestId('cart-notice')).textContent).toBe(
      'An item you changed is no longer in your cart: it was removed meanwhile, perhaps in another window.',
    )
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
  })
})
