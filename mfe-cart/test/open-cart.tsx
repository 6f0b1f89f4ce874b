import { requestAddItem } from '@storefront/shared/events'
import type { Locale } from '@storefront/shared/markets'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { CartApp } from '../src/app/cart-app'
import type { FakeMarket } from './fake-commerce'
import { markets, props, startShop } from './harness'

/**
 * The cart page mounted as the shell would, with items added through the bus like the catalog
 * does; in English unless `locale` names the language the shell shows the Italian market in.
 */
export async function openCartWith(
  items: { code: string; quantity: number; kind?: 'sku' | 'bundle' }[],
  market?: FakeMarket,
  locale: Locale = props.locale,
) {
  const shop = startShop(undefined, market)
  const prefix = `/italy/eur/${locale}`
  if (locale !== props.locale) shop.bus.publish('market:changed', { ...markets.it, locale, prefix })
  const view = render(
    <CartApp {...props} locale={locale} routeBase={{ prefix, locale }} screen={{ name: 'cart' }} />,
  )
  await waitFor(() => expect(screen.queryByTestId('cart-loading')).toBeNull())
  for (const item of items) await requestAddItem(shop.bus, { kind: item.kind ?? 'sku', ...item })
  return { ...shop, view, user: userEvent.setup() }
}
