import { pathTo } from '@storefront/shared/routes'
import { italyInEnglish } from './support/cart'
import { expect, type Locator, test } from './support/test'
import { texts } from './support/texts'

const t = texts('en')
const espresso = pathTo(italyInEnglish, { name: 'product', code: 'COFFEE-ESPRESSO-BEANS-1KG' })

/** A computed style of the element, as the browser resolved it. */
function styleOf(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
}

test('the shop stays light for a shopper whose browser asks for dark', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto(espresso)
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeVisible()
  // "only light", not "light": Chromium's own dark theme for pages (Chrome's auto dark mode,
  // Android's "darken websites") inverted the shop and its product pictures unless it says so.
  const scheme = await styleOf(page.locator('html'), 'color-scheme')
  expect(scheme.split(' ').sort()).toEqual(['light', 'only'])
  await context.close()
})

test('in forced colours the marks drawn with a fill keep an edge or a system colour', async ({ browser }) => {
  const context = await browser.newContext({ forcedColors: 'active' })
  const page = await context.newPage()
  await page.goto(espresso)
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeVisible()

  // Windows contrast themes drop every fill: the discount, the availability dot, the mini-cart's
  // count and the selects' drawn arrow were gone or loose words.
  const discount = page.getByTestId('price').getByText(/−\d+\s?%/)
  expect(await styleOf(discount, 'border-top-style')).toBe('solid')
  // A fill that is not a system colour is forced to the page's own (Canvas): the dot vanished.
  const dot = page.getByTestId('availability').locator('[aria-hidden="true"]').first()
  expect(await styleOf(dot, 'background-color')).not.toBe(
    await styleOf(page.locator('body'), 'background-color'),
  )
  expect(await styleOf(page.getByTestId('mini-cart-count'), 'outline-style')).toBe('solid')
  const country = page.getByRole('combobox', { name: t('common:header.country.change') })
  expect(await styleOf(country, 'appearance')).toBe('auto')
  await context.close()
})
