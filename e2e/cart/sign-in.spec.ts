import { storageKeys } from '@storefront/shared/constants'
import type { ShopBus } from '@storefront/shared/events'
import { alone } from '../support/alone'
import { addFromPage, italyInEnglish, miniCartCount, openCart } from '../support/cart'
import { busKey, signIn, signOut } from '../support/session'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test('a guest who signs in keeps the cart they filled, after a reload too', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await addFromPage(page, { name: 'product', code: 'PASTA-TROFIE-500' }, 1)
  await expect(miniCartCount(page)).toHaveText('3')
  const guestCart = await page.evaluate((key) => localStorage.getItem(key), storageKeys.cartId('it'))
  expect(await signIn(page)).toBe(true)
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

// Alone, as every journey that signs out: a logout revokes the customer's access token, and with
// it (as commerce-local has it) every refresh token of theirs, ending the demo customer's session
// in a journey signed in beside it.
test(
  'a sign-in in one tab is followed in the other, and so is the sign-out: one cart all along',
  alone,
  async ({ context }) => {
    const signingIn = await context.newPage()
    await addFromPage(signingIn, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
    const beside = await context.newPage()
    await beside.goto(`${italyInEnglish.prefix}/`)
    await expect(miniCartCount(beside)).toHaveText('2')

    expect(await signIn(signingIn)).toBe(true)

    const account = (page: Page) => page.getByRole('link', { name: t('common:header.account.label') })
    await expect(account(beside)).toBeVisible()
    await expect(miniCartCount(beside)).toHaveText('2')
    // The tab beside adds to the customer's cart, and the one that signed in finds it after a reload.
    await addFromPage(beside, { name: 'product', code: 'PASTA-TROFIE-500' }, 1)
    await expect(miniCartCount(beside)).toHaveText('3')
    await signingIn.reload()
    await expect(account(signingIn)).toBeVisible()
    await expect(miniCartCount(signingIn)).toHaveText('3')

    await signOut(signingIn)
    await expect(beside.getByRole('link', { name: t('common:header.account.signIn') })).toBeVisible()
    // The customer's cart leaves with them, from every tab of this browser.
    await expect(miniCartCount(beside)).toHaveText('0')
  },
)

test(
  'a customer who signs out and back in finds their cart again, after a reload too',
  alone,
  async ({ page }) => {
    await page.goto(`${italyInEnglish.prefix}/`)
    expect(await signIn(page)).toBe(true)
    const account = page.getByRole('link', { name: t('common:header.account.label') })
    await expect(account).toBeVisible()
    await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
    await openCart(page)
    // Earlier journeys may have left this customer a cart: whatever it holds must come back whole.
    const lines = page.getByTestId('cart-line')
    await expect(lines.first()).toBeVisible()
    const lineIds = () => lines.evaluateAll((found) => found.map((line) => line.getAttribute('data-line-id')))
    const before = await lineIds()
    const count = (await miniCartCount(page).textContent()) ?? ''
    const cartId = () => page.evaluate((key) => localStorage.getItem(key), storageKeys.cartId('it'))
    const customersCart = await cartId()
    expect(customersCart).not.toBeNull()

    await signOut(page)
    await expect(page.getByRole('link', { name: t('common:header.account.signIn') })).toBeVisible()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await expect(miniCartCount(page)).toHaveText('0')

    expect(await signIn(page)).toBe(true)
    await expect(account).toBeVisible()
    await expect.poll(lineIds).toEqual(before)
    await expect(miniCartCount(page)).toHaveText(count)
    expect(await cartId()).toBe(customersCart)

    await page.reload()
    await expect(account).toBeVisible()
    await expect.poll(lineIds).toEqual(before)
    await expect(miniCartCount(page)).toHaveText(count)
  },
)
