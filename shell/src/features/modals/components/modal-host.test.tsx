import { createI18n, pageNamespaces } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ShellModal, useModalStore } from '../stores/modal-store'
import { ModalHost } from './modal-host'

function renderHost(onLogout = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en', pageNamespaces)}>
      <ModalHost
        routeBase={{ prefix: '/united-kingdom/gbp/en', locale: 'en' }}
        locale="en"
        contact={{}}
        onLogout={onLogout}
        info={(topic) => <p>{`text of ${topic}`}</p>}
      />
    </I18nextProvider>,
  )
  return { onLogout }
}

const open = (modal: ShellModal) => act(() => useModalStore.getState().open(modal))

describe('ModalHost', () => {
  beforeEach(() => {
    // The store outlives a render, as it outlives a page's remotes.
    useModalStore.getState().close()
  })

  it('takes a request to register to the account remote’s registration screen', () => {
    renderHost()
    open({ kind: 'auth', mode: 'register' })
    expect(window.location.pathname).toBe('/united-kingdom/gbp/en/account/register')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes the logout confirmation as it signs out', async () => {
    const { onLogout } = renderHost()
    open({ kind: 'logout-confirm' })
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says what went wrong with a payment by its error code', () => {
    renderHost()
    open({ kind: 'payment-error', orderId: 'ord-1', errorCode: 'bt_validation_error' })
    expect(screen.getByRole('dialog').textContent).toContain(
      'Please check your payment details and try again.',
    )
  })

  it('says the payment failed when its error code is not one the shop knows', () => {
    renderHost()
    open({ kind: 'payment-error', orderId: 'ord-1', errorCode: 'gateway_exploded' })
    expect(screen.getByRole('dialog').textContent).toContain('Your payment did not go through.')
  })

  it('opens a second message over the first as a new dialog, focus on its title', () => {
    renderHost()
    open({ kind: 'feedback', messageKey: 'errors:paymentFailed', tone: 'error' })
    // The visitor was on its own close button, below the message.
    within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)?.focus()
    open({ kind: 'feedback', messageKey: 'errors:paymentDetailsInvalid', tone: 'error' })
    const second = screen.getByRole('dialog', { name: 'Please check your payment details and try again.' })
    expect(document.activeElement).toBe(within(second).getByRole('heading'))
  })

  it('opens another shop text over the first as a new dialog, focus on its title', () => {
    renderHost()
    open({ kind: 'info', topic: 'shipping' })
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }).focus()
    open({ kind: 'info', topic: 'returns' })
    const second = screen.getByRole('dialog')
    expect(second.textContent).toContain('text of returns')
    expect(document.activeElement).toBe(within(second).getByRole('heading'))
  })
})
