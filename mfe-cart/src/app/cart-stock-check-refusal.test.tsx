import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { invalid } from '../../test/fake-responses'
import { props } from '../../test/harness'
import { openCartWith } from '../../test/open-cart'
import { CartApp } from './cart-app'

/** Opens the cart again on oil stock has since fallen short of, the check's removal refused. */
async function reopenWithRefusedCheck(refusal = () => invalid('base'), locale: 'en' | 'fr' = 'en') {
  const { api, view } = await openCartWith([{ code: 'OIL-1', quantity: 4 }], undefined, locale)
  api.setStock('OIL-1', 1)
  api.failNext('DELETE', /^\/line_items\//, refusal)
  view.unmount()
  const routeBase = { prefix: `/italy/eur/${locale}`, locale }
  render(<CartApp {...props} locale={locale} routeBase={routeBase} screen={{ name: 'cart' }} />)
}

describe('the stock check on opening the cart, refused as invalid (422)', () => {
  it('says the cart could not be brought in line with stock, and what to do', async () => {
    await reopenWithRefusedCheck()

    expect((await screen.findByTestId('cart-error')).textContent).toBe(
      'We could not adjust every item in your cart to what is still in stock. Reload the page to see your cart as it is now, and check the quantities before you go to checkout.',
    )
  })

  it('says the cart can no longer change when its order was placed meanwhile', async () => {
    await reopenWithRefusedCheck(() =>
      invalid('order', {
        title: 'is not editable',
        detail: 'order - is not editable (status placed)',
        meta: { error: 'not_editable', status: 'placed' },
      }),
    )

    expect((await screen.findByTestId('cart-error')).textContent).toBe(
      'This cart can no longer be changed: its order has been placed or cancelled, perhaps in another window. Reload the page to see your cart.',
    )
  })

  it('says it in the shopper’s language', async () => {
    await reopenWithRefusedCheck(undefined, 'fr')

    expect((await screen.findByTestId('cart-error')).textContent).toBe(
      'Nous n’avons pas pu ajuster tous les articles de votre panier au stock encore disponible. Rechargez la page pour voir votre panier tel qu’il est maintenant, et vérifiez les quantités avant de valider votre panier.',
    )
  })
})
