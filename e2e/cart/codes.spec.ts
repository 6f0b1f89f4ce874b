import { addFromPage, openCart } from '../support/cart'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test.beforeEach(async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  await openCart(page)
})

async function apply(page: import('@playwright/test').Page, code: string) {
  const field = page.getByRole('region', { name: t('cart:code.label') }).getByRole('textbox')
  await field.fill(code)
  await page.getByRole('button', { name: t('cart:code.apply') }).click()
}

test('a valid coupon adds a discount line and lowers the total', async ({ page }) => {
  const total = page.getByTestId('cart-total-total')
  const before = await total.innerText()
  await apply(page, 'WELCOME10')
  await expect(page.getByTestId('cart-applied-coupon')).toContainText('WELCOME10')
  await expect(page.getByTestId('cart-total-discount')).toBeVisible()
  await expect(total).not.toHaveText(before)
})

test('an unknown code is refused with a message', async ({ page }) => {
  await apply(page, 'NOT-A-CODE')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    t('errors:noActiveGiftCardOrCoupon'),
  )
})

test('a gift card pays part of the order', async ({ page }) => {
  await apply(page, 'GIFTCARD-EUR-50')
  const chip = page.getByTestId('cart-applied-gift-card')
  // Its hyphens do not break, so the code never splits over two lines; its remove button names it as typed.
  await expect(chip).toContainText('GIFTCARD\u2011EUR\u201150')
  await expect(chip.getByRole('button')).toHaveAccessibleName(/GIFTCARD-EUR-50$/)
  await expect(page.getByTestId('cart-total-gift-card')).toBeVisible()
})

test('a coupon given where only a gift card fits gets the gift card message, and how to use it instead', async ({
  page,
}) => {
  await apply(page, 'WELCOME10')
  await expect(page.getByTestId('cart-applied-coupon')).toBeVisible()
  await apply(page, 'FREESHIP')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    `${t('errors:noActiveGiftCard')} ${t('cart:code.oneCoupon', { code: 'WELCOME10' })}`,
  )

  // The coupon that is on, typed again, is not sent: the refusal gives way to saying so.
  const codes = page.getByRole('region', { name: t('cart:code.label') })
  await apply(page, 'welcome10')
  await expect(codes.getByRole('status')).toHaveText(t('cart:code.couponAlreadyOn', { code: 'WELCOME10' }))
  await expect(codes.getByRole('alert')).toHaveCount(0)
})

test('a coupon below its minimum order says it takes nothing off yet, until the cart reaches it', async ({
  page,
}) => {
  // One Tuscan oil is under FIVEOFFEUR's 40: the coupon stays on the order, idle.
  await apply(page, 'FIVEOFFEUR')
  const codes = page.getByRole('region', { name: t('cart:code.label') })
  await expect(codes.getByText(t('cart:code.couponNoDiscount'))).toBeVisible()
  await expect(page.getByTestId('cart-total-discount')).toHaveCount(0)

  const more = page.getByRole('button', { name: /^Quantity \+1 / })
  for (let n = 0; n < 2; n += 1) {
    await more.click()
    await expect(page.getByRole('spinbutton', { name: t('cart:item.quantity') })).toHaveValue(String(2 + n))
  }
  await expect(page.getByTestId('cart-total-discount')).toBeVisible()
  await expect(codes.getByText(t('cart:code.couponNoDiscount'))).toHaveCount(0)
})
