import { expect, test } from '@playwright/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test('search shows progress, then results, and says when nothing matches', async ({ page }) => {
  await page.goto('/united-kingdom/gbp/en/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // Hold the API's answer so the in-progress state can be seen; it is answered unchanged.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/api\/skus\?/, async (route) => {
    await held
    await route.continue()
  })
  const box = page.getByRole('searchbox', { name: t('common:header.search.label') })
  await box.fill('oil')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\/search\?q=oil/)
  await expect(page.getByTestId('search-in-progress')).toHaveText(t('catalog:search.inProgress'))
  release()
  await expect(page.getByTestId('search-results')).toBeVisible()
  const names = await page
    .getByTestId('search-results')
    .getByTestId('product-card')
    .getByRole('link')
    .allInnerTexts()
  expect(names.length).toBeGreaterThan(0)
  expect(names.every((name) => /oil/i.test(name))).toBe(true)
  await page.unroute(/\/api\/skus\?/)

  await box.fill('zzzz-nothing')
  await box.press('Enter')
  await expect(page.getByTestId('search-no-results')).toContainText(
    t('catalog:search.noResults', { query: 'zzzz-nothing' }),
  )
})
