import { pathTo } from '@storefront/shared/routes'
import { alone } from '../support/alone'
import { renameSku, withdrawPrice } from '../support/commerce'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

// What a merchant may type or leave out in the back office, met by the pages a shopper sees.
const uk = { prefix: '/united-kingdom/gbp/en', locale: 'en' } as const
const t = texts('en')
const nougat = 'SWEET-TORRONE-200'

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test.describe('a merchant’s catalogue data', alone, () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } })

  test('a name with no space to break at wraps on the product page and in the cart, never widening the page', async ({
    page,
  }) => {
    const name = `Torrone${'-morbido_alle_mandorle'.repeat(9)}`.replaceAll('-', '')
    const restore = await renameSku(nougat, name)
    try {
      await page.goto(pathTo(uk, { name: 'product', code: nougat }))
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      expect(await scrollsSideways(page)).toBe(false)
      await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
      await expect(page.getByRole('link', { name: t('catalog:product.viewCart') })).toBeVisible()
      await page.getByRole('link', { name: t('catalog:product.viewCart') }).click()
      const line = page.getByTestId('cart-line').filter({ hasText: name.slice(0, 20) })
      await expect(line).toBeVisible()
      expect(await scrollsSideways(page)).toBe(false)
      // The name's text stays within its heading's box (the lines' card clips what runs past,
      // so the page's width alone would not tell), clear of the quantity beside it.
      const heading = line.getByRole('heading', { level: 2 })
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    } finally {
      await restore()
    }
  })

  test('a product with no price in the market says it is not on sale here and offers no add', async ({
    page,
  }) => {
    const restore = await withdrawPrice(nougat, 'GBP')
    try {
      await page.goto(pathTo(uk, { name: 'product', code: nougat }))
      await expect(page.getByTestId('availability')).toHaveText(t('catalog:product.availability.notSold'))
      await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled()
      await expect(page.getByTestId('delivery-estimate')).toHaveCount(0)
      await page.goto(pathTo(uk, { name: 'search', query: 'nougat' }))
      const card = page.getByTestId('product-card').filter({ hasText: /nougat/i })
      await expect(card).toContainText(t('catalog:product.availability.notSold'))
      await expect(card.getByTestId('price')).toHaveCount(0)
    } finally {
      await restore()
    }
    // Sold here again once the price is back.
    await page.goto(pathTo(uk, { name: 'product', code: nougat }))
    await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeEnabled()
  })
})
