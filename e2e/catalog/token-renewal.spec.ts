import { commerceUrl } from '../support/stack'
import { expect, test } from '../support/test'

test.use({ locale: 'it-IT' })

/**
 * The journeys' stack issues access tokens that live 20 s (`npm start -- --for-tests`). The
 * page's timers are held so the shell's renewal timer cannot fire first, as on a computer that
 * slept: the token really expires, the next request asks the shell for a new one before it goes,
 * and the page carries on without a request the API refuses.
 */
test('an expired access token is renewed without a visible interruption', async ({ page }) => {
  await page.clock.install()
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.clock.pauseAt(Date.now() + 1_000)
  const tokenRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/token')) tokenRequests.push(request.url())
  })
  await page.waitForTimeout(25_000)
  await page.clock.setSystemTime(Date.now())
  const unauthorized: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().startsWith(commerceUrl)) unauthorized.push(response.url())
  })
  await page.getByTestId('product-card').nth(1).getByRole('link').click()
  await expect(page.getByTestId('price-amount').first()).toBeVisible()
  // The stock is a request of its own, answered after the price: its error would come last.
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(tokenRequests.length).toBeGreaterThan(0)
  expect(unauthorized).toEqual([])
})
