import { shopName, storageKeys } from '@storefront/shared/constants'
import { countryName } from '@storefront/shared/i18n'
import { pathTo } from '@storefront/shared/routes'
import { addFromPage, italyInEnglish, miniCartCount, openCart } from '../support/cart'
import { shippingCountryOf } from '../support/commerce'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

async function switchCountry(page: import('@playwright/test').Page, code: string) {
  await page.getByLabel(t('common:header.country.change')).selectOption(code)
  await page
    .getByRole('dialog', { name: t('common:countryChange.title') })
    .getByRole('button', {
      name: t('common:countryChange.continue', { country: countryName(code, 'en-GB'), shop: shopName }),
    })
    .click()
}

test('each market keeps its own cart in its own currency', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await expect(miniCartCount(page)).toHaveText('2')
  await expect(page.getByTestId('mini-cart-total')).toHaveText(/€/)

  await switchCountry(page, 'GB')
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\//)
  await expect(miniCartCount(page)).toHaveText('0')
  await addFromPage(page, { name: 'product', code: 'PASTA-TROFIE-500' }, 1, {
    prefix: '/united-kingdom/gbp/en',
    locale: 'en',
  })
  await expect(miniCartCount(page)).toHaveText('1')
  await expect(page.getByTestId('mini-cart-total')).toHaveText(/£/)

  await switchCountry(page, 'IT')
  await expect(page).toHaveURL(/\/italy\/eur\/en\//)
  await expect(miniCartCount(page)).toHaveText('2')
  await openCart(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-total-total')).toHaveText(/€/)
})

test("the shop's address leads back to the market where the cart is, not where the browser points", async ({
  page,
}) => {
  // An English browser would land in the United Kingdom; browsing the Italian shop changes nothing.
  await page.goto(pathTo(italyInEnglish, { name: 'listing' }))
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.goto('/')
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\/$/)

  // A cart filled there does: the address now opens that cart's market.
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  await expect(miniCartCount(page)).toHaveText('1')
  await page.goto('/')
  await expect(page).toHaveURL(/\/italy\/eur\/en\/$/)
  await expect(miniCartCount(page)).toHaveText('1')
})

test('a cart taken to another country of its market comes along, and ships there', async ({ page }) => {
  const unitedStates = { prefix: '/united-states/usd/en', locale: 'en' } as const
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1, unitedStates)
  await expect(miniCartCount(page)).toHaveText('1')
  // The United States and Japan are both the rest of the world's: one market, one cart.
  const orderId = await page.evaluate((key) => localStorage.getItem(key) ?? '', storageKeys.cartId('row'))
  expect(await shippingCountryOf(orderId)).toEqual({ lock: 'US', address: 'US' })

  await page.getByLabel(t('common:header.country.change')).selectOption('JP')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  await expect(dialog).toContainText(t('common:countryChange.cartMoves'))
  await dialog
    .getByRole('button', {
      name: t('common:countryChange.continue', { country: countryName('JP', 'en-GB'), shop: shopName }),
    })
    .click()

  await expect(page).toHaveURL(/\/japan\/usd\/en\//)
  await expect(miniCartCount(page)).toHaveText('1')
  await expect.poll(() => shippingCountryOf(orderId)).toEqual({ lock: 'JP', address: 'JP' })
})
