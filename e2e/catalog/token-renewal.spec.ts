import { expect, test } from '../support/test'

test.use({ locale: 'it-IT' })

/**
 * The journeys' stack issues access tokens that live 20 s (`npm start -- --for-tests`). The
 * page's clock is held so the shell's renewal timer cannot fire first: the token really expires
 * at the API, the SDK's refresh path asks the shell for a new one, and the page carries on.
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
  const unauthorized: number[] = []
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().includes('/api/skus'))
      unauthorized.push(response.status())
  })
  await page.getByTestId('product-card').nth(1).getByRole('link').click()
  await expect(page.getByTestId('price-amount').first()).toBeVisible()
  // The stock is a request of its own, answered after the price: its error would come last.
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(unauthorized.length).toBeGreaterThan(0)
  expect(tokenRequests.length).toBeGreaterThan(0)
})
