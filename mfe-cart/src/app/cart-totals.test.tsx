import { getShopBus, requestAddItem } from '@storefront/shared/events'
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FakeCommerce } from '../../test/fake-commerce'
import { json } from '../../test/fake-responses'
import { markets, props, startShop } from '../../test/harness'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'

/**
 * The next read of the order comes back with these amounts, as Commerce Layer prices an order
 * once checkout gave it an address and a shipping method (the fake never prices them itself).
 */
function pricedOnNextRead(api: FakeCommerce, amounts: Record<string, number>) {
  api.failNext('GET', /^\/orders\//, async (land) => {
    const document = await (await land()).json()
    Object.assign(document.data.attributes, amounts)
    return json(200, document)
  })
}

describe('the prices and totals the cart shows', () => {
  it('shows the shipping, the taxes and the total with taxes once the order prices them', async () => {
    const { api, view } = await openCartWith([{ code: 'OIL-1', quantity: 2 }], { taxIncluded: false })
    // Back from checkout: a net-priced order whose total without taxes differs from the one with.
    pricedOnNextRead(api, {
      shipping_amount_cents: 790,
      total_tax_amount_cents: 550,
      total_amount_cents: 3290,
      total_amount_with_taxes_cents: 3840,
    })
    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await screen.findByRole('listitem', { name: /Olive oil/ })

    expect(screen.getByTestId('cart-total-shipping').textContent).toBe('Shipping€7.90')
    expect(screen.getByTestId('cart-total-taxes').textContent).toBe('Taxes€5.50')
    expect(screen.getByTestId('cart-total-total').textContent).toBe('Total€38.40')
  })

  it('leaves the shipping of an order not yet priced to checkout instead of saying it is free', async () => {
    // The fake prices no shipping, as Commerce Layer before checkout picks a shipping method.
    await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    const shipping = screen.getByTestId('cart-total-shipping')
    expect(shipping.querySelector('dd')?.textContent).toBe('Calculated at checkout')
  })

  it("says how much more ships the order free by the country's method, and that it ships free once there", async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    // Italy's method: 5.90, free from 49.00; the cart holds 25.00.
    expect((await screen.findByTestId('cart-free-shipping')).textContent).toBe(
      'Add €24.00 more for free shipping (orders of €49 or more).',
    )
    await requestAddItem(getShopBus(), { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await waitFor(() =>
      expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe('Free'),
    )
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull()
  })

  it('says the total is before shipping until the order ships free, then says nothing more', async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect((await screen.findByTestId('cart-total-to-come')).textContent).toBe('Before shipping')
    await requestAddItem(getShopBus(), { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await waitFor(() =>
      expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe('Free'),
    )
    expect(screen.queryByTestId('cart-total-to-come')).toBeNull()
  })

  it("counts the amount after a coupon's discount against the threshold", async () => {
    const { user } = await openCartWith([
      { code: 'WINE-1', quantity: 1 },
      { code: 'PASTA-1', quantity: 3 },
    ])
    await screen.findByRole('listitem', { name: /Barolo/ })
    // 49.50: free, until a 10 % coupon takes it to 44.55.
    await waitFor(() =>
      expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe('Free'),
    )
    await user.type(screen.getByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await screen.findByTestId('cart-free-shipping')).textContent).toBe(
      'Add €4.45 more for free shipping (orders of €49 or more).',
    )
  })

  it('shows its lines the first time with the free shipping note, not before it and then it', async () => {
    const shop = startShop()
    const answer = holdNext(shop.api, 'GET', /^\/shipping_methods/)
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByTestId('cart-loading')).toBeTruthy()
    expect(screen.queryByRole('listitem', { name: /Olive oil/ })).toBeNull()
    answer()
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.getByTestId('cart-free-shipping')).toBeTruthy()
  })

  it('shows its lines without the note when the rate is late, and never adds the note after', async () => {
    const shop = startShop()
    const answer = holdNext(shop.api, 'GET', /^\/shipping_methods/)
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await screen.findByRole('listitem', { name: /Olive oil/ }, { timeout: 3_000 })
    answer()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull()
  })

  it('keeps its lines and the room of its note while the rate of a new country of the market loads', async () => {
    const shop = startShop()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await screen.findByTestId('cart-free-shipping')
    holdNext(shop.api, 'GET', /^\/shipping_methods/)
    // The rest of the world's countries share a market: choosing another keeps the cart.
    shop.bus.publish('market:changed', { ...markets.it, country: 'NO' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByTestId('cart-loading')).toBeNull()
    expect(screen.getByRole('listitem', { name: /Olive oil/ })).toBeTruthy()
    // The last country's words hold the summary's height, hidden from eyes and screen readers.
    const held = screen.getByTestId('cart-free-shipping')
    expect(held.getAttribute('aria-hidden')).toBe('true')
  })

  it('says an order ships free though a coupon that takes nothing off is on it', async () => {
    const { user } = await openCartWith([
      { code: 'WINE-1', quantity: 1 },
      { code: 'OIL-1', quantity: 1 },
    ])
    await waitFor(() =>
      expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe('Free'),
    )
    // FREESHIP takes nothing off the items until checkout: it may not turn a free order into a paid one.
    await user.type(screen.getByRole('textbox', { name: 'Coupon or gift card' }), 'FREESHIP')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByTestId('cart-coupon-note')
    expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe('Free')
  })

  it('shows the cart without the threshold when the shipping method cannot be read', async () => {
    const shop = startShop()
    shop.api.failNext('GET', /^\/shipping_methods/, () => json(500, { errors: [{ status: '500' }] }))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.getByTestId('cart-total-shipping').querySelector('dd')?.textContent).toBe(
      'Calculated at checkout',
    )
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull()
  })

  it('says nothing of the threshold while the coupon on the order takes nothing off: it may ship the order free', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    await screen.findByTestId('cart-free-shipping')
    // FIVEOFF wants 40.00: on 25.00 it stays on the order and takes nothing off.
    await user.type(screen.getByRole('textbox', { name: 'Coupon or gift card' }), 'FIVEOFF')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByTestId('cart-coupon-note')
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull()
  })

  it('says nothing of VAT for a tax-included order that carries none', async () => {
    const { api, view } = await openCartWith([{ code: 'OIL-1', quantity: 2 }])
    pricedOnNextRead(api, { total_tax_amount_cents: 0 })
    view.unmount()
    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    await screen.findByRole('listitem', { name: /Olive oil/ })
    // "Including €0.00 VAT" would read as an error in the prices, not as news.
    expect(screen.getByTestId('cart-total-total').textContent).toBe('Total€25.00Before shipping')
    expect(screen.queryByTestId('cart-taxes-note')).toBeNull()
  })

  it('notes the excise duty as soon as one line of the cart is wine, and not before', async () => {
    const { bus } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.queryByTestId('cart-excise-note')).toBeNull()

    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    await screen.findByRole('listitem', { name: /Barolo/ })
    expect(screen.getByTestId('cart-excise-note').textContent).toBe('Excise duty included')
  })

  it('shows no former price for an item sold at its usual price', async () => {
    await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const barolo = await screen.findByRole('listitem', { name: /Barolo/ })
    expect(within(barolo).getByTestId('cart-line-unit-price').textContent).toBe('€39.00')
    expect(within(barolo).queryByTestId('cart-line-compare-at')).toBeNull()
  })
})
