import { pathTo } from '@storefront/shared/routes'
import { addFromPage, italyInEnglish, miniCartCount, openCart } from '../support/cart'
import { translateLikeABrowser } from '../support/page-translator'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

/** What the page threw: React taking away a text node the translator had already swapped. */
function thrown(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /removeChild|insertBefore/.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

const unavailable = (page: Page) =>
  page.getByRole('alert').filter({ hasText: t('common:remoteUnavailable.title') })

// A shopper reading the shop through the browser's translation: the cart's spoken status came
// and went as bare text, and the second change of a quantity took the whole cart down.
test('the cart takes change after change of quantity on a page the browser translates', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 3)
  await openCart(page)
  const line = page.getByTestId('cart-line')
  const quantity = line.getByRole('spinbutton')
  await expect(quantity).toHaveValue('3')
  const errors = thrown(page)
  await translateLikeABrowser(page)

  const less = line.getByRole('button', { name: `${t('cart:item.quantity')} −1`, exact: false })
  const more = line.getByRole('button', { name: `${t('cart:item.quantity')} +1`, exact: false })
  for (const [button, expected] of [
    [less, '2'],
    [less, '1'],
    [more, '2'],
  ] as const) {
    await button.click()
    await expect(quantity).toHaveValue(expected)
    await expect(line).toHaveAttribute('aria-busy', 'false')
  }
  await quantity.fill('5')
  await quantity.press('Tab')
  await expect(miniCartCount(page)).toHaveText('5')
  await expect(page.getByTestId('cart-line-status')).toContainText(': quantity 5')

  expect(errors).toEqual([])
  await expect(unavailable(page)).toHaveCount(0)
})

test('search goes from results to none and back on a page the browser translates', async ({ page }) => {
  await page.goto(pathTo(italyInEnglish, { name: 'home' }))
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const errors = thrown(page)
  await translateLikeABrowser(page)
  const box = page.getByRole('searchbox', { name: t('common:header.search.label') })

  for (const [words, shows] of [
    ['oil', 'search-results'],
    ['zzzz-nothing', 'search-no-results'],
    ['wine', 'search-results'],
  ] as const) {
    await box.fill(words)
    await box.press('Enter')
    await expect(page.getByTestId(shows)).toBeVisible()
  }

  // Many results, a page at a time: the count goes while the next page comes.
  await box.fill('e')
  await box.press('Enter')
  await page
    .getByRole('navigation', { name: t('catalog:pagination.label') })
    .getByRole('link', { name: t('catalog:pagination.next') })
    .click()
  await expect(page).toHaveURL(/page=2$/)
  await expect(page.getByTestId('search-results')).toBeVisible()

  expect(errors).toEqual([])
  await expect(unavailable(page)).toHaveCount(0)
})
