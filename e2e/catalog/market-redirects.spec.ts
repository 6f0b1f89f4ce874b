import { formatMoney } from '@storefront/shared/i18n'
import { expect, test } from '../support/test'
import { texts, untranslatedKeys } from '../support/texts'

test.describe('first visit', () => {
  test.use({ locale: 'it-IT' })

  test('an Italian browser lands on the Italian shop with prices in euro', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/italy\/eur\/it\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    const cards = page.getByTestId('product-card')
    await expect(cards.first()).toBeVisible()
    const price = await cards.first().getByTestId('price-amount').innerText()
    // Italian euro amounts: "12,50 €"; the sample is formatted by Intl the same way.
    expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/)
    expect(formatMoney(1250, 'EUR', 'it-IT')).toMatch(/^12,50\s€$/)
    expect(await untranslatedKeys(page)).toEqual([])
  })
})

test.describe('first visit from Germany', () => {
  test.use({ locale: 'de-DE' })

  test('a German browser lands on the German shop in German', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/germany\/eur\/de\/$/)
    const t = texts('de')
    await expect(page.getByRole('button', { name: t('common:header.search.button') })).toBeVisible()
    const price = await page.getByTestId('product-card').first().getByTestId('price-amount').innerText()
    expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/)
  })

  test('an address shortened to its language, or to country and language, opens the shop in it', async ({
    page,
  }) => {
    await page.goto('/fr/produits')
    await expect(page).toHaveURL(/\/germany\/eur\/fr\/produits$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.goto('/italy/it/')
    await expect(page).toHaveURL(/\/italy\/eur\/it\/$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })

  test("a shared link with a mistyped country opens its page in the link's language", async ({ page }) => {
    await page.goto('/itlay/eur/it/cerca?q=caffe')
    await expect(page).toHaveURL(/\/germany\/eur\/it\/cerca\?q=caffe$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  })
})

test('a path without a market keeps its rest and query on the redirect', async ({ request }) => {
  const response = await request.get('/prodotti?page=2', {
    maxRedirects: 0,
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toMatch(/\/france\/eur\/fr\/prodotti\?page=2$/)
})
