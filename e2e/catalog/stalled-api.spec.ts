import { expect, test } from '@playwright/test'
import { commerceUrl } from '../support/stack'

test.use({ locale: 'it-IT' })

test('a listing request stuck on the way is sent again, and the products show', async ({ page }) => {
  const sent: string[] = []
  await page.route(
    (url) => url.href.startsWith(commerceUrl) && url.pathname === '/api/skus',
    async (route) => {
      sent.push(route.request().method())
      // The first is never answered: a connection that stalled without failing.
      if (sent.length === 1) return
      await route.continue()
    },
  )
  await page.goto('/italy/eur/it/prodotti')
  // Within the read's own time limit (15 s), well before the SDK's 40 s for the whole call.
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(sent).toEqual(['GET', 'GET'])
})
