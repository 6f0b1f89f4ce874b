import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const dropped = () => Promise.reject(new TypeError('Failed to fetch'))

describe('the cart with a keyboard', () => {
  it('names each quantity control after its product', async () => {
    await openCartWith([
      { code: 'OIL-1', quantity: 2 },
      { code: 'WINE-1', quantity: 1 },
    ])
    const oil = await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(within(oil).getByRole('button', { name: 'Quantity −1 Olive oil' })).toBeTruthy()
    expect(within(line(/Barolo/)).getByRole('button', { name: 'Quantity +1 Barolo' })).toBeTruthy()
    expect(within(oil).getByRole('spinbutton', { name: 'Quantity Olive oil' })).toBeTruthy()
    expect(within(line(/Barolo/)).getByRole('spinbutton', { name: 'Quantity Barolo' })).toBeTruthy()
  })

  it('keeps focus on the plus button while the change is sent, and counts the presses made meanwhile', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const oil = await screen.findByRole('listitem', { name: /Olive oil/ })
    const plus = await within(oil).findByRole('button', { name: 'Quantity +1 Olive oil' })
    const field = () => within(line(/Olive oil/)).getByRole('spinbutton') as HTMLInputElement
    const answer = holdNext(api, 'PATCH', /^\/line_items\//)
    const writes = api.writes().length
    plus.focus()

    await user.keyboard('{Enter}')
    await waitFor(() => expect(oil.getAttribute('aria-busy')).toBe('true'))
    // Pressed while the first change is on its way: the field says where they lead at once.
    await user.keyboard('{Enter}{Enter}')
    expect(field().value).toBe('4')
    expect(document.activeElement).toBe(plus)
    answer()

    // The first change landed; the presses made meanwhile go as one change, to 4.
    await waitFor(() => expect(api.writes()).toHaveLength(writes + 2))
    await waitFor(() => expect(oil.getAttribute('aria-busy')).toBe('false'))
    expect(field().value).toBe('4')
    expect(document.activeElement).toBe(plus)
  })

  it('keeps focus on Save message while the message is saved, and saves it once', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Happy birthday')
    const answer = holdNext(api, 'PATCH', /^\/orders\//)
    const writes = api.writes().length
    const save = screen.getByRole('button', { name: 'Save message' })
    save.focus()

    await user.keyboard('{Enter}')
    const saving = await screen.findByRole('button', { name: 'Saving…' })
    expect(saving.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(saving)
    await user.keyboard('{Enter}')
    answer()

    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save message' }))
    expect(api.writes()).toHaveLength(writes + 1)
  })

  it('moves focus to the next line after a removal, then to the one before, then to the heading', async () => {
    const { user } = await openCartWith([
      { code: 'OIL-1', quantity: 1 },
      { code: 'WINE-1', quantity: 1 },
      { code: 'PASTA-1', quantity: 1 },
    ])
    const removeWith = async (name: string) => {
      const button = await screen.findByRole('button', { name: `Remove ${name} from the cart` })
      button.focus()
      await user.keyboard('{Enter}')
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Remove ${name} from the cart` })).toBeNull(),
      )
    }

    await removeWith('Barolo')
    expect(document.activeElement).toBe(within(line(/Spaghetti/)).getByRole('heading', { level: 2 }))
    await removeWith('Spaghetti')
    expect(document.activeElement).toBe(within(line(/Olive oil/)).getByRole('heading', { level: 2 }))
    await removeWith('Olive oil')
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' }))
  })

  it('gives the code field the focus when a code is taken off', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10{Enter}')
    const chip = await screen.findByRole('button', { name: 'Remove: Coupon WELCOME10' })
    chip.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByTestId('cart-applied-coupon')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon or gift card' }))
  })

  it('keeps a typed quantity that failed to send, beside the reason', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const field = () => within(line(/Olive oil/)).getByRole('spinbutton', { name: /^Quantity / })
    await screen.findByRole('listitem', { name: /Olive oil/ })
    // Down for the write and for the one retry the API fetch makes on a network failure.
    api.failNext('PATCH', /^\/line_items\//, dropped)
    api.failNext('PATCH', /^\/line_items\//, dropped)

    await user.clear(field())
    await user.type(field(), '5{Enter}')

    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(
      /could not reach the shop/,
    )
    expect(field()).toHaveProperty('value', '5')
    expect(document.activeElement).toBe(field())
  })
})
