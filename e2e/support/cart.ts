import { expect, type Page } from '@playwright/test'
import { formatMoney, localeTag } from '@storefront/shared/i18n'
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
 * Starts watching for the mini-cart's cue that an add landed (its badge's `data-added`), once
 * the last one has gone; the function it returns says whether one showed since, however briefly.
 */
export async function watchAddedCue(page: Page): Promise<() => Promise<boolean>> {
  // An add made just before still cues for a moment.
  await expect(page.locator('[data-remote="cart"] [data-added]')).toHaveCount(0)
  await page.evaluate(() => {
    const state = window as unknown as { addedCued: boolean }
    state.addedCued = false
    new MutationObserver(() => {
      if (document.querySelector('[data-remote="cart"] [data-added]')) state.addedCued = true
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { addedCued: boolean }).addedCued)
}

/** Euro cents as the Italian market in English writes them, as the catalogue and the cart do. */
export function euros(cents: number): string {
  return formatMoney(cents, 'EUR', localeTag('en', 'IT'))
}

/** The cents of a euro amount the Italian market in English shows ("€18.90", "−€1.89"). */
export function centsOf(amount: string): number {
  const cents = Number(amount.replace(/\D/g, ''))
  // Written back as it was shown, or its digits were not the amount in cents.
  expect(euros(cents)).toBe(amount.replace(/^−/, ''))
  return cents
}
