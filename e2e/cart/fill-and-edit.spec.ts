import { maxItemQuantity } from '@storefront/shared/constants'
import { formatMoney, localeTag } from '@storefront/shared/i18n'
import { recordOfCountry } from '@storefront/shared/markets'
import { pathTo } from '@storefront/shared/routes'
import {
  addFromPage,
  centsOf,
  euros,
  italyInEnglish,
  miniCartCount,
  openCart,
  watchAddedCue,
} from '../support/cart'
import { shippingMethodOf } from '../support/commerce'
import { holdRequests } from '../support/hold'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test('an add says so once, beside its button, with the way to the cart; the mini-cart only draws the eye', async ({
  page,
}) => {
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('availability')).toBeVisible()
  const addedCued = await watchAddedCue(page)
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByTestId('product').getByText(t('catalog:product.added'))).toBeVisible()
  // Once on the whole page: no second word of it from the cart or a toast elsewhere.
  await expect(page.getByText(t('catalog:product.added'))).toHaveCount(1)
  // The mini-cart hears of the add a render after the catalog says it: asked until it has.
  await expect.poll(addedCued).toBe(true)
  await expect(page.locator('[data-remote="cart"]').getByText(/added/i)).toHaveCount(0)
  await page
    .getByTestId('product')
    .getByRole('link', { name: t('catalog:product.viewCart') })
    .click()
  await expect(page).toHaveURL(/\/italy\/eur\/en\/cart$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
})

test('fill, edit and empty a cart', async ({ page }) => {
  await page.goto(`${italyInEnglish.prefix}/products`)
  const card = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText(t('catalog:card.bundle')) })
    .first()
  const code = (await card.getAttribute('data-code')) ?? ''
  await page.goto(pathTo(italyInEnglish, { name: 'product', code }))
  const unitPrice = await page.getByTestId('price-amount').first().innerText()
  // Watched from before the click: a reload the add caused would show here.
  const pageLoads: string[] = []
  page.on('framenavigated', (frame) => pageLoads.push(frame.url()))
  await page.getByRole('spinbutton', { name: t('catalog:product.quantity') }).fill('2')
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByText(t('catalog:product.added'))).toBeVisible()
  await expect(miniCartCount(page)).toHaveText('2')
  await expect(page.getByTestId('mini-cart-total')).toHaveText(euros(2 * centsOf(unitPrice)))
  expect(pageLoads).toEqual([])

  await page.getByTestId('mini-cart').click()
  await expect(page).toHaveURL(/\/italy\/eur\/en\/cart$/)
  const line = page.getByTestId('cart-line').first()
  await expect(line).toBeVisible()
  const quantity = line.getByRole('spinbutton', { name: t('cart:item.quantity') })
  await expect(quantity).toHaveValue('2')
  // What the shopper does here is no add: the mini-cart must not cue an add for it.
  const addedCued = await watchAddedCue(page)

  await quantity.fill('3')
  await quantity.press('Enter')
  await expect(miniCartCount(page)).toHaveText('3')

  await quantity.fill('999')
  await quantity.press('Enter')
  await expect(line.getByRole('alert')).toHaveText(/\d+/)
  await expect(miniCartCount(page)).toHaveText('3')

  const name = await line.getByRole('heading').first().innerText()
  await line.getByRole('button', { name: t('cart:item.removeNamed', { name }) }).click()
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await expect(miniCartCount(page)).toHaveText('0')
  expect(await addedCued()).toBe(false)
})

test('a five-digit quantity typed in the cart is seen whole, on a phone and on a desktop', async ({
  page,
}) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await openCart(page)
    const quantity = page
      .getByTestId('cart-line')
      .first()
      .getByRole('spinbutton', { name: t('cart:item.quantity') })
    // Typed past the item limit to see what it says: the number must stay in sight as typed.
    await quantity.fill('99999')
    expect(await quantity.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true)
  }
})

test("the cart says how far it is from free shipping by the market's method, and when it ships free", async ({
  page,
}) => {
  const method = await shippingMethodOf(recordOfCountry('IT')?.shippingMethodCode ?? '')
  const freeOver = method.freeOverCents ?? 0
  expect(freeOver).toBeGreaterThan(0)
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  const unit = centsOf(await page.getByTestId('price-amount').first().innerText())
  // One bottle is short of the threshold, and a few (within the item limit) pass it.
  const enough = Math.ceil(freeOver / unit)
  expect(enough).toBeGreaterThan(1)
  expect(enough).toBeLessThanOrEqual(maxItemQuantity)
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(miniCartCount(page)).toHaveText('1')
  await page.goto(pathTo(italyInEnglish, { name: 'cart' }))
  const shipping = page.getByTestId('cart-total-shipping')
  await expect(shipping.getByTestId('cart-free-shipping')).toHaveText(
    t('cart:totals.freeShippingMissing', {
      missing: euros(freeOver - unit),
      amount: formatMoney(freeOver, 'EUR', localeTag('en', 'IT'), { wholeWithoutCents: true }),
    }),
  )
  // Enough of it to pass the threshold: the order ships free.
  await page
    .getByTestId('cart-line')
    .getByRole('spinbutton', { name: t('cart:item.quantity') })
    .fill(String(enough))
  await page.keyboard.press('Enter')
  await expect(shipping.locator('dd').first()).toHaveText(t('cart:totals.shippingFree'))
  await expect(shipping.getByTestId('cart-free-shipping')).toHaveCount(0)
})

test('a gift box goes into the cart at the price its page shows, with what is inside', async ({ page }) => {
  // The demo catalog has a box per currency under one code; this one's dollar box comes first
  // by id, and the cart must still charge the euro one.
  await addFromPage(page, { name: 'bundle', code: 'GIFT-GRAND-CRU' })
  const price = await page.getByTestId('price-amount').first().innerText()
  const onPage = await page
    .getByRole('region', { name: /What’s in the box/ })
    .getByRole('listitem')
    .allInnerTexts()
  await page.getByTestId('mini-cart').click()
  const line = page.getByTestId('cart-line').first()
  await expect(line.getByTestId('cart-line-unit-price')).toHaveText(price)
  const contents = line.getByRole('list', { name: t('cart:item.bundleContents') })
  await expect(contents.getByRole('listitem').first()).toBeVisible()
  expect(onPage.length).toBeGreaterThan(1)
  // In the same order: the merchant's, the box's sku list's positions.
  await expect(contents.getByRole('listitem')).toHaveText(onPage.map((text) => text.trim()))
})

test("a product page has the cart's add code before the first click; a listing never asks for it", async ({
  page,
}) => {
  const addCode = /\/_mf\/cart\/[^/]+\/cart-add-item\.[0-9a-f]+\.js$/
  const asked: { url: string; afterClick: boolean }[] = []
  let clicked = false
  page.on('request', (request) => {
    if (addCode.test(request.url())) asked.push({ url: request.url(), afterClick: clicked })
  })
  await page.goto(`${italyInEnglish.prefix}/products`)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])

  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('availability')).toBeVisible()
  // Fetched while the shopper reads the page, so the first add starts writing at once.
  await expect.poll(() => asked.length).toBe(1)
  clicked = true
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(miniCartCount(page)).toHaveText('1')
  expect(asked.filter((request) => request.afterClick)).toEqual([])
})

test('the cart page is on its way while the pointer rests on the mini-cart, before the click', async ({
  page,
}) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await page.waitForLoadState('networkidle')
  const cartPage = /\/_mf\/cart\/[^/]+\/__federation_expose_App\.[0-9a-f]+\.js$/
  const asked: boolean[] = []
  let clicked = false
  page.on('request', (request) => {
    if (cartPage.test(request.url())) asked.push(clicked)
  })
  const miniCart = page.getByTestId('mini-cart-slot').getByRole('link')
  await miniCart.hover()
  await expect.poll(() => asked).toEqual([false])
  clicked = true
  await miniCart.click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  expect(asked).toEqual([false])
})

test('a double-click adds once, removes one line and keeps the coupon it applied', async ({ page }) => {
  // A double-click as the system reports it: its second click counts 2, and comes after the first
  // click's change has landed and moved what is under the pointer.
  const doubleClickAt = async (locator: import('@playwright/test').Locator, landed: () => Promise<void>) => {
    // The mouse clicks where it is told, in the window only: a button below the fold needs scrolling to.
    await locator.scrollIntoViewIfNeeded()
    const box = await locator.boundingBox()
    if (!box) throw new Error('nothing to click')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.click(x, y)
    await landed()
    await page.mouse.down({ clickCount: 2 })
    await page.mouse.up({ clickCount: 2 })
  }

  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await doubleClickAt(page.getByRole('button', { name: t('catalog:product.addToCart') }), () =>
    expect(miniCartCount(page)).toHaveText('1'),
  )
  await addFromPage(page, { name: 'product', code: 'PASTA-TROFIE-500' })
  await expect(miniCartCount(page)).toHaveText('2')

  await page.getByTestId('mini-cart').click()
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  const first = lines.first()
  const name = await first.getByRole('heading').first().innerText()
  // The second line's Remove moves up to where the first one's was.
  await doubleClickAt(first.getByRole('button', { name: t('cart:item.removeNamed', { name }) }), () =>
    expect(lines).toHaveCount(1),
  )
  await expect(miniCartCount(page)).toHaveText('1')

  // The applied coupon's chip shows above the field, its remove button where Apply was.
  const codes = page.getByRole('region', { name: t('cart:code.label') })
  await codes.getByRole('textbox').fill('WELCOME10')
  await doubleClickAt(codes.getByRole('button', { name: t('cart:code.apply') }), () =>
    expect(page.getByTestId('cart-applied-coupon')).toBeVisible(),
  )
  await expect(page.getByTestId('cart-total-discount')).toBeVisible()
  await expect(page.getByTestId('cart-applied-coupon')).toBeVisible()
  await expect(lines).toHaveCount(1)
  await expect(miniCartCount(page)).toHaveText('1')
})

test('presses on plus while a change is on its way all count, and go as one change', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await page.getByTestId('mini-cart').click()
  const line = page.getByTestId('cart-line').first()
  const quantity = line.getByRole('spinbutton', { name: t('cart:item.quantity') })
  await expect(quantity).toHaveValue('1')
  const plus = line.getByRole('button', { name: new RegExp(`^${t('cart:item.quantity')} \\+1`) })
  // A slow connection: the first change is held on its way while the shopper presses on.
  const release = await holdRequests(page, (url) => url.pathname.startsWith('/api/line_items/'))
  const patches: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/line_items/'))
      patches.push(request.postData() ?? '')
  })
  await plus.click()
  await expect(line).toHaveAttribute('aria-busy', 'true')
  await plus.click()
  await plus.click()
  await expect(quantity).toHaveValue('4')
  release()
  await expect(miniCartCount(page)).toHaveText('4')
  await expect(line).toHaveAttribute('aria-busy', 'false')
  await expect(quantity).toHaveValue('4')
  expect(patches.map((body) => JSON.parse(body).data.attributes.quantity)).toEqual([2, 4])
})

test('a press made offline is saved by itself once the connection is back', async ({ page, context }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await page.getByTestId('mini-cart').click()
  const line = page.getByTestId('cart-line').first()
  const quantity = line.getByRole('spinbutton', { name: t('cart:item.quantity') })
  await expect(quantity).toHaveValue('1')
  await context.setOffline(true)
  await line.getByRole('button', { name: new RegExp(`^${t('cart:item.quantity')} \\+1`) }).click()
  const lost = line.getByText(t('errors:networkError'))
  await expect(lost).toBeVisible()
  // No press again: the change goes when the browser is back online, and its message with it.
  await context.setOffline(false)
  await expect(lost).toHaveCount(0)
  await expect(miniCartCount(page)).toHaveText('2')
  await page.reload()
  await expect(page.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('2')
})
