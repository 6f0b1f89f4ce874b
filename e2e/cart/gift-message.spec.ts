import { giftMessage, storageKeys } from '@storefront/shared/constants'
import { pathTo } from '@storefront/shared/routes'
import { addFromPage, italyInEnglish, openCart } from '../support/cart'
import { orderMetadataOf } from '../support/commerce'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')
const line35 = `${'abcdefghij'.repeat(3)}klmno`

test.use({ locale: 'en-GB' })

test('a gift message of 8 lines of 35 characters is kept; longer ones are refused', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await openCart(page)
  const field = page.getByRole('textbox', { name: t('cart:giftMessage.label') })
  const save = page.getByRole('button', { name: t('cart:giftMessage.save') })
  // The bottle has no card yet: the form says where its message will go.
  const noCard = t('cart:giftMessage.noCard', { card: t('cart:item.greetingCard') })
  const note = page.getByText(noCard)
  await expect(note).toBeVisible()
  expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await note.getAttribute('id'))
  await page.getByRole('checkbox', { name: t('cart:item.greetingCard') }).check()
  await expect(note).toHaveCount(0)
  const eight = Array.from({ length: 8 }, () => line35).join('\n')
  await field.fill(eight)
  await save.click()
  await expect(page.getByText(t('cart:giftMessage.saved'))).toBeVisible()
  // On the order, where checkout and fulfilment read it: the form alone refills from local storage.
  const orderId = await page.evaluate((key) => localStorage.getItem(key) ?? '', storageKeys.cartId('it'))
  expect(await orderMetadataOf(orderId)).toMatchObject({ gift_message: eight })
  await page.reload()
  await expect(field).toHaveValue(eight, { timeout: 30_000 })
  const unsaved = page.getByTestId('gift-message-unsaved')
  await expect(unsaved).toHaveCount(0)

  const form = page.locator('form').filter({ has: field })
  const tooManyLines = t('validation:giftMessageLines', { max: giftMessage.maxLines })
  const lineTooLong = t('validation:giftMessageLineLength', { line: 1, max: giftMessage.maxLineLength })
  await field.fill(`${eight}\nnine`)
  await save.click()
  await expect(form.getByRole('alert')).toHaveText(tooManyLines)
  await field.fill(`${line35}x`)
  await save.click()
  await expect(form.getByRole('alert')).toHaveText(lineTooLong)
  // What was typed is kept through a reload, unsaved: the shopper shortens it rather than losing it.
  await page.reload()
  await expect(field).toHaveValue(`${line35}x`, { timeout: 30_000 })
  await expect(unsaved).toBeVisible()
  await save.click()
  await expect(form.getByRole('alert')).toHaveText(lineTooLong)
  // Refused, it never reached the order: the card still carries the eight lines.
  expect(await orderMetadataOf(orderId)).toMatchObject({ gift_message: eight })
  // Typed back to the saved message, nothing is left pending.
  await field.fill(eight)
  await expect(unsaved).toHaveCount(0)
  await page.reload()
  await expect(field).toHaveValue(eight, { timeout: 30_000 })
  await expect(unsaved).toHaveCount(0)
})

for (const width of [360, 390]) {
  test(`on a ${width} px phone a line of 35 characters shows whole in the message box, as the card prints it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 })
    await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
    await openCart(page)
    const field = page.getByRole('textbox', { name: t('cart:giftMessage.label') })
    await field.fill(`${line35}\n${line35}`)
    const { scrollWidth, clientWidth } = await field.evaluate((box) => ({
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('with the text set twice as large, the message box’s letters grow with it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } })
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await openCart(page)
  const field = page.getByRole('textbox', { name: t('cart:giftMessage.label') })
  await expect(field).toBeVisible()
  // Sized to fit a line in the box, the letters shrank to 6.6 px while the page's were 32.
  const size = await field.evaluate((box) => Number.parseFloat(getComputedStyle(box).fontSize))
  expect(size).toBeGreaterThanOrEqual(24)
})

// A gift box is where a card matters most; a product can carry one as well.
for (const screen of [
  { name: 'product', code: 'OIL-EVO-TUSCANY-500' },
  { name: 'bundle', code: 'GIFT-TUSCANY' },
] as const) {
  test(`a greeting card ticked on the ${screen.name} page comes with the line in the cart`, async ({
    page,
  }) => {
    await page.goto(pathTo(italyInEnglish, screen))
    const offer = page.getByRole('checkbox', { name: 'Greeting card' })
    // The card promises the shopper's message; the page says where it is written.
    await expect(offer).toHaveAccessibleDescription(new RegExp(t('catalog:product.cardMessageInCart')))
    await offer.check()
    await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
    await expect(page.getByTestId(screen.name).getByText(t('catalog:product.added'))).toBeVisible()

    await openCart(page)
    await expect(page.getByRole('checkbox', { name: t('cart:item.greetingCard') })).toBeChecked()
  })
}

test('a bottle added with a greeting card gets a line of its own, which joins the others once unticked', async ({
  page,
}) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await page.getByRole('spinbutton', { name: t('catalog:product.quantity') }).fill('1')
  await page.getByRole('checkbox', { name: 'Greeting card' }).check()
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByTestId('product').getByText(t('catalog:product.added'))).toBeVisible()

  await openCart(page)
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  const cards = page.getByRole('checkbox', { name: t('cart:item.greetingCard') })
  // Two bottles without a card, one with: not three bottles with one card, nor one card each.
  await expect(cards.nth(0)).not.toBeChecked()
  await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2')
  await expect(cards.nth(1)).toBeChecked()
  await expect(lines.nth(1).getByRole('spinbutton')).toHaveValue('1')

  // Without its card the bottle is like the other two: one line of three, not two alike.
  await cards.nth(1).uncheck()
  await expect(lines).toHaveCount(1)
  await expect(lines.first().getByRole('spinbutton')).toHaveValue('3')
  await expect(cards.first()).not.toBeChecked()
  await page.reload()
  await expect(lines).toHaveCount(1)
  await expect(lines.first().getByRole('spinbutton')).toHaveValue('3')
})
