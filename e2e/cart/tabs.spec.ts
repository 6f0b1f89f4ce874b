import { pathTo } from '@storefront/shared/routes'
import { italyInEnglish, miniCartCount, openCart } from '../support/cart'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

// A shopper opens products from the listing in new tabs, then adds from each: the tabs of one
// browser share one cart.

async function openProduct(page: Page, code: string) {
  await page.goto(pathTo(italyInEnglish, { name: 'product', code }))
  await expect(miniCartCount(page)).toHaveText('0')
}

async function add(page: Page) {
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByTestId('product').getByText(t('catalog:product.added'))).toBeVisible()
}

test('a tab opened before the cart existed adds to the cart another tab made', async ({ context }) => {
  const oil = await context.newPage()
  const amaro = await context.newPage()
  await openProduct(oil, 'OIL-EVO-TUSCANY-500')
  await openProduct(amaro, 'SPIRIT-AMARO-SICILIANO')

  await add(oil)
  // The other tab learns of the new cart without a reload.
  await expect(miniCartCount(amaro)).toHaveText('1')
  await add(amaro)
  await expect(miniCartCount(amaro)).toHaveText('2')
  await expect(miniCartCount(oil)).toHaveText('2')

  await openCart(oil)
  await expect(oil.getByTestId('cart-line')).toHaveCount(2)
})

test('two tabs adding their first item at the same moment make one cart', async ({ context }) => {
  const oil = await context.newPage()
  const amaro = await context.newPage()
  await openProduct(oil, 'OIL-EVO-TUSCANY-500')
  await openProduct(amaro, 'SPIRIT-AMARO-SICILIANO')

  await Promise.all([add(oil), add(amaro)])

  await expect(miniCartCount(oil)).toHaveText('2')
  await expect(miniCartCount(amaro)).toHaveText('2')
  await openCart(oil)
  await expect(oil.getByTestId('cart-line')).toHaveCount(2)
})
