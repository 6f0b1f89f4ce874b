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

/**
 * Starts watching for the mini-cart's "added" confirmation, once the last one has gone; the
 * function it returns says whether one showed since, however briefly.
 */
export async function watchAddedConfirmation(page: Page): Promise<() => Promise<boolean>> {
  // An add made just before still shows its own for a moment.
  await expect(
    page.locator('[data-remote="cart"] output').filter({ hasText: t('cart:miniCart.added') }),
  ).toBeHidden()
  await page.evaluate((words) => {
    const state = window as unknown as { addedShown: boolean }
    state.addedShown = false
    new MutationObserver(() => {
      const outputs = document.querySelectorAll('[data-remote="cart"] output')
      if ([...outputs].some((output) => output.textContent?.includes(words))) state.addedShown = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, t('cart:miniCart.added'))
  return () => page.evaluate(() => (window as unknown as { addedShown: boolean }).addedShown)
}
