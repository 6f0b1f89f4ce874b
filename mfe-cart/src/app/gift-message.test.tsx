import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { props, publishSession } from '../../test/harness'
import { holdNext } from '../../test/hold-next'
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
const draftKey = `${storageKeys.giftMessage('it')}:draft`
const reopen = () => render(<CartApp {...props} screen={{ name: 'cart' }} />)
const field = () => screen.getByRole('textbox', { name: 'Your message' })

describe('the gift message', () => {
  it('says it saved in a status that was on the page, empty, before the save', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const status = await screen.findByTestId('gift-message-status')
    expect(status.tagName).toBe('OUTPUT')
    expect(status.textContent).toBe('')
    await writeMessage(user, 'Buon Natale')
    await waitFor(() => expect(status.textContent).toContain('Message saved'))
    expect(screen.getByTestId('gift-message-status')).toBe(status)
  })

  it('accepts 8 lines of 35 characters, saves it on the order and keeps it locally', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const message = lines(8, 35)
    await writeMessage(user, message)
    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(screen.queryByTestId('gift-message-unsaved')).toBeNull()
    const order = api.orders()[0]
    expect(order?.attributes.metadata).toEqual({ gift_message: message })
    expect(kept()).toEqual({ orderId: order?.id, message })
  })

  it('says the message needs a greeting card until a line has one', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const note =
      'We write it by hand on the greeting card: tick “Free greeting card” on the item it goes with.'
    await waitFor(() => expect(screen.getByTestId('gift-message-no-card').textContent).toBe(note))
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByTestId('gift-message-no-card').id)

    await user.click(screen.getByRole('checkbox', { name: /^Free greeting card with / }))

    await waitFor(() => expect(screen.queryByTestId('gift-message-no-card')).toBeNull())
    expect(field().getAttribute('aria-describedby')).not.toMatch(/-card\b/)
  })

  it('refuses a ninth line with the message and saves nothing', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const writes = api.writes().length
    await writeMessage(user, lines(9, 10))
    expect((await screen.findByRole('alert')).textContent).toBe('Your message can have at most 8 lines.')
    expect(api.writes()).toHaveLength(writes)
  })

  it('refuses a line of 36 characters, naming it, in a box that shows the card’s lines unwrapped', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, `ok\n${'x'.repeat(36)}`)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 2 of your message is longer than 35 characters, the most a line of the card holds.',
    )
    expect(screen.getByRole('textbox', { name: 'Your message' }).getAttribute('wrap')).toBe('off')
  })

  it('saves a sentence typed in one line as the card prints it, and shows it so', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, 'Dear Anna, a very happy Christmas and a wonderful new year!')
    expect(await screen.findByText('Message saved')).toBeTruthy()
    const printed = 'Dear Anna, a very happy Christmas\nand a wonderful new year!'
    expect(api.orders()[0]?.attributes.metadata).toEqual({ gift_message: printed })
    expect(field()).toHaveProperty('value', printed)
  })

  it('shows the lines a message too long for the card would take, beside the refusal', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const writes = api.writes().length
    await writeMessage(user, Array.from({ length: 12 }, () => 'Merry Christmas to all').join(' '))
    expect((await screen.findByRole('alert')).textContent).toBe('Your message can have at most 8 lines.')
    expect((field() as HTMLTextAreaElement).value.split('\n')).toHaveLength(9)
    expect(api.writes()).toHaveLength(writes)
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
    // Placed elsewhere: a refused token's new session finds the order no longer a cart, forgets
    // it, and the next add makes a new order.
    api.placeOrder(api.orders()[0]?.id ?? '')
    publishSession('unauthorized')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy())
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    await screen.findByRole('listitem', { name: /Barolo/ })
    expect(api.orders()).toHaveLength(2)
    expect(field()).toHaveProperty('value', '')
    expect(kept()).toBeNull()
  })

  it('counts the characters a shopper sees, not the code points behind them', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    // 👍🏽 is two code points and "é" typed as e + accent is two: each line holds 35 characters.
    const message = `${'x'.repeat(34)}👍🏽\nHola ${'e\u0301'.repeat(30)}`
    await writeMessage(user, message)
    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(api.orders()[0]?.attributes.metadata).toEqual({ gift_message: message })

    await writeMessage(user, `${'x'.repeat(34)}🎉🎂`)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 1 of your message is longer than 35 characters, the most a line of the card holds.',
    )
  })

  it('saves a message followed by blank lines without them, instead of refusing it for its length', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, `Auguri!${'\n'.repeat(9)}`)
    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(api.orders()[0]?.attributes.metadata).toEqual({ gift_message: 'Auguri!' })
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', 'Auguri!')
  })

  it('keeps a message whose save failed through a reload, and drops the draft once saved', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    api.failNext('PATCH', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))
    await writeMessage(user, 'Buon Natale!')
    await screen.findByRole('alert')
    view.unmount()

    reopen()
    await waitFor(() => expect(field()).toHaveProperty('value', 'Buon Natale!'))
    await user.click(screen.getByRole('button', { name: 'Save message' }))
    await screen.findByText('Message saved')
    expect(localStorage.getItem(draftKey)).toBeNull()
    expect(kept()).toEqual({ orderId: api.orders()[0]?.id, message: 'Buon Natale!' })
  })

  it('keeps the words typed while the save was on its way, unsaved, with their draft', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const answer = holdNext(api, 'PATCH', /^\/orders\//)
    await writeMessage(user, 'Buon compleanno')
    await screen.findByRole('button', { name: 'Saving…' })
    await user.type(field(), ' Mario!')
    answer()

    await waitFor(() =>
      expect(api.orders()[0]?.attributes.metadata).toEqual({ gift_message: 'Buon compleanno' }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save message' })).toBeTruthy())
    expect(field()).toHaveProperty('value', 'Buon compleanno Mario!')
    // The card would carry "Buon compleanno": "saved" would tell the shopper their last words went too.
    expect(screen.getByTestId('gift-message-status').textContent).toBe('')
    expect(screen.getByTestId('gift-message-unsaved').textContent).toBe('Not saved yet')
    expect(JSON.parse(localStorage.getItem(draftKey) ?? 'null')).toEqual({
      orderId: api.orders()[0]?.id,
      message: 'Buon compleanno Mario!',
    })
    expect(kept()).toEqual({ orderId: api.orders()[0]?.id, message: 'Buon compleanno' })
  })

  it('says a message is saved when it was, though the answer to the save was lost on the way', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    api.failNext('PATCH', /^\/orders\//, async (land) => {
      await land()
      throw new TypeError('Failed to fetch')
    })
    await writeMessage(user, 'Buon Natale!')

    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(localStorage.getItem(draftKey)).toBeNull()
  })

  it('saves a message whose save failed for the connection once the browser is back online', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    api.failNext('PATCH', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))
    await writeMessage(user, 'Buon Natale!')
    await screen.findByRole('alert')
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Message saved')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.orders()[0]?.attributes.metadata).toEqual({ gift_message: 'Buon Natale!' })
  })

  it('says again what is wrong with a refused message brought back by a reload', async () => {
    const { api, user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    const writes = api.writes().length
    await writeMessage(user, lines(9, 10))
    await screen.findByRole('alert')
    view.unmount()

    reopen()
    await waitFor(() => expect(field()).toHaveProperty('value', lines(9, 10)))
    expect((await screen.findByRole('alert')).textContent).toBe('Your message can have at most 8 lines.')
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(api.writes()).toHaveLength(writes)
  })

  it('keeps an unsaved message over the saved one when the page remounts, as on a change of language', async () => {
    const { user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await writeMessage(user, 'Auguri')
    await screen.findByText('Message saved')
    await user.type(field(), ' di cuore')
    view.unmount()

    const again = reopen()
    await waitFor(() => expect(field()).toHaveProperty('value', 'Auguri di cuore'))
    // The draft says it is one: the card would carry "Auguri" if the shopper went on now.
    expect(screen.getByTestId('gift-message-unsaved').textContent).toBe('Not saved yet')
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByTestId('gift-message-unsaved').id)
    // Typed back to what is saved, there is no draft left to prefer.
    await user.clear(field())
    await user.type(field(), 'Auguri')
    expect(localStorage.getItem(draftKey)).toBeNull()
    expect(screen.queryByTestId('gift-message-unsaved')).toBeNull()
    again.unmount()
    reopen()
    await waitFor(() => expect(field()).toHaveProperty('value', 'Auguri'))
  })

  it('shows no draft written for another order, and forgets the draft on logout', async () => {
    const { user, view } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    localStorage.setItem(draftKey, JSON.stringify({ orderId: 'ordOther', message: 'Not yours' }))
    view.unmount()
    reopen()
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(field()).toHaveProperty('value', '')
    expect(localStorage.getItem(draftKey)).toBeNull()

    await user.type(field(), 'Tanti auguri')
    expect(localStorage.getItem(draftKey)).not.toBeNull()
    publishSession('logout')
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull())
  })
})
