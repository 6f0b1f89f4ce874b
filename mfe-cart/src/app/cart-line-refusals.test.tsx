import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { invalid } from '../../test/fake-responses'
import { openCartWith } from '../../test/open-cart'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const field = (name: RegExp) =>
  within(line(name)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
// Commerce Layer's answer to a write on an order placed or cancelled meanwhile.
const notEditable = () =>
  invalid('order', {
    title: 'is not editable',
    detail: 'order - is not editable (status placed)',
    meta: { error: 'not_editable', status: 'placed' },
  })

describe('a change to a line that the API refuses as invalid (422)', () => {
  it('says the quantity could not be changed and what to try, keeping the number typed', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, () => invalid('quantity'))
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '3{Enter}')

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'We could not change the quantity of Olive oil. Try a smaller quantity, or reload the page to see your cart as it is now.',
    )
    expect(field(/Olive oil/).value).toBe('3')
  })

  it('says a line could not be removed, and the line stays', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('DELETE', /^\/line_items\//, () => invalid('base'))
    await user.click(
      within(line(/Olive oil/)).getByRole('button', { name: 'Remove Olive oil from the cart' }),
    )

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'We could not remove Olive oil from your cart. Reload the page to see your cart as it is now, then try again.',
    )
  })

  it('says the greeting card could not be changed', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('POST', /^\/line_item_options/, () => invalid('sku_option'))
    await user.click(within(line(/Olive oil/)).getByRole('checkbox', { name: /^Free greeting card with / }))

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'We could not change the greeting card for Olive oil. Reload the page to see your cart as it is now, then try again.',
    )
  })

  it('says the cart can no longer change when its order was placed meanwhile, not to try a smaller quantity', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, notEditable)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toBe(
      'This cart can no longer be changed: its order has been placed or cancelled, perhaps in another window. Reload the page to see your cart.',
    )
  })

  it('says it in the shopper’s language', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }], undefined, 'fr')
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    const [oil] = screen.getAllByTestId('cart-line') as [HTMLElement]
    api.failNext('DELETE', /^\/line_items\//, () => invalid('base'))
    await user.click(within(oil).getByRole('button', { name: /^Retirer / }))

    expect((await within(oil).findByRole('alert')).textContent).toMatch(
      /^Nous n’avons pas pu retirer .+ de votre panier\. Rechargez la page pour voir votre panier tel qu’il est maintenant, puis réessayez\.$/,
    )
  })
})
