import { expect, type Page } from '@playwright/test'
import { pathTo, type RouteBase } from '@storefront/shared/routes'
import { texts } from './texts'

export const italyInEnglish: RouteBase = { prefix: '/italy/eur/en', locale: 'en' }
const t = texts('en')

/** Adds a product or gift box from its page, as a shopper does, and waits for the cart's answer. */
export async function addFromPage(
  page: Page,
  screen: { name: 'product' | 'bundle'; code: string },
  quantity = 1,
  base: RouteBase = italyInEnglish,
): Promise<void> {
  await page.goto(pathTo(base, screen))
  const input = page.getByRole('spinbutton', { name: t('catalog:product.quantity') })
  await input.fill(String(quantity))
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByText(t('catalog:product.added'))).toBeVisible()
}

export function miniCartCount(page: Page) {
  return page.getByTestId('mini-cart-count')
}

export async function openCart(page: Page, base: RouteBase = italyInEnglish): Promise<void> {
  await page.goto(pathTo(base, { name: 'cart' }))
  // A first load builds the session, the remote and the order: slower than one interaction.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
}
