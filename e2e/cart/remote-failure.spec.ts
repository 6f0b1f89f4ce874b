import { expect, test } from '@playwright/test'
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
