import { alone } from '../support/alone'
import { addFromPage, openCart } from '../support/cart'
import { restoreStock, setStock, stockOf } from '../support/commerce'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')
const code = 'PASTA-PACCHERI-500'

test.use({ locale: 'en-GB' })

test(
  'an item that ran short after it was added is reduced on opening the cart, with a notice',
  alone,
  async ({ page }) => {
    const before = await stockOf(code)
    try {
      await addFromPage(page, { name: 'product', code }, 3)
      await setStock(code, 1)
      await openCart(page)
      await expect(page.getByTestId('cart-notice')).toHaveText(t('errors:unavailableItems'))
      const line = page.getByTestId('cart-line').first()
      await expect(line.getByRole('spinbutton', { name: t('cart:item.quantity') })).toHaveValue('1')
    } finally {
      await restoreStock(before)
    }
  },
)

test(
  'a gift box whose grappa the cart already holds all of says its contents are in the cart, as much as is in stock',
  alone,
  async ({ page }) => {
    const grappa = 'SPIRIT-GRAPPA-BAROLO'
    const before = await stockOf(grappa)
    try {
      await setStock(grappa, 2)
      await addFromPage(page, { name: 'product', code: grappa }, 2)
      // The Grand Cru box holds one grappa: the cart holds every one left.
      await page.goto('/italy/eur/en/bundle/GIFT-GRAND-CRU')
      await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
      const [start, end] = t('catalog:product.stockLimitReachedBox', { p: '\u0000' }).split('\u0000')
      await expect(page.getByRole('alert')).toContainText(start ?? '')
      await expect(page.getByRole('alert')).toContainText(end ?? '')
    } finally {
      await restoreStock(before)
    }
  },
)
