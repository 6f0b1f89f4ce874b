import { shopName } from '@storefront/shared/constants'
import { countryName } from '@storefront/shared/i18n'
import { addFromPage, miniCartCount } from '../support/cart'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

// "Block sites from saving data" (and some in-app browsers): reading `localStorage` throws, and so
// does opening IndexedDB. The shop cannot remember anything past a reload, but the visit must work.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, { get: refuse })
    IDBFactory.prototype.open = refuse
  })
})

test('a visitor whose browser refuses to store site data can shop for the visit', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await expect(miniCartCount(page)).toHaveText('2')
  await page.getByTestId('mini-cart').click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // Told before a reload empties it.
  await expect(page.getByTestId('cart-not-remembered')).toHaveText(t('cart:notRemembered'))
  const quantity = page
    .getByTestId('cart-line')
    .first()
    .getByRole('spinbutton', { name: t('cart:item.quantity') })
  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(miniCartCount(page)).toHaveText('3')

  await page.getByLabel(t('common:header.country.change')).selectOption('GB')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  await dialog
    .getByRole('button', {
      name: t('common:countryChange.continue', { country: countryName('GB', 'en-GB'), shop: shopName }),
    })
    .click()
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\//)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(miniCartCount(page)).toHaveText('0')
  expect(errors).toEqual([])
})
