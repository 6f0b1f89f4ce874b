import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { props, publishSession } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'

const lines = (count: number, length: number) =>
  Array.from({ length: count }, () => 'x'.repeat(length)).join('\n')

async function writeMessage(user: Awaited<ReturnType<typeof openCartWith>>['user'], message: string) {
  const field = await screen.findByRole('textbox', { name: 'Your message' })
  await user.clear(field)
  // A paste, as typing 280 characters one by one would only slow the test down.
  await user.click(field)
  await user.paste(message)
  await user.click(screen.getByRole('button', { name: 'Save message' }))
}

const kept = () => JSON.parse(localStorage.getItem(storageKeys.giftMessage('it')) ?? 'null')
const field = () => screen.getByRole('textbox', { name: 'Your message' })

describe('the gift message', () => {
  it('accepts 8 lines of 35 characters, saves it on the order and keeps it locally', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const message = lines(8, 35)
    await writeMessage(user, message)
    expect(await screen.findByText('Message saved')).toBeTruthy()
    const order = api.orders()[0]
    expect(order?.attributes.metadata).toEqual({ gift_message: message })
    expect(kept()).toEqual({ orderId: order?.id, message })
  })

  it('refuses a ninth line with the message and saves nothing', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const writes = api.writes().length
    await writeMessage(user, lines(9, 10))
    expect((await screen.findByRole('alert')).textContent).toBe('Your message can have at most 8 lines.')
    expect(api.writes()).toHaveLength(writes)
  })

  it('refuses a line of 36 characters with the message', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, `${'x'.repeat(36)}\nok`)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Each line of your message can have at most 35 characters.',
    )
  })

  it('shows the saved message again when the cart is opened later', async () => {
    const first = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(first.user, 'Buon compleanno!')
    await screen.findByText('Message saved')
    first.view.unmount()
    localStorage.removeItem(storageKeys.giftMessage('it'))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty(
        'value',
        'Buon compleanno!',
      ),
    )
  })

  it('shows the kept copy on its own order when the order does not carry the message', async () => {
    const { api, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    view.unmount()
    const orderId = api.orders()[0]?.id
    localStorage.setItem(storageKeys.giftMessage('it'), JSON.stringify({ orderId, message: 'Auguri' }))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await waitFor(() => expect(field()).toHaveProperty('value', 'Auguri'))
  })

  it('starts a new cart without the previous cart’s message, and forgets that copy', async () => {
    const { api, bus, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, 'Buon compleanno!')
    await screen.findByText('Message saved')
    // A refused token: the cart is forgotten and the next add makes a new order.
    publishSession('unauthorized')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy())
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    await screen.findByRole('listitem', { name: /Barolo/ })
    expect(api.orders()).toHaveLength(2)
    expect(field()).toHaveProperty('value', '')
    expect(kept()).toBeNull()
  })
})
