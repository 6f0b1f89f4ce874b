import { currencyName, localeTag } from '@storefront/shared/i18n'
import { addFromPage, centsOf, euros, miniCartCount, openCart } from '../support/cart'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test.beforeEach(async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  await openCart(page)
})

const orderCurrency = currencyName('EUR', localeTag('en', 'IT'))
/** The refusal of a code given where only a gift card fits, WELCOME10 on the order. */
const refusedBesideCoupon = `${t('cart:code.oneCoupon', { code: 'WELCOME10' })} ${t('cart:code.notGiftCardEither', { currency: orderCurrency })}`

/** The refusal of a code that matches nothing, told what a gift card needs as it may be one. */
const matchesNothing = `${t('errors:noActiveGiftCardOrCoupon')} ${t('cart:code.giftCardCurrency', { currency: orderCurrency })}`

async function apply(page: import('@playwright/test').Page, code: string) {
  const field = page.getByRole('region', { name: t('cart:code.label') }).getByRole('textbox')
  await field.fill(code)
  await page.getByRole('button', { name: t('cart:code.apply') }).click()
}

test('a valid coupon adds a discount line of its percentage and lowers the total by as much', async ({
  page,
}) => {
  const subtotal = centsOf(await page.getByTestId('cart-total-subtotal').locator('dd').innerText())
  const total = page.getByTestId('cart-total-total').locator('dd').first()
  const before = centsOf(await total.innerText())
  await apply(page, 'WELCOME10')
  await expect(page.getByTestId('cart-applied-coupon')).toContainText('WELCOME10')
  // WELCOME10 takes 10% off the items (commerce-local's seed), rounded to the cent.
  const discount = Math.round(subtotal / 10)
  await expect(page.getByTestId('cart-total-discount').locator('dd')).toHaveText(`−${euros(discount)}`)
  await expect(total).toHaveText(euros(before - discount))
})

test('a coupon or gift card removed and applied again is on the order again', async ({ page }) => {
  const region = page.getByRole('region', { name: t('cart:code.label') })
  for (const [code, chip] of [
    ['WELCOME10', 'cart-applied-coupon'],
    ['GIFTCARD-EUR-50', 'cart-applied-gift-card'],
  ] as const) {
    await apply(page, code)
    await expect(page.getByTestId(chip)).toHaveCount(1)
    await page.getByTestId(chip).getByRole('button').click()
    await expect(page.getByTestId(chip)).toHaveCount(0)
    // Sent again, it was answered 200 without the code, and the cart said "applied".
    await apply(page, code)
    await expect(page.getByTestId(chip)).toHaveCount(1)
    await expect(region.getByRole('alert')).toHaveCount(0)
    await page.getByTestId(chip).getByRole('button').click()
    await expect(page.getByTestId(chip)).toHaveCount(0)
  }
})

test('an unknown code is refused with a message', async ({ page }) => {
  await apply(page, 'NOT-A-CODE')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    matchesNothing,
  )
})

test('a gift card of another currency is told what a gift card needs, with the order’s currency', async ({
  page,
}) => {
  // A pound card on a euro order: commerce-local says it matches nothing, as it says of a typo.
  await apply(page, 'GIFTCARD-GBP-40')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    matchesNothing,
  )
  await expect(page.getByTestId('cart-applied-gift-card')).toHaveCount(0)
})

test('a gift card pays part of the order, and what it leaves is to pay', async ({ page }) => {
  // GIFTCARD-EUR-50 holds 50 euros (commerce-local's seed): three bottles cost more than that.
  const balance = 5000
  const line = page.getByTestId('cart-line').first()
  const quantity = line.getByRole('spinbutton', { name: t('cart:item.quantity') })
  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(miniCartCount(page)).toHaveText('3')
  const unitPrice = centsOf(await line.getByTestId('cart-line-unit-price').innerText())
  const value = 3 * unitPrice
  expect(value).toBeGreaterThan(balance)
  await expect(page.getByTestId('cart-total-total').locator('dd').first()).toHaveText(euros(value))

  // Typed in small letters, the card is named by its own code: in its chip and in the words saying it applied.
  await apply(page, 'giftcard-eur-50')
  const chip = page.getByTestId('cart-applied-gift-card')
  // Its hyphens do not break, so the code never splits over two lines; its remove button names it as written.
  await expect(chip).toContainText('GIFTCARD\u2011EUR\u201150')
  await expect(chip.getByRole('button')).toHaveAccessibleName(/GIFTCARD-EUR-50$/)
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('status')).toHaveText(
    t('cart:code.applied', { code: 'GIFTCARD\u2011EUR\u201150' }),
  )
  // The order is worth as much as before; the card pays its whole balance and leaves the rest.
  await expect(page.getByTestId('cart-total-order-value').locator('dd').first()).toHaveText(euros(value))
  await expect(page.getByTestId('cart-total-gift-card').locator('dd')).toHaveText(`−${euros(balance)}`)
  await expect(page.getByTestId('cart-total-total').locator('dd').first()).toHaveText(euros(value - balance))

  // Taken off, it says so where it said it applied, and the whole value is to pay again.
  await chip.getByRole('button').click()
  await expect(chip).toHaveCount(0)
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('status')).toHaveText(
    t('cart:code.removed', { code: 'GIFTCARD\u2011EUR\u201150' }),
  )
  await expect(page.getByTestId('cart-total-total').locator('dd').first()).toHaveText(euros(value))
})

test('a coupon given where only a gift card fits gets the gift card message, and how to use it instead', async ({
  page,
}) => {
  await apply(page, 'WELCOME10')
  await expect(page.getByTestId('cart-applied-coupon')).toBeVisible()
  await apply(page, 'FREESHIP')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    refusedBesideCoupon,
  )

  // The coupon that is on, typed again, is not sent: the refusal gives way to saying so.
  const codes = page.getByRole('region', { name: t('cart:code.label') })
  await apply(page, 'welcome10')
  await expect(codes.getByRole('status')).toHaveText(t('cart:code.couponAlreadyOn', { code: 'WELCOME10' }))
  await expect(codes.getByRole('alert')).toHaveCount(0)
})

test('a gift card of another currency, given beside a coupon, is told to be in the order’s currency', async ({
  page,
}) => {
  await apply(page, 'WELCOME10')
  await expect(page.getByTestId('cart-applied-coupon')).toBeVisible()
  // A pound card on a euro order: commerce-local refuses it as matching no active gift card, as
  // it does a second coupon, so the words cover both and name the order's currency.
  await apply(page, 'GIFTCARD-GBP-40')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    refusedBesideCoupon,
  )
  await expect(page.getByTestId('cart-applied-gift-card')).toHaveCount(0)
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

test('a refused code is still explained, in the new language, once the header switches language', async ({
  page,
}) => {
  await apply(page, 'NOPE123')
  await expect(page.getByRole('region', { name: t('cart:code.label') }).getByRole('alert')).toHaveText(
    matchesNothing,
  )

  // The cart page is mounted anew in Italian and checks stock as it opens; the check once took the words away.
  const stockRead = page.waitForResponse((response) => /\/api\/skus\/[^/?]+\?/.test(response.url()))
  await page.getByLabel(t('common:header.language.change')).selectOption('it')
  await expect(page).toHaveURL(/\/italy\/eur\/it\/carrello$/)
  await stockRead
  await expect(page.getByTestId('cart-checking')).toHaveText('')

  const italian = texts('it')
  const codes = page.getByRole('region', { name: italian('cart:code.label') })
  await expect(codes.getByRole('textbox')).toHaveValue('NOPE123')
  const currency = currencyName('EUR', localeTag('it', 'IT'))
  await expect(codes.getByRole('alert')).toHaveText(
    `${italian('errors:noActiveGiftCardOrCoupon')} ${italian('cart:code.giftCardCurrency', { currency })}`,
  )
})
