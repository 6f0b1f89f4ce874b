import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'

const line = (name: RegExp) => screen.getByRole('listitem', { name })
const field = (name: RegExp) =>
  within(line(name)).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const backOnline = () =>
  act(() => {
    globalThis.dispatchEvent(new Event('online'))
  })
// Long enough for a change sent on 'online' to have been written: the fake API answers at once.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))

type Shop = Awaited<ReturnType<typeof openCartWith>>
/** The quantities the page asked the API to set on lines, in order. */
const quantitiesSent = (api: Shop['api']) =>
  api
    .writes()
    .filter((write) => write.method === 'PATCH' && write.path.startsWith('/line_items/'))
    .map((write) => (write.body as { data: { attributes: { quantity: number } } }).data.attributes.quantity)

describe('a line’s quantity that could not reach the shop', () => {
  it('is sent again once the browser is back online, and the line shows it saved', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    expect((await within(line(/Olive oil/)).findByRole('alert')).textContent).toMatch(
      /could not reach the shop/,
    )

    backOnline()

    await waitFor(() => expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull())
    expect(field(/Olive oil/).value).toBe('2')
    expect(field(/Olive oil/).getAttribute('aria-invalid')).toBe('false')
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([2])
    // Once: a later 'online' finds nothing left to send.
    backOnline()
    await settle()
    expect(quantitiesSent(api)).toEqual([2, 2])
  })

  it('sends a typed number again once and, refused then for stock, says so and sends no more', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Barolo/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.clear(field(/Barolo/))
    await user.type(field(/Barolo/), '7{Enter}')
    await within(line(/Barolo/)).findByRole('alert')
    // Sold elsewhere while the phone was in the tunnel.
    api.setStock('WINE-1', 4)

    backOnline()

    const refusal = 'With what is in stock, your cart has room for only 4 pieces of Barolo.'
    await waitFor(() => expect(within(line(/Barolo/)).getByRole('alert').textContent).toBe(refusal))
    backOnline()
    await settle()
    expect(quantitiesSent(api)).toEqual([7, 7])
    expect(within(line(/Barolo/)).getByRole('alert').textContent).toBe(refusal)
  })

  it('is not sent again when it landed and only its answer was lost: the line shows it saved', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, async (land) => {
      await land()
      throw new TypeError('Failed to fetch')
    })
    // Still offline when the order is read back (a read is sent twice): the page cannot tell yet.
    api.failNext('GET', /^\/orders\//, offline)
    api.failNext('GET', /^\/orders\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')

    backOnline()

    await waitFor(() => expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull())
    await settle()
    expect(field(/Olive oil/).value).toBe('2')
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([2])
  })

  it('is not sent again when stock refused it rather than the connection', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Barolo/ })
    api.setStock('WINE-1', 4)
    await user.clear(field(/Barolo/))
    await user.type(field(/Barolo/), '7{Enter}')
    const refusal = 'With what is in stock, your cart has room for only 4 pieces of Barolo.'
    expect((await within(line(/Barolo/)).findByRole('alert')).textContent).toBe(refusal)
    const writes = api.writes().length

    backOnline()
    await settle()

    expect(api.writes()).toHaveLength(writes)
    expect(within(line(/Barolo/)).getByRole('alert').textContent).toBe(refusal)
  })

  it('is not sent again when the item limit refused it', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '50{Enter}')
    await within(line(/Olive oil/)).findByRole('alert')
    const writes = api.writes().length

    backOnline()
    await settle()

    expect(api.writes()).toHaveLength(writes)
    expect(field(/Olive oil/).value).toBe('50')
  })

  it('sends only the number the shopper asked for last, when a second change was lost too', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '5{Enter}')
    await waitFor(() => expect(quantitiesSent(api)).toEqual([2, 5]))
    await within(line(/Olive oil/)).findByRole('alert')

    backOnline()

    await waitFor(() => expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull())
    await settle()
    expect(quantitiesSent(api)).toEqual([2, 5, 5])
    expect(field(/Olive oil/).value).toBe('5')
  })

  it('is not sent over a number the shopper is typing since', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')
    await user.clear(field(/Olive oil/))
    await user.type(field(/Olive oil/), '3')

    backOnline()
    await settle()

    expect(quantitiesSent(api)).toEqual([2])
    expect(field(/Olive oil/).value).toBe('3')
  })

  it('is not sent again when the shopper’s later change to the line, its greeting card, was lost too', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    api.failNext('POST', /^\/line_item_options/, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')
    await user.click(within(line(/Olive oil/)).getByRole('checkbox', { name: /^Free greeting card with / }))
    await waitFor(() =>
      expect(api.writes().some((write) => write.path.startsWith('/line_item_options'))).toBe(true),
    )
    await within(line(/Olive oil/)).findByRole('alert')

    backOnline()
    await settle()

    expect(quantitiesSent(api)).toEqual([2])
    expect(field(/Olive oil/).value).toBe('1')
  })

  it('is not sent over a quantity another tab set meanwhile, which the line shows', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')
    const [changed] = api.lines(api.orders()[0]?.id ?? '')
    await api.fetch(`${apiBase}/line_items/${changed?.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ data: { type: 'line_items', id: changed?.id, attributes: { quantity: 4 } } }),
    })

    backOnline()

    await waitFor(() => expect(field(/Olive oil/).value).toBe('4'))
    await settle()
    expect(quantitiesSent(api)).toEqual([2, 4])
    expect(api.lines(api.orders()[0]?.id ?? '').map((each) => each.attributes.quantity)).toEqual([4])
    expect(within(line(/Olive oil/)).queryByRole('alert')).toBeNull()
  })

  it('is not sent for a line another tab removed meanwhile', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    api.failNext('PATCH', /^\/line_items\//, offline)
    await user.click(within(line(/Olive oil/)).getByRole('button', { name: 'Quantity +1 Olive oil' }))
    await within(line(/Olive oil/)).findByRole('alert')
    const [removed] = api.lines(api.orders()[0]?.id ?? '')
    await api.fetch(`${apiBase}/line_items/${removed?.id}`, { method: 'DELETE' })

    backOnline()

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    await settle()
    expect(quantitiesSent(api)).toEqual([2])
  })
})
