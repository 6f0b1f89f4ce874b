import { requestAddItem } from '@storefront/shared/events'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { couponRefusedForCustomer, markets, props, publishSession } from '../../test/harness'
import { holdNext } from '../../test/hold-next'
import { openCartWith } from '../../test/open-cart'
import { orderIncludes } from '../config/cart-rules'
import { CartApp } from './cart-app'
import { MiniCartSlot } from './mini-cart-slot'

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

  it('keeps a code typed and not applied while the shopper looks at another page', async () => {
    const { user, view } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    // The header's mini-cart keeps the cart's state while the page is away, as in the shell.
    render(<MiniCartSlot {...props} />)
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10')
    view.unmount()

    render(<CartApp {...props} screen={{ name: 'cart' }} />)
    const field = (await screen.findByRole('textbox', { name: 'Coupon or gift card' })) as HTMLInputElement
    expect(field.value).toBe('WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('WELCOME10'))
    expect(field.value).toBe('')
  })

  // Commerce Layer refuses a gift card of another currency, or spent, as matching nothing.
  it('says a code matches no active gift card or coupon, and what a gift card needs', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'GIFTCARD-GBP-40')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code matches no active gift card or coupon. A gift card pays only for orders in its own currency (this order’s currency: Euro) and while it holds credit.',
    )
    expect(screen.queryByTestId('cart-total-discount')).toBeNull()
  })

  // Once a coupon is on, the field sends only `gift_card_code`, and Commerce Layer answers "matches
  // no active gift card" alike for a second coupon, a code typed wrong and a gift card the order
  // cannot take (another currency's, or spent): the words say what each kind of code needs.
  const refusedBesideCoupon =
    'If it is a coupon: an order takes one coupon, so first remove WELCOME10. If it is a gift card: it pays only for orders in its own currency (this order’s currency: Euro) and while it holds credit; otherwise, check its code.'

  it('takes only a gift card once a coupon is on, and says how to use a second coupon instead', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'FIVEOFF')
    expect((await screen.findByRole('alert')).textContent).toBe(refusedBesideCoupon)
  })

  it('names the order’s currency, not the one-coupon rule alone, for a gift card refused beside a coupon', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'GIFTCARD-GBP-40')
    expect((await screen.findByRole('alert')).textContent).toBe(refusedBesideCoupon)
    // Sent as a gift card, and refused as one: the words are about gift cards as much as coupons.
    expect(api.writes().at(-1)?.body).toMatchObject({
      data: { attributes: { gift_card_code: 'GIFTCARD-GBP-40' } },
    })
  })

  it('names the currency of the order, a pound order’s in pounds', async () => {
    const { bus, user } = await openCartWith([])
    act(() => {
      bus.publish('market:changed', markets.gb)
      publishSession('market', 'gb')
    })
    await waitFor(() => expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'gb' }))
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'GIFTCARD-EUR-50')
    expect((await screen.findByRole('alert')).textContent).toContain('(this order’s currency: British Pound)')
  })

  it('names the order’s currency in the shopper’s language', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }], undefined, 'it')
    await user.type(
      await screen.findByRole('textbox', { name: 'Codice sconto o carta regalo' }),
      'WELCOME10{Enter}',
    )
    await user.type(await screen.findByRole('textbox', { name: 'Carta regalo' }), 'GIFTCARD-GBP-40{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se è un codice sconto: un ordine ne accetta uno solo, quindi togli prima WELCOME10. Se è una carta regalo: vale solo per ordini nella sua valuta (valuta di questo ordine: euro) e finché ha credito; altrimenti controlla il codice.',
    )
  })

  it('says a code typed again is already on the order, without sending it or keeping an old refusal', async () => {
    const { user, api } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'FIVEOFF')
    await screen.findByRole('alert')
    const writes = api.writes().length
    await applyCode(user, 'Gift card', 'welcome10')
    expect((await screen.findByText('Coupon WELCOME10 is already on your order.')).tagName).toBe('OUTPUT')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.writes()).toHaveLength(writes)
    expect(screen.getByRole('textbox', { name: 'Gift card' })).toHaveProperty('value', 'welcome10')

    await applyCode(user, 'Gift card', 'GIFT20')
    await waitFor(() => expect(screen.getByTestId('cart-total-gift-card').textContent).toContain('−€20.00'))
    await user.click(screen.getByRole('button', { name: 'Remove: Coupon WELCOME10' }))
    await applyCode(user, 'Coupon', 'gift20')
    expect(await screen.findByText('Gift card GIFT20 is already on your order.')).toBeTruthy()
  })

  it('uses a gift card balance and then takes only a coupon', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'GIFT20')
    await waitFor(() => expect(screen.getByTestId('cart-total-gift-card').textContent).toContain('−€20.00'))
    await applyCode(user, 'Coupon', 'GIFT21')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order takes one gift card: to use another, first remove GIFT20. If it is a coupon, check the code: it matches no active coupon.',
    )
  })

  it('hands the focus to the applied codes when the second code closes the form, and says it applied', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10{Enter}')
    await user.type(await screen.findByRole('textbox', { name: 'Gift card' }), 'GIFT20{Enter}')
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Gift card' })).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Coupon or gift card' }))
    expect(screen.getByText('Code GIFT20 applied')).toBeTruthy()
  })

  it('names a gift card typed in small letters by its own code, as its chip does', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'gift20')
    expect(await screen.findByText('Code GIFT20 applied')).toBeTruthy()
    expect(screen.getByTestId('cart-applied-gift-card').textContent).toContain('Gift card GIFT20')
  })

  it('shows a coupon typed in small letters in capitals, as the field showed it while typed', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'welcome10')
    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy()
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon WELCOME10')
  })

  it("keeps a coupon just applied when a double-click's second click lands on its chip's remove button", async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    // The chip shows above the field, so its button comes where Apply was under the pointer.
    const remove = await screen.findByRole('button', { name: 'Remove: Coupon WELCOME10' })
    fireEvent.click(remove, { detail: 2 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon WELCOME10')
    expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€3.90')
    // A click of its own takes it off.
    fireEvent.click(remove, { detail: 1 })
    await waitFor(() => expect(screen.queryByTestId('cart-applied-coupon')).toBeNull())
  })

  it('says a code applied or removed in a status that was on the page before', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const status = await screen.findByTestId('cart-code-status')
    expect(status.textContent).toBe('')
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await waitFor(() => expect(status.textContent?.trim()).toBe('Code WELCOME10 applied'))
    // The same element took the words: an assistive technology watching it reads them.
    expect(screen.getByTestId('cart-code-status')).toBe(status)
    await applyCode(user, 'Gift card', 'GIFT20')
    await waitFor(() => expect(status.textContent?.trim()).toBe('Code GIFT20 applied'))

    await user.click(screen.getByRole('button', { name: 'Remove: Coupon WELCOME10' }))
    await waitFor(() => expect(screen.queryByTestId('cart-applied-coupon')).toBeNull())
    // The chip that went says nothing: the status does, in place of the words about GIFT20.
    await waitFor(() => expect(status.textContent?.trim()).toBe('Code WELCOME10 removed'))
    expect(screen.getByTestId('cart-code-status')).toBe(status)
  })

  it('refuses a malformed code without asking the API', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const writes = api.writes().length
    await applyCode(user, 'Coupon or gift card', 'no spaces!')
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not valid.')
    expect(api.writes()).toHaveLength(writes)
  })

  // The fake prices no shipping in the cart, as commerce-local before checkout.
  const noDiscount =
    'This coupon gives no discount on your cart as it is now. Check its conditions, such as a minimum order value. A discount on shipping shows only at checkout, where shipping is calculated.'

  it('says a coupon below its minimum order gives no discount, instead of calling it applied', async () => {
    const { user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'FIVEOFF')
    expect((await screen.findByTestId('cart-applied-coupon')).textContent).toContain('Coupon FIVEOFF')
    expect(screen.getByTestId('cart-coupon-note').textContent).toBe(noDiscount)
    expect(screen.queryByText('Code FIVEOFF applied')).toBeNull()
    expect(screen.queryByTestId('cart-total-discount')).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Remove: Coupon FIVEOFF' }).getAttribute('aria-describedby'),
    ).toBe(screen.getByTestId('cart-coupon-note').id)
  })

  it('keeps the coupon with a note when a quantity change takes the order below its condition', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 2 }])
    await applyCode(user, 'Coupon or gift card', 'FIVEOFF')
    await waitFor(() => expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€5.00'))
    expect(screen.getByText('Code FIVEOFF applied')).toBeTruthy()
    expect(screen.queryByTestId('cart-coupon-note')).toBeNull()

    const barolo = screen.getByRole('listitem', { name: /Barolo/ })
    await user.click(within(barolo).getByRole('button', { name: 'Quantity −1 Barolo' }))
    expect((await screen.findByTestId('cart-coupon-note')).textContent).toBe(noDiscount)
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon FIVEOFF')
    expect(screen.queryByTestId('cart-total-discount')).toBeNull()

    await user.click(within(barolo).getByRole('button', { name: 'Quantity +1 Barolo' }))
    await waitFor(() => expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€5.00'))
    expect(screen.queryByTestId('cart-coupon-note')).toBeNull()
    // "Applied" was said when it was applied; working again later is told by the discount line.
    expect(screen.queryByText('Code FIVEOFF applied')).toBeNull()
  })

  it('gives the field the focus when a code applied with the Apply button is refused', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'NOPE2026')
    await screen.findByRole('alert')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon or gift card' }))
  })

  it('keeps a refused code in the field, marked invalid and described by the reason, to be corrected', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME01')
    const reason = await screen.findByRole('alert')
    const field = screen.getByRole('textbox', { name: 'Coupon or gift card' })
    expect(field).toHaveProperty('value', 'WELCOME01')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(reason.id)
  })

  it('takes the refusal away once a code that works is applied', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME01')
    await screen.findByRole('alert')

    await applyCode(user, 'Coupon or gift card', 'WELCOME10')

    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Gift card' }).getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a code once however often it is submitted while it is being applied', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const answer = holdNext(api, 'PATCH', /^\/orders\//)
    const writes = api.writes().length

    await user.type(await screen.findByRole('textbox', { name: 'Coupon or gift card' }), 'WELCOME10{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applying…' })).toBeTruthy())
    await user.keyboard('{Enter}')
    answer()

    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.writes()).toHaveLength(writes + 1)
  })

  it('keeps a second code typed while the first is being applied', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const answer = holdNext(api, 'PATCH', /^\/orders\//)
    const field = await screen.findByRole('textbox', { name: 'Coupon or gift card' })

    await user.type(field, 'WELCOME10{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applying…' })).toBeTruthy())
    await user.clear(field)
    await user.type(field, 'GIFTCARD-EUR-50')
    answer()

    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Gift card' })).toHaveProperty('value', 'GIFTCARD-EUR-50')
  })

  it('takes a coupon off again', async () => {
    const { user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await user.click(await screen.findByRole('button', { name: 'Remove: Coupon WELCOME10' }))
    await waitFor(() => expect(screen.queryByTestId('cart-total-discount')).toBeNull())
  })

  it('says a code the API answered without is not applied, and keeps it in the field', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await user.click(await screen.findByRole('button', { name: 'Remove: Coupon WELCOME10' }))
    await waitFor(() => expect(screen.queryByTestId('cart-applied-coupon')).toBeNull())
    // As commerce-local answered a code removed and sent again: 200, the order as it was.
    const id = api.orders()[0]?.id ?? ''
    api.failNext('PATCH', /^\/orders\//, () =>
      api.fetch(`https://api.test/api/orders/${id}?include=${orderIncludes.join(',')}`),
    )
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code was not applied to your order. Please try again.',
    )
    expect(screen.getByTestId('cart-code-status').textContent?.trim()).toBe('')
    expect(screen.queryByTestId('cart-applied-coupon')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Coupon or gift card' })).toHaveProperty('value', 'WELCOME10')
  })

  it('takes the gift card off and leaves the coupon and its discount', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await applyCode(user, 'Gift card', 'GIFT20')
    await waitFor(() => expect(screen.getByTestId('cart-total-gift-card')).toBeTruthy())

    await user.click(screen.getByRole('button', { name: 'Remove: Gift card GIFT20' }))

    await waitFor(() => expect(screen.queryByTestId('cart-applied-gift-card')).toBeNull())
    expect(screen.queryByTestId('cart-total-gift-card')).toBeNull()
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon WELCOME10')
    expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€3.90')
    expect(screen.getByTestId('cart-total-total').textContent).toMatch(/^Total€35\.10/)
    expect(api.order(api.orders()[0]?.id ?? '')?.attributes).toMatchObject({
      coupon_code: 'WELCOME10',
      gift_card_code: null,
    })
  })

  it('shows a code applied or taken off as it is on the order when the answer to the change was lost', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    const landThenLose = async (land: () => Response | Promise<Response>) => {
      await land()
      throw new TypeError('Failed to fetch')
    }
    api.failNext('PATCH', /^\/orders\//, landThenLose)
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')

    await waitFor(() => expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€3.90'))
    const codes = screen.getByRole('region', { name: 'Coupon or gift card' })
    expect(within(codes).queryByRole('alert')).toBeNull()

    api.failNext('PATCH', /^\/orders\//, landThenLose)
    await user.click(screen.getByRole('button', { name: /^Remove: Coupon/ }))
    await waitFor(() => expect(screen.queryByTestId('cart-applied-coupon')).toBeNull())
    expect(within(codes).queryByRole('alert')).toBeNull()
  })

  it('keeps the coupon and says why under the code field when taking it off fails', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await waitFor(() => expect(screen.getByTestId('cart-total-discount')).toBeTruthy())
    api.failNext('PATCH', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))

    await user.click(screen.getByRole('button', { name: 'Remove: Coupon WELCOME10' }))

    const codes = screen.getByRole('region', { name: 'Coupon or gift card' })
    expect((await within(codes).findByRole('alert')).textContent).toMatch(/could not reach the shop/)
    expect(screen.getByTestId('cart-applied-coupon').textContent).toContain('Coupon WELCOME10')
    expect(screen.getByTestId('cart-total-discount').textContent).toContain('−€3.90')
  })

  it('says so when signing in took the coupon off, since the customer cannot have it', async () => {
    const { api, user } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await waitFor(() => expect(screen.getByTestId('cart-total-discount')).toBeTruthy())
    api.failNext('PATCH', /^\/orders\//, couponRefusedForCustomer)

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })

    expect((await screen.findByTestId('cart-notice')).textContent).toBe(
      'We removed the coupon WELCOME10: it is not valid for your account.',
    )
    expect(screen.queryByTestId('cart-total-discount')).toBeNull()
  })

  it('still says so on the cart page when the shopper signed in on another page', async () => {
    const { api, bus, user, view } = await openCartWith([{ code: 'WINE-1', quantity: 1 }])
    render(<MiniCartSlot {...props} />)
    await applyCode(user, 'Coupon or gift card', 'WELCOME10')
    await waitFor(() => expect(screen.getByTestId('cart-total-discount')).toBeTruthy())
    view.unmount()
    api.failNext('PATCH', /^\/orders\//, couponRefusedForCustomer)

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await waitFor(() => expect(bus.last('cart:updated')?.totalCents).toBe(3900))
    render(<CartApp {...props} screen={{ name: 'cart' }} />)

    expect((await screen.findByTestId('cart-notice')).textContent).toBe(
      'We removed the coupon WELCOME10: it is not valid for your account.',
    )
  })
})
