import { expect, test } from '@playwright/test'
import { addFromPage, openCart } from '../support/cart'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test('a keyboard shopper keeps their place while removing lines', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await addFromPage(page, { name: 'product', code: 'WINE-PROSECCO-SUPERIORE' })
  await openCart(page)
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  const second = lines.nth(1).getByRole('heading', { level: 2 })
  const secondName = await second.innerText()

  const firstName = await lines.first().getByRole('heading', { level: 2 }).innerText()
  await lines
    .first()
    .getByRole('button', { name: t('cart:item.removeNamed', { name: firstName }) })
    .press('Enter')
  await expect(lines).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: secondName })).toBeFocused()

  // Each quantity button says which product it changes.
  await expect(
    page.getByRole('button', { name: `${t('cart:item.quantity')} +1 ${secondName}`, exact: true }),
  ).toBeVisible()
  await page.getByRole('button', { name: t('cart:item.removeNamed', { name: secondName }) }).press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: t('cart:empty.title') })).toBeFocused()
})

test('a gift box lists how many of each product it holds', async ({ page }) => {
  await addFromPage(page, { name: 'bundle', code: 'GIFT-APERITIVO' })
  await openCart(page)
  const contents = page
    .getByTestId('cart-line')
    .first()
    .getByRole('list', { name: t('cart:item.bundleContents') })
  await expect(contents.getByRole('listitem').filter({ hasText: /^2 × / })).toHaveCount(1)
})
