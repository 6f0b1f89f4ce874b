import { requestAddItem } from '@storefront/shared/events'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'

const card = [{ code: 'greeting-card' }]
const quantityOf = (item: HTMLElement) =>
  (within(item).getByRole('spinbutton', { name: /^Quantity / }) as HTMLInputElement).value
const cardOf = (item: HTMLElement) =>
  within(item).getByRole('checkbox', { name: /^Free greeting card with / })

/**
 * A cart with two lines of Barolo, two plain bottles and one with the greeting card, and a line
 * of olive oil after them (the line a removed Barolo would hand its focus to).
 */
async function plainAndCarded() {
  const opened = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
  await requestAddItem(opened.bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card })
  await requestAddItem(opened.bus, { kind: 'sku', code: 'OIL-1', quantity: 4 })
  await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(3))
  const lineOf = (quantity: number) => {
    const found = screen.getAllByTestId('cart-line').find((item) => quantityOf(item) === String(quantity))
    if (!found) throw new Error(`no Barolo line of ${quantity}`)
    return found
  }
  const orderId = opened.api.orders()[0]?.id ?? ''
  const barolos = () => opened.api.lines(orderId).filter((line) => line.attributes.sku_code === 'WINE-1')
  return { ...opened, lineOf, lines: barolos }
}

describe('a line that comes to hold what another line of its item holds', () => {
  it('joins the plain line when its card is taken off, and says the new quantity', async () => {
    const { user, lineOf, lines } = await plainAndCarded()

    await user.click(cardOf(lineOf(1)))

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    expect(lines().map((l) => l.attributes.quantity)).toEqual([3])
    expect(quantityOf(lineOf(3))).toBe('3')
    expect(cardOf(lineOf(3))).toHaveProperty('checked', false)
    expect(screen.getByTestId('cart-line-status').textContent).toMatch(/Barolo: quantity 3/)
    // The checkbox left with its line: the keyboard carries on from the line that took it in.
    expect(document.activeElement?.textContent).toMatch(/Barolo/)
    expect(lineOf(3).contains(document.activeElement)).toBe(true)
  })

  it('joins the carded line when the plain one gets a card', async () => {
    const { user, lineOf, lines } = await plainAndCarded()

    await user.click(cardOf(lineOf(2)))

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2))
    expect(lines().map((l) => l.attributes.quantity)).toEqual([3])
    expect(cardOf(lineOf(3))).toHaveProperty('checked', true)
  })

  it('keeps a + pressed on the plain line while the carded one joins it', async () => {
    const { api, user, lineOf, lines } = await plainAndCarded()
    // The card's removal waits for its answer: the plain line still shows 2 when + is pressed.
    const answerCardRemoval = holdNext(api, 'DELETE', /^\/line_item_options\//)

    await user.click(cardOf(lineOf(1)))
    await user.click(within(lineOf(2)).getByRole('button', { name: /Quantity \+1/ }))
    answerCardRemoval()

    // Two plain, one joining, one more: the press counts from what the shopper saw, not over it.
    await waitFor(() => expect(lines().map((l) => l.attributes.quantity)).toEqual([4]))
    await waitFor(() => expect(quantityOf(lineOf(4))).toBe('4'))
  })

  it('keeps a number typed on the plain line while the carded one joins it as a change from the one shown', async () => {
    const { api, user, lineOf, lines } = await plainAndCarded()
    const answerCardRemoval = holdNext(api, 'DELETE', /^\/line_item_options\//)

    await user.click(cardOf(lineOf(1)))
    const field = within(lineOf(2)).getByRole('spinbutton', { name: /^Quantity / })
    await user.clear(field)
    await user.type(field, '1{Enter}')
    answerCardRemoval()

    // One plain bottle asked for where two showed, and the unticked one joining: two in all.
    await waitFor(() => expect(lines().map((l) => l.attributes.quantity)).toEqual([2]))
  })

  it('keeps both lines, neither more nor fewer bottles, when the join fails', async () => {
    const { api, user, lineOf, lines } = await plainAndCarded()
    api.failNext('DELETE', /^\/line_items\//, () => Promise.reject(new TypeError('Failed to fetch')))
    api.failNext('DELETE', /^\/line_items\//, () => Promise.reject(new TypeError('Failed to fetch')))

    await user.click(cardOf(lineOf(1)))

    expect((await within(lineOf(1)).findByRole('alert')).textContent).toMatch(/could not reach the shop/)
    expect(
      lines()
        .map((l) => l.attributes.quantity)
        .sort(),
    ).toEqual([1, 2])
    expect(screen.getAllByTestId('cart-line')).toHaveLength(3)
  })
})
