import { storageKeys } from '@storefront/shared/constants'
import { contractVersion, majorOf } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { addFromPage, italyInEnglish, miniCartCount, openCart } from '../support/cart'
import { demoCustomer } from '../support/stack'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test('a guest who signs in keeps the cart they filled, after a reload too', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await addFromPage(page, { name: 'product', code: 'PASTA-TROFIE-500' }, 1)
  await expect(miniCartCount(page)).toHaveText('3')
  const guestCart = await page.evaluate((key) => localStorage.getItem(key), storageKeys.cartId('it'))
  const busKey = `__shopBus_v${majorOf(contractVersion)}__`

  // What the account remote sends when the shopper signs in: the shell owns the session.
  const answer = await page.evaluate(
    ([key, email, password]) =>
      new Promise<{ ok: boolean }>((resolve) => {
        const bus = (globalThis as unknown as Record<string, ShopBus | undefined>)[key]
        const requestId = crypto.randomUUID()
        bus?.subscribe('session:login-result', (result) => {
          if (result.requestId === requestId) resolve(result)
        })
        bus?.publish('session:login', { requestId, email, password })
      }),
    [busKey, demoCustomer.email, demoCustomer.password] as const,
  )
  expect(answer.ok).toBe(true)
  await expect(page.getByRole('link', { name: t('common:header.account.label') })).toBeVisible()
  // The guest's order is not the customer's to open: the cart comes back as a new order, shown whole.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.cartId('it')))
    .not.toBe(guestCart)
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const bus = (globalThis as unknown as Record<string, ShopBus | undefined>)[key]
        return bus?.last('cart:updated')?.orderId
      }, busKey),
    )
    .toBe(await page.evaluate((key) => localStorage.getItem(key), storageKeys.cartId('it')))
  await expect(miniCartCount(page)).toHaveText('3')

  await openCart(page, italyInEnglish)
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(miniCartCount(page)).toHaveText('3')
  await expect(page.getByRole('link', { name: t('common:header.account.label') })).toBeVisible()
})
