import { getShopBus } from '@storefront/shared/events'
import { createI18n } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DocumentTitle } from './document-title'

const routeBase = { prefix: '/united-kingdom/gbp/en', locale: 'en' } as const

function renderTitle(page: Screen, href: string) {
  const view = (page: Screen, href: string) => (
    <I18nextProvider i18n={createI18n('en', ['common'])}>
      <DocumentTitle bus={getShopBus()} routeBase={routeBase} screen={page} href={href} />
    </I18nextProvider>
  )
  const { rerender } = render(view(page, href))
  return { navigateTo: (next: Screen, nextHref: string) => rerender(view(next, nextHref)) }
}

const announced = () => screen.getByTestId('page-announcer').textContent

describe('DocumentTitle', () => {
  it('after a navigation waits for the page’s name before announcing it, rather than the shop’s alone', () => {
    const { navigateTo } = renderTitle({ name: 'home' }, '/united-kingdom/gbp/en/')
    const shopTitle = document.title
    act(() => getShopBus().publish('shell:name-page', { screen: { name: 'home' }, title: 'Welcome' }))
    expect(document.title).not.toBe(shopTitle)
    navigateTo({ name: 'product', code: 'OIL-01' }, '/united-kingdom/gbp/en/product/OIL-01')
    expect(document.title).toBe(shopTitle)
    expect(announced()).toBe('')
    act(() =>
      getShopBus().publish('shell:name-page', {
        screen: { name: 'product', code: 'OIL-01' },
        title: 'Olive oil',
      }),
    )
    expect(announced()).toContain('Olive oil')
    expect(document.title).toBe(announced())
  })
})
