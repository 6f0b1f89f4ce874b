import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { invalid } from '../../test/fake-responses'
import { markets, props } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'
import { MiniCartSlot } from './mini-cart-slot'

type Shop = Awaited<ReturnType<typeof openCartWith>>

const stockReads = (shop: Shop) =>
  shop.api.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/skus/')).length

/**
 * The header's language selector, as the shell does it: the cart page is mounted anew in the
 * language chosen (its key holds the locale) while the header's mini-cart holds the cart, and
 * the page checks stock again as it opens. Resolves once that check is over.
 */
async function switchToItalian(shop: Shop) {
  const before = stockReads(shop)
  shop.view.unmount()
  const prefix = '/italy/eur/it'
  shop.bus.publish('market:changed', { ...markets.it, locale: 'it', prefix })
  render(<CartApp {...props} locale="it" routeBase={{ prefix, locale: 'it' }} screen={{ name: 'cart' }} />)
  await waitFor(() => expect(stockReads(shop)).toBeGreaterThan(before))
  await waitFor(() => expect(screen.getByTestId('cart-checking').textContent).toBe(''))
}

async function openHeldCart(items: Parameters<typeof openCartWith>[0]) {
  const shop = await openCartWith(items)
  render(<MiniCartSlot {...props} />)
  await screen.findAllByTestId('cart-line')
  return shop
}

describe('what the cart said, once the shopper switches language', () => {
  it('still says why the code in the field was refused, in the new language', async () => {
    const shop = await openHeldCart([{ code: 'WINE-1', quantity: 1 }])
    const field = await screen.findByRole('textbox', { name: 'Coupon or gift card' })
    await shop.user.type(field, 'NOPE2026{Enter}')
    await screen.findByRole('alert')

    await switchToItalian(shop)

    const again = screen.getByRole('textbox', { name: 'Codice sconto o carta regalo' })
    expect(again).toHaveProperty('value', 'NOPE2026')
    expect(again.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe(
      'Il codice non corrisponde a nessuna carta regalo o codice sconto attivo. Una carta regalo vale solo per ordini nella sua valuta (valuta di questo ordine: euro) e finché ha credito.',
    )
  })

  it('still says why a quantity was refused, naming the product in the new language', async () => {
    const shop = await openHeldCart([{ code: 'WINE-1', quantity: 10 }])
    await shop.user.click(screen.getByRole('button', { name: 'Quantity +1 Barolo' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart can hold up to 10 pieces of Barolo.',
    )

    await switchToItalian(shop)

    const line = screen.getByRole('listitem', { name: /Barolo \(it\)/ })
    expect(within(line).getByRole('alert').textContent).toBe(
      'Nel carrello puoi avere al massimo 10 pezzi di Barolo (it).',
    )
  })

  it('still says the greeting card could not be put on the line', async () => {
    const shop = await openHeldCart([{ code: 'OIL-1', quantity: 1 }])
    shop.api.failNext('POST', /^\/line_item_options/, () => Promise.reject(new TypeError('Failed to fetch')))
    await shop.user.click(screen.getByRole('checkbox', { name: 'Free greeting card with Olive oil' }))
    await screen.findByRole('alert')

    await switchToItalian(shop)

    const line = screen.getByRole('listitem', { name: /Olive oil \(it\)/ })
    expect(within(line).getByRole('alert').textContent).toBe(
      'Non riusciamo a raggiungere il negozio. Controlla la connessione e riprova tra poco.',
    )
  })

  it('still says the gift message could not be saved', async () => {
    const shop = await openHeldCart([{ code: 'OIL-1', quantity: 1 }])
    const message = await screen.findByRole('textbox', { name: 'Your message' })
    await shop.user.type(message, 'Auguri')
    shop.api.failNext('PATCH', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))
    await shop.user.click(screen.getByRole('button', { name: 'Save message' }))
    await screen.findByRole('alert')

    await switchToItalian(shop)

    const form = screen.getByRole('region', { name: /Messaggio di auguri/ })
    expect(within(form).getByRole('alert').textContent).toBe(
      'Non riusciamo a raggiungere il negozio. Controlla la connessione e riprova tra poco.',
    )
  })
})

describe('what went well, once the shopper switches language', () => {
  it('still says the code was applied, in the new language', async () => {
    const shop = await openHeldCart([{ code: 'WINE-1', quantity: 1 }])
    await shop.user.type(
      await screen.findByRole('textbox', { name: 'Coupon or gift card' }),
      'WELCOME10{Enter}',
    )
    await waitFor(() =>
      expect(screen.getByTestId('cart-code-status').textContent?.trim()).toBe('Code WELCOME10 applied'),
    )

    await switchToItalian(shop)

    expect(screen.getByTestId('cart-code-status').textContent?.trim()).toBe('Codice WELCOME10 applicato')
  })

  it('still says the gift message was saved, in the new language', async () => {
    const shop = await openHeldCart([{ code: 'OIL-1', quantity: 1 }])
    await shop.user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Auguri')
    await shop.user.click(screen.getByRole('button', { name: 'Save message' }))
    await waitFor(() =>
      expect(screen.getByTestId('gift-message-status').textContent?.trim()).toBe('Message saved'),
    )

    await switchToItalian(shop)

    expect(screen.getByTestId('gift-message-status').textContent?.trim()).toBe('Messaggio salvato')
  })
})

describe('an order whose language could not follow the shopper’s', () => {
  it('says its e-mails may come in the old language, and goes once the next change to the cart sets it', async () => {
    const shop = await openHeldCart([{ code: 'OIL-1', quantity: 1 }])
    const id = shop.api.orders()[0]?.id ?? ''
    expect(shop.api.order(id)?.attributes.language_code).toBe('en')
    shop.api.failNext('PATCH', /^\/orders\//, () => invalid('language_code'))

    await switchToItalian(shop)

    expect((await screen.findByTestId('cart-language-unsaved')).textContent).toBe(
      'Non siamo riusciti a cambiare la lingua del tuo ordine: le e-mail che lo riguardano potrebbero arrivare in inglese. Riproveremo alla tua prossima modifica al carrello.',
    )
    expect(shop.api.order(id)?.attributes.language_code).toBe('en')

    await shop.user.click(screen.getByRole('button', { name: /^Quantità \+1 / }))

    await waitFor(() => expect(shop.api.order(id)?.attributes.language_code).toBe('it'))
    await waitFor(() => expect(screen.queryByTestId('cart-language-unsaved')).toBeNull())
  })
})

describe('what the cart said, once the shopper picks another country of the market', () => {
  it('still says why the code in the field was refused', async () => {
    const shop = await openHeldCart([{ code: 'WINE-1', quantity: 1 }])
    const field = await screen.findByRole('textbox', { name: 'Coupon or gift card' })
    await shop.user.type(field, 'NOPE2026{Enter}')
    await screen.findByRole('alert')
    const id = shop.api.orders()[0]?.id ?? ''

    shop.bus.publish('market:changed', { ...markets.it, country: 'SM', prefix: '/san-marino/eur/en' })
    await waitFor(() => expect(shop.api.order(id)?.attributes.shipping_country_code_lock).toBe('SM'))
    await waitFor(() => expect(screen.getByTestId('cart-checking').textContent).toBe(''))

    expect(screen.getByRole('alert').textContent).toBe(
      'This code matches no active gift card or coupon. A gift card pays only for orders in its own currency (this order’s currency: Euro) and while it holds credit.',
    )
  })
})
