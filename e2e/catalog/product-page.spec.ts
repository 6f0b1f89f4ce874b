import { documentTitle, formatMoney } from '@storefront/shared/i18n'
import { recordOfCountry } from '@storefront/shared/markets'
import { pathTo } from '@storefront/shared/routes'
import { alone } from '../support/alone'
import {
  marketPriceOf,
  netQuantityOf,
  restoreStock,
  setStock,
  shippingMethodOf,
  stockOf,
} from '../support/commerce'
import { seeded } from '../support/stack'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const italy = { prefix: '/italy/eur/it', locale: 'it' } as const
const t = texts('it')

test.use({ locale: 'it-IT' })

test('a product page shows price, availability and a delivery estimate', async ({ page }) => {
  await page.goto(pathTo(italy, { name: 'listing' }))
  const card = page.getByTestId('product-card').first()
  const name = await card.getByRole('link').innerText()
  const price = await card.getByTestId('price-amount').innerText()
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotto\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // The tab, the history and a screen reader name the page after the product.
  await expect(page).toHaveTitle(documentTitle(t, name))
  // No reload happened: focus starts over on the new page, and a screen reader hears its name.
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page.getByTestId('page-announcer')).toHaveText(documentTitle(t, name))
  // The price the listing showed; plenty in stock; and, as Italy's shipping is prompt, arrival
  // dates (a slower lead time would be said in working days).
  await expect(page.getByTestId('price-amount').first()).toHaveText(price)
  expect(price).toMatch(/^\d+,\d\d\s€$/)
  await expect(page.getByTestId('availability')).toHaveAttribute('data-availability', 'in-stock')
  await expect(page.getByTestId('delivery-estimate')).toHaveAttribute('data-kind', 'dates')
  await expect(page.getByTestId('delivery-estimate')).toHaveText(/\S/)
  // What Italy's shipping method costs, and the order amount it ships free from.
  const shipping = await shippingMethodOf(recordOfCountry('IT')?.shippingMethodCode ?? '')
  expect(shipping.freeOverCents).not.toBeNull()
  await expect(page.getByTestId('shipping-cost')).toHaveText(
    t('catalog:product.delivery.shippingFreeOver', {
      price: formatMoney(shipping.priceCents, shipping.currency, 'it-IT'),
      amount: formatMoney(shipping.freeOverCents ?? 0, shipping.currency, 'it-IT', {
        wholeWithoutCents: true,
      }),
    }),
  )
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeEnabled()
})

// EU shops give the price per litre or kilo of food and drink beside the price (98/6/EC).
test('a product gives its price per litre, on its page and on its card, from what the back office says it holds', async ({
  page,
}) => {
  const code = 'OIL-EVO-TAGGIASCA-3L'
  const [price, holds] = await Promise.all([marketPriceOf(code, 'it'), netQuantityOf(code)])
  expect(holds).toEqual({ value: 3000, unit: 'ml' })
  const perLitre = t('catalog:product.unitPrice.litre', {
    price: formatMoney(Math.round((price.amountCents * 1000) / holds.value), price.currency, 'it-IT'),
  })
  await page.goto(pathTo(italy, { name: 'product', code }))
  await expect(page.getByTestId('unit-price')).toHaveText(perLitre)
  await page.goto(pathTo(italy, { name: 'category', slug: 'olive-oils' }))
  const card = page.locator(`[data-testid="product-card"][data-code="${code}"]`)
  await expect(card.getByTestId('unit-price')).toHaveText(perLitre)
  // A gift box holds bottles and packets together: no one unit to price it by.
  await page.goto(pathTo(italy, { name: 'bundle', code: 'GIFT-TUSCANY' }))
  await expect(page.getByTestId('price-amount').first()).toBeVisible()
  await expect(page.getByTestId('unit-price')).toHaveCount(0)
})

test('a wine, and a gift box holding one, say they are not sold to minors; an oil says nothing of age', async ({
  page,
}) => {
  const notice = page.getByTestId('age-notice')
  await page.goto(pathTo(italy, { name: 'product', code: 'WINE-BAROLO-2019' }))
  await expect(notice).toHaveText(t('catalog:product.alcoholNotice'))
  await page.goto(pathTo(italy, { name: 'bundle', code: 'GIFT-GRAND-CRU' }))
  await expect(notice).toHaveText(t('catalog:product.alcoholNotice'))
  await page.goto(pathTo(italy, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('price-amount').first()).toBeVisible()
  await expect(notice).toHaveCount(0)
})

// Which days count (weekends, holidays, the day an order leaves) the catalog's unit tests hold on
// fixed dates; here, that the page counts from the shop's today, whatever the computer says.
test('a delivery date follows the shop’s calendar, not the computer’s clock, and never falls at a weekend', async ({
  page,
  context,
}) => {
  const product = pathTo(italy, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  await page.goto(product)
  const estimate = page.getByTestId('delivery-estimate')
  await expect(estimate).toHaveAttribute('data-kind', 'dates')
  const promised = (await estimate.textContent()) ?? ''
  expect(promised).toMatch(/(lunedì|martedì|mercoledì|giovedì|venerdì) \d{1,2} /)

  // A computer whose clock says Friday 5 December 2025.
  const wrongClock = await context.newPage()
  await wrongClock.clock.setFixedTime(new Date('2025-12-05T09:00:00Z'))
  await wrongClock.goto(product)
  await expect(wrongClock.getByTestId('delivery-estimate')).toHaveText(promised)
})

test('a product code nobody sells says not found and asks search engines not to index it', async ({
  page,
}) => {
  const robots = page.locator('head meta[name="robots"]')
  await page.goto(pathTo(italy, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(robots).toHaveCount(0)

  // The document answers 200 (the edge cannot know the code), so the page itself says noindex.
  const response = await page.goto(pathTo(italy, { name: 'product', code: 'NO-SUCH-PRODUCT' }))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: t('common:notFound.title') })).toBeVisible()
  await expect(robots).toHaveAttribute('content', 'noindex')

  await page
    .getByRole('main')
    .getByRole('link', { name: t('common:notFound.backToHome') })
    .click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(robots).toHaveCount(0)
})

test('an address typed in lower case or capitals finds its page, and is corrected', async ({ page }) => {
  await page.goto('/italy/eur/it/PRODOTTO/oil-evo-tuscany-500')
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotto\/OIL-EVO-TUSCANY-500$/)
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
  // A category's slug too.
  await page.goto('/italy/eur/it/categorie/WINES')
  await expect(page).toHaveURL(/\/italy\/eur\/it\/categorie\/wines$/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})

test('a low-stock product says how many are left', async ({ page }) => {
  await page.goto(pathTo(italy, { name: 'product', code: seeded.lowStock }))
  const availability = page.getByTestId('availability')
  await expect(availability).toHaveAttribute('data-availability', 'low-stock')
  // The seed keeps it in both warehouses: the page counts what the market's warehouses hold together.
  const levels = await stockOf(seeded.lowStock)
  const left = levels.reduce((sum, level) => sum + level.quantity, 0)
  expect(levels.filter((level) => level.quantity > 0).length).toBeGreaterThan(1)
  expect(left).toBeLessThan(5)
  await expect(availability).toHaveText(t('catalog:product.availability.lowStock', { count: left }))
})

test('the out-of-stock product cannot be added', async ({ page }) => {
  await page.goto(pathTo(italy, { name: 'product', code: seeded.outOfStock }))
  await expect(page.getByTestId('availability')).toHaveText(t('catalog:product.availability.outOfStock'))
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled()
  // Nor offers a quantity to choose.
  await expect(page.getByRole('spinbutton', { name: t('catalog:product.quantity') })).toHaveCount(0)
})

test('the out-of-stock product is marked sold out on its card in the listing, and one in stock is not', async ({
  page,
}) => {
  await page.goto(pathTo(italy, { name: 'category', slug: 'sweets' }))
  const card = page.locator(`[data-testid="product-card"][data-code="${seeded.outOfStock}"]`)
  await expect(card.getByTestId('card-sold-out')).toHaveText(t('catalog:card.soldOut'))
  // Its link tells it to a screen reader that lists the links.
  await expect(card.getByRole('link')).toHaveAccessibleDescription(t('catalog:card.soldOut'))
  // The lot in stock (the cantucci): other journeys take a product's stock away for a while.
  await expect(
    page.locator('[data-testid="product-card"][data-code="SWEET-CANTUCCI-250"]').getByTestId('card-sold-out'),
  ).toHaveCount(0)
})

test(
  'a product bought out while its page was open says it has just sold out, not that the cart holds it',
  alone,
  async ({ page }) => {
    const nougat = 'SWEET-TORRONE-200'
    const before = await stockOf(nougat)
    try {
      await page.goto(pathTo(italy, { name: 'product', code: nougat }))
      const name = await page.getByRole('heading', { level: 1 }).innerText()
      await expect(page.getByTestId('availability')).toHaveAttribute('data-availability', 'in-stock')
      await setStock(nougat, 0)
      await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
      await expect(page.getByRole('alert')).toHaveText(t('catalog:product.soldOutNow', { p: name }))
      // The page reads the stock again: what it says and offers follows.
      await expect(page.getByTestId('availability')).toHaveText(t('catalog:product.availability.outOfStock'))
      await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled()
      await expect(page.getByTestId('mini-cart-count')).toHaveText('0')
    } finally {
      await restoreStock(before)
    }
  },
)

test.describe('the add bar at the foot of the screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

  test('a bar at the foot of the screen gives the price and the add until the form is reached, and adds through it', async ({
    page,
  }) => {
    await page.goto(pathTo(italy, { name: 'product', code: 'SWEET-CANTUCCI-250' }))
    const bar = page.getByTestId('add-bar')
    const form = page.getByRole('button', { name: t('catalog:product.addToCart') })
    // The picture and the delivery box put the form below the first screen.
    await expect(form).not.toBeInViewport()
    await expect(bar).toBeVisible()
    await expect(bar.getByTestId('bar-price')).toHaveText(
      await page.getByTestId('product').getByTestId('price-amount').innerText(),
    )
    await bar.getByRole('button', { includeHidden: true }).tap()
    // The form's answer, brought on screen; the bar gone, the form in view.
    await expect(page.getByRole('link', { name: t('catalog:product.viewCart') })).toBeInViewport()
    await expect(bar).toBeHidden()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    // Scrolled past the form, the shopper is reading on: no bar over the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
  })

  test('on a laptop’s screen too while the form is below it, and none where the form is in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await page.goto(pathTo(italy, { name: 'product', code: 'SWEET-CANTUCCI-250' }))
    const bar = page.getByTestId('add-bar')
    const form = page.getByRole('button', { name: t('catalog:product.addToCart') })
    // The options beside the picture put the form below the first screen.
    await expect(form).not.toBeInViewport()
    await expect(bar).toBeVisible()
    await form.scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    // A screen tall enough shows the form itself: no bar over the page.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.reload()
    await expect(form).toBeInViewport()
    await expect(bar).toBeHidden()
  })
})

test('the price says whether it includes taxes, as the market prices it', async ({ page }) => {
  await page.goto(pathTo(italy, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('tax-note')).toHaveText(t('catalog:product.vatIncluded'))
  // The rest of the world is priced net: a shopper there must not read "VAT included".
  const world = { prefix: '/united-states/usd/en', locale: 'en' } as const
  const en = texts('en')
  await page.goto(pathTo(world, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByTestId('price-amount').first()).toHaveText(/^\$\d/)
  await expect(page.getByTestId('tax-note')).toHaveText(en('catalog:product.taxesExcluded'))
  // Same market, shipped to New Zealand, where "$" alone would read as its own dollar.
  await page.goto(
    pathTo({ ...world, prefix: '/new-zealand/usd/en' }, { name: 'bundle', code: 'GIFT-TUSCANY' }),
  )
  await expect(page.getByTestId('price-amount').first()).toHaveText(/^US\$\d/)
  // The box holds a Chianti: its excise duty is in the box's price too.
  await expect(page.getByTestId('tax-note')).toHaveText(
    `${en('catalog:product.taxesExcluded')} · ${en('catalog:product.exciseIncluded')}`,
  )
})

test.describe('a gift box', alone, () => {
  // Its coffee comes one to a box: the box's stock is the coffee's while the sweets are plenty.
  const box = 'GIFT-COFFEE-BREAK'
  const coffee = 'COFFEE-ESPRESSO-BEANS-1KG'
  let before: Awaited<ReturnType<typeof stockOf>>

  test.beforeEach(async () => {
    before = await stockOf(coffee)
  })
  test.afterEach(async () => {
    await restoreStock(before)
  })

  test('says how many are left when one of its items runs low, and offers no more', async ({ page }) => {
    await setStock(coffee, 3)
    await page.goto(pathTo(italy, { name: 'bundle', code: box }))
    await expect(page.getByTestId('availability')).toHaveText(
      t('catalog:product.availability.lowStock', { count: 3 }),
    )
    await expect(page.getByTestId('delivery-estimate')).toHaveText(/\S/)
    const quantity = page.getByRole('spinbutton', { name: t('catalog:product.quantity') })
    await expect(quantity).toHaveAttribute('max', '3')
  })

  test('cannot be added when one of its items is sold out', async ({ page }) => {
    await setStock(coffee, 0)
    await page.goto(pathTo(italy, { name: 'bundle', code: box }))
    await expect(page.getByTestId('availability')).toHaveText(t('catalog:product.availability.outOfStock'))
    await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled()
  })

  test('is marked sold out on its card on the home page when one of its items is sold out', async ({
    page,
  }) => {
    await setStock(coffee, 0)
    await page.goto(pathTo(italy, { name: 'home' }))
    const boxes = page.getByRole('region', { name: t('catalog:card.bundles') })
    await expect(boxes.locator(`[data-code="${box}"]`).getByTestId('card-sold-out')).toHaveText(
      t('catalog:card.soldOut'),
    )
    await expect(boxes.locator('[data-code="GIFT-TUSCANY"]').getByTestId('card-sold-out')).toHaveCount(0)
  })
})
