import { addFromPage, openCart } from '../support/cart'
import { expect, test } from '../support/test'
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
  // The focus on the next name does not say the first is gone: the page's status does.
  const status = page
    .getByRole('status')
    .filter({ hasText: t('cart:item.removedNamed', { name: firstName }) })
  await expect(status).toBeAttached()

  // Each quantity button says which product it changes, and the status what it now holds.
  const more = page.getByRole('button', { name: `${t('cart:item.quantity')} +1 ${secondName}`, exact: true })
  await more.press('Enter')
  // The line's total comes after the words: the quantity is what this test changed.
  await expect(page.getByTestId('cart-line-status')).toContainText(
    t('cart:item.quantityChanged', { name: secondName, quantity: 2, total: '' }).trim(),
  )
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
