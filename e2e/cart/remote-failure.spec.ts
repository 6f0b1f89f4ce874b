import { pathTo } from '@storefront/shared/routes'
import { italyInEnglish, miniCartCount } from '../support/cart'
import { holdRequests } from '../support/hold'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')
const cartFiles = /\/_mf\/cart\//

test.use({ locale: 'en-GB' })

test('when the cart cannot load, catalog and shell work and the mini-cart slot offers a retry', async ({
  page,
}) => {
  await page.route(cartFiles, (route) => route.abort('connectionrefused'))
  await page.goto('/italy/eur/en/products')
  const slot = page.locator('[data-remote="cart"]')
  await expect(slot.getByText(t('common:remoteUnavailable.title'))).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.getByTestId('product-card').first().getByRole('link').click()
  await expect(page.getByTestId('price-amount').first()).toBeVisible()

  await page.unroute(cartFiles)
  await slot.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  await expect(page.getByTestId('mini-cart')).toBeVisible()
})

test("on a phone the cart's fallback fits the header as a retry icon, its words kept for screen readers", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route(cartFiles, (route) => route.abort('connectionrefused'))
  await page.goto('/italy/eur/en/products')
  const slot = page.locator('[data-remote="cart"]')
  const retry = slot.getByRole('button', { name: t('common:remoteUnavailable.retry') })
  await expect(retry).toBeInViewport({ ratio: 1, timeout: 30_000 })
  await expect(slot.getByRole('status')).toContainText(t('common:remoteUnavailable.title'))
  // It takes no more room than the account entry beside it: the header keeps one row.
  const height = async (selector: string) =>
    page.locator(selector).evaluate((element) => element.getBoundingClientRect().height)
  expect(await height('[data-testid="mini-cart-slot"]')).toBeLessThanOrEqual(48)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.unroute(cartFiles)
  await retry.click()
  await expect(page.getByTestId('mini-cart')).toBeVisible()
})

test('an add clicked while the cart is still loading waits for it instead of failing', async ({ page }) => {
  // The cart's files are held until the click, as on a slow connection where they arrive late.
  const release = await holdRequests(page, cartFiles)
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'COFFEE-ESPRESSO-BEANS-1KG' }))
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByRole('button', { name: t('catalog:product.adding') })).toBeDisabled()
  release()

  await expect(page.getByText(t('catalog:product.added'))).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(t('errors:addCartError'))).toHaveCount(0)
  await expect(miniCartCount(page)).toHaveText('1')
})

test('with the cart down, an add says so at once; after the mini-cart retry it adds', async ({ page }) => {
  await page.route(cartFiles, (route) => route.abort('connectionrefused'))
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'COFFEE-ESPRESSO-BEANS-1KG' }))
  const slot = page.locator('[data-remote="cart"]')
  await expect(slot.getByText(t('common:remoteUnavailable.title'))).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  // Sooner than the time a cart that is still loading is given (cartArrivalTimeoutMs, 10 s):
  // the shell said the cart will not come, so the add does not wait for it.
  await expect(page.getByText(t('errors:addCartError'))).toBeVisible({ timeout: 5_000 })

  await page.unroute(cartFiles)
  await slot.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  await expect(miniCartCount(page)).toBeAttached()
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByText(t('catalog:product.added'))).toBeVisible()
  await expect(miniCartCount(page)).toHaveText('1')
})

test('a cart page opened offline mounts by itself once the connection is back', async ({ page, context }) => {
  await page.goto('/italy/eur/en/products')
  await expect(page.getByTestId('mini-cart')).toBeVisible()
  await context.setOffline(true)
  await page.getByTestId('mini-cart').click()
  const main = page.getByRole('main')
  await expect(main.getByText(t('common:remoteUnavailable.title'))).toBeVisible({ timeout: 30_000 })
  await context.setOffline(false)
  // No press of its retry button: the page asks for the cart again when the browser is online.
  await expect(page.getByRole('heading', { level: 1, name: t('cart:empty.title') })).toBeVisible()
  await expect(main.getByText(t('common:remoteUnavailable.title'))).toHaveCount(0)
})
