import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { invalid } from '../../test/fake-responses'
import { openCartWith } from '../../test/open-cart'

type User = Awaited<ReturnType<typeof openCartWith>>['user']

async function saveMessage(user: User, field: string, button: string, message: string) {
  await user.type(await screen.findByRole('textbox', { name: field }), message)
  await user.click(screen.getByRole('button', { name: button }))
}

describe('a gift message the API refuses as invalid (422)', () => {
  it('says the message could not be saved and what to do, keeping the words typed', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    // Commerce Layer's 422 on the order's metadata, where the message is saved.
    api.failNext('PATCH', /^\/orders\//, () => invalid('metadata'))
    await saveMessage(user, 'Your message', 'Save message', 'Buon Natale')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not save your gift message. Check that it has only ordinary letters and punctuation, shorten it and try again, or reload the page to see your cart as it is now.',
    )
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', 'Buon Natale')
  })

  it('says the cart can no longer change when its order was placed meanwhile', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    api.failNext('PATCH', /^\/orders\//, () =>
      invalid('order', {
        title: 'is not editable',
        detail: 'order - is not editable (status placed)',
        meta: { error: 'not_editable', status: 'placed' },
      }),
    )
    await saveMessage(user, 'Your message', 'Save message', 'Buon Natale')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This cart can no longer be changed: its order has been placed or cancelled, perhaps in another window. Reload the page to see your cart.',
    )
  })

  it('says it in the shopper’s language', async () => {
    const { api, user } = await openCartWith([{ code: 'OIL-1', quantity: 1 }], undefined, 'fr')
    api.failNext('PATCH', /^\/orders\//, () => invalid('metadata'))
    await saveMessage(user, 'Votre message', 'Enregistrer le message', 'Joyeux Noël')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nous n’avons pas pu enregistrer votre message cadeau. Vérifiez qu’il ne contient que des lettres et des signes de ponctuation courants, raccourcissez-le et réessayez, ou rechargez la page pour voir votre panier tel qu’il est maintenant.',
    )
  })
})
