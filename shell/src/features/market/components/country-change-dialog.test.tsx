import { getShopBus, resetShopBus } from '@storefront/shared/events'
import { createI18n, loadDictionary } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CountryChangeDialog } from './country-change-dialog'

beforeAll(() => loadDictionary('en'))
afterEach(() => resetShopBus())

function cartHolds(itemsCount: number) {
  getShopBus().publish('cart:updated', {
    marketCode: 'us',
    orderId: itemsCount > 0 ? 'order-1' : null,
    itemsCount,
    totalCents: 2140 * itemsCount,
    currency: 'USD',
    formattedTotal: '$21.40',
  })
}

function dialogText(from: string, to: string) {
  render(
    <I18nextProvider i18n={createI18n('en', ['common'])}>
      <CountryChangeDialog from={from} to={to} locale="en" onGoBack={() => {}} onContinue={() => {}} />
    </I18nextProvider>,
  )
  return screen.getByRole('dialog').textContent ?? ''
}

describe('the country change dialog', () => {
  it('says the cart stays behind for a country of another market', () => {
    cartHolds(1)
    const text = dialogText('IT', 'GB')
    expect(text).toContain('Your current cart stays saved for when you come back.')
    expect(text).not.toContain('Your cart comes with you.')
  })

  it('says the cart comes along between countries of one market', () => {
    cartHolds(1)
    const text = dialogText('US', 'JP')
    expect(text).toContain('Your cart comes with you.')
    expect(text).not.toContain('stays saved')
  })

  it('names the currency prices will be in when it changes, and only then', () => {
    expect(dialogText('IT', 'GB')).toContain('Currency: Euro → British Pound.')
  })

  it('says nothing of the currency between countries that share it', () => {
    expect(dialogText('IT', 'DE')).not.toContain('Currency')
  })

  it('names each choice by its country, the name kept in one piece', () => {
    dialogText('IT', 'GB')
    const onward = screen.getByRole('button', { name: 'Continue to La Dispensa United Kingdom' })
    expect(onward.querySelector('span span')?.textContent).toBe('United Kingdom')
    const back = screen.getByRole('button', { name: 'Back to La Dispensa Italy' })
    expect(back.querySelector('span span')?.textContent).toBe('Italy')
  })

  it('says nothing of an empty cart', () => {
    cartHolds(0)
    const text = dialogText('US', 'JP')
    expect(text).not.toContain('Your cart comes with you.')
    expect(text).not.toContain('stays saved')
  })
})
