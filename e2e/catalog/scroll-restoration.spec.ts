import { expect, type Page, test } from '../support/test'

test.use({ locale: 'it-IT', viewport: { width: 1280, height: 900 } })

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls the listing down to its 23rd card and opens it; returns where the listing was left. */
async function openCardFarDown(page: Page): Promise<number> {
  await page.goto('/italy/eur/it/prodotti')
  const link = page.getByTestId('product-card').nth(22).getByRole('link').first()
  await link.scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    window.scrollBy({ top: 120, behavior: 'instant' })
    // Read at the click itself: a wheel still scrolling, or Playwright bringing the link into
    // view, would otherwise move the page after the place was noted.
    document.addEventListener(
      'click',
      () => document.documentElement.setAttribute('data-left-at', String(Math.round(window.scrollY))),
      { capture: true, once: true },
    )
  })
  await link.click()
  await expect(page.getByTestId('availability')).toBeVisible()
  const left = Number(await page.locator('html').getAttribute('data-left-at'))
  expect(left).toBeGreaterThan(1000)
  return left
}

test('back from a product returns to the place on the listing, even when the listing must load again', async ({
  page,
}) => {
  const left = await openCardFarDown(page)
  expect(await scrollY(page)).toBe(0)
  // A reload of the product page forgets the listing the catalog kept: back, it is fetched anew,
  // and the place is reached only once it has drawn. The browser alone stopped at the product's height.
  await page.reload()
  await expect(page.getByTestId('availability')).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(left)

  await page.goForward()
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a reload keeps the place on the listing; a search from there opens at the top', async ({ page }) => {
  const left = await openCardFarDown(page)
  await page.goBack()
  await expect.poll(() => scrollY(page)).toBe(left)
  await page.reload()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(left)

  await page.getByRole('searchbox').fill('olio')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByTestId('search-results')).toBeVisible()
  expect(await scrollY(page)).toBe(0)
})

test('two steps back at once return to the place on the listing, on the link to the product', async ({
  page,
}) => {
  const left = await openCardFarDown(page)
  const product = new URL(page.url()).pathname
  await page.evaluate(() => window.scrollTo(0, 200))
  // The sticky header's menu, in reach where the shopper stands. Clicked from the page: Playwright
  // first scrolls a link into view, and for one in a sticky header that meant the page's top.
  await page
    .getByRole('banner')
    .locator('nav a[href$="/categorie"]')
    .evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL(/\/categorie$/)
  // Two steps back faster than the product page can draw: it is gone through, never shown.
  await page.evaluate(() => {
    window.history.back()
    setTimeout(() => window.history.back(), 20)
  })
  await expect(page).toHaveURL(/\/prodotti$/)
  await expect.poll(() => scrollY(page)).toBe(left)
  await expect(page.locator(':focus')).toHaveAttribute('href', product)
  await page.goForward()
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(200)
})

test('forward again to a product, the main content has the focus, as after the click that opened it', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/')
  // The home page's gift boxes come with a request of their own and may draw before the
  // products: the first card is read once both are there, and clicked by the address read.
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const product =
    (await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href')) ?? ''
  await page.locator(`[data-testid="product-card"] a[href="${product}"]`).first().click()
  await expect(page.getByTestId('availability')).toBeVisible()
  await page.goBack()
  await expect(page.locator(':focus')).toHaveAttribute('href', product)
  await page.goForward()
  await expect(page.getByTestId('availability')).toBeVisible()
  // The product's breadcrumb link home, the page just left, took the focus: a way back, above the
  // window, and the next Tab scrolled the page to its top.
  await expect(page.locator(':focus')).toHaveAttribute('id', 'main')
})
