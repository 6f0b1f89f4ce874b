import { requestAddItem } from '@storefront/shared/events'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { CartApp } from '../src/app/cart-app'
import type { FakeMarket } from './fake-commerce'
import { props, startShop } from './harness'

/** The cart page mounted as the shell would, with items added through the bus like the catalog does. */
export async function openCartWith(
  items: { code: string; quantity: number; kind?: 'sku' | 'bundle' }[],
  market?: FakeMarket,
) {
  const shop = startShop(undefined, market)
  const view = render(<CartApp {...props} screen={{ name: 'cart' }} />)
  await waitFor(() => expect(screen.queryByTestId('cart-loading')).toBeNull())
  for (const item of items) await requestAddItem(shop.bus, { kind: item.kind ?? 'sku', ...item })
  return { ...shop, view, user: userEvent.setup() }
}
