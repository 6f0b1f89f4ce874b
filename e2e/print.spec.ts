import { shopName } from '@storefront/shared/constants'
import { pathTo } from '@storefront/shared/routes'
import { addFromPage, italyInEnglish, openCart } from './support/cart'
import { commerceUrl } from './support/stack'
import { expect, type Locator, type Page, test } from './support/test'
import { texts } from './support/texts'

const t = texts('en')

/** How many A4 sheets Chromium prints the page on. */
async function sheets(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  return pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0
}

/**
 * How light an element's words come out on white paper, from 0 (black) to 1 (white): browsers
 * print no backgrounds by default, so words meant for a dark band are laid on white.
 */
function lightnessOnPaper(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const [r = 0, g = 0, b = 0, alpha = 1] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(
      Number,
    )
    const onWhite = (channel: number) => channel * alpha + 255 * (1 - alpha)
    return (0.2126 * onWhite(r) + 0.7152 * onWhite(g) + 0.0722 * onWhite(b)) / 255
  })
}

/** Nothing on the sheet asks to be pressed, picked or typed in. */
async function expectNothingToPress(scope: Page | Locator): Promise<void> {
  for (const role of ['button', 'combobox', 'searchbox', 'checkbox'] as const)
    await expect(scope.getByRole(role), role).toHaveCount(0)
}

test('a product prints on one sheet with what it is, costs and when it comes, and nothing to press', async ({
  page,
}) => {
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  await expect(page.getByRole('button', { name: t('catalog:product.addToCart') })).toBeVisible()
  await page.emulateMedia({ media: 'print' })

  await expect(page.getByRole('link', { name: t('common:header.logoAlt', { shop: shopName }) })).toBeVisible()
  await expect(page.locator('main h1')).toBeVisible()
  for (const part of ['price', 'availability', 'delivery-estimate'])
    await expect(page.getByTestId(part)).toBeVisible()
  // What the product can carry still tells on paper; only its box to tick goes.
  await expect(page.getByText(t('catalog:product.options'), { exact: true })).toBeVisible()
  await expectNothingToPress(page)
  await expect(page.getByTestId('mini-cart-slot')).toBeHidden()
  await expect(page.getByRole('navigation', { name: t('common:header.menu.label') })).toBeHidden()

  // How to reach the shop, in ink: the footer's light words for its dark band came out faint.
  const hours = page.locator('footer').getByText(t('common:contact.hours'))
  await expect(hours).toBeVisible()
  expect(await lightnessOnPaper(hours)).toBeLessThan(0.6)
  expect(await lightnessOnPaper(page.locator('footer').getByText(shopName))).toBeLessThan(0.6)
  // A screen's height kept before the footer pushed it onto a second, nearly empty sheet.
  expect(await sheets(page)).toBe(1)
})

test('a sale badge prints in ink, not in the white meant for its red, on a card and on its page', async ({
  page,
}) => {
  await page.goto(pathTo(italyInEnglish, { name: 'listing' }))
  const badge = page.getByTestId('card-discount').first()
  await expect(badge).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  expect(await lightnessOnPaper(badge)).toBeLessThan(0.6)
  await expectNothingToPress(page)

  await page.emulateMedia({ media: 'screen' })
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-CORATINA-750' }))
  const onPage = page.getByTestId('price').getByText(/%/)
  await expect(onPage).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  expect(await lightnessOnPaper(onPage)).toBeLessThan(0.6)
})

// Two pages say "not found": the catalog's, for a product it does not have, and the shell's, for
// a path that is no page.
for (const [whose, path] of [
  ['catalog', pathTo(italyInEnglish, { name: 'product', code: 'NO-SUCH-SKU' })],
  ['shell', `${pathTo(italyInEnglish, { name: 'home' })}no-such-page`],
] as const) {
  test(`the way home from the ${whose}'s page not found prints in ink`, async ({ page }) => {
    await page.goto(path)
    const home = page.getByRole('link', { name: t('common:notFound.backToHome'), exact: true })
    await expect(home).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(home).toBeVisible()
    // Polled: the button's colour eases from white to ink on screen.
    await expect.poll(() => lightnessOnPaper(home)).toBeLessThan(0.6)
  })
}

test('the cart prints its lines, quantities and totals, without the controls that change them', async ({
  page,
}) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 2)
  await openCart(page)
  const line = page.getByTestId('cart-line')
  await expect(line.getByRole('button', { name: t('cart:item.remove') })).toBeVisible()
  await page.emulateMedia({ media: 'print' })

  await expect(line).toHaveCount(1)
  await expect(line.getByRole('spinbutton')).toHaveValue('2')
  await expect(page.getByText(t('cart:totals.title'))).toBeVisible()
  await expectNothingToPress(page)
  await expect(page.getByRole('textbox')).toHaveCount(0)
  expect(await sheets(page)).toBe(1)
})

test('a page that could not load prints why, without a retry that only works on a screen', async ({
  page,
}) => {
  // Three ways a page ends in a message with a retry: the catalog's code does not load (the
  // shell's fallback), the API does not answer (the catalog's message), no session starts (the
  // shell's error page).
  await page.route(/\/_mf\/catalog\//, (route) => route.abort('connectionrefused'))
  await page.goto(pathTo(italyInEnglish, { name: 'listing' }))
  const fallback = page.getByRole('alert').filter({ hasText: t('common:remoteUnavailable.title') })
  await expect(fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') })).toBeVisible({
    timeout: 30_000,
  })
  await page.emulateMedia({ media: 'print' })
  await expect(fallback.getByText(t('common:remoteUnavailable.text'))).toBeVisible()
  await expectNothingToPress(page.getByRole('main'))
  await page.unrouteAll()

  await page.emulateMedia({ media: 'screen' })
  await page.route(`${commerceUrl}/api/skus**`, (route) => route.abort('connectionrefused'))
  await page.goto(pathTo(italyInEnglish, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }))
  const message = page.getByRole('main').getByRole('heading', { name: t('common:errorPage.title') })
  await expect(page.getByRole('main').getByRole('button', { name: t('common:actions.retry') })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(message).toBeVisible()
  await expectNothingToPress(page.getByRole('main'))
  await page.unrouteAll()

  await page.emulateMedia({ media: 'screen' })
  await page.route('**/api/token', (route) => route.abort('connectionrefused'))
  await page.goto(pathTo(italyInEnglish, { name: 'listing' }))
  await expect(page.getByRole('main').getByRole('button', { name: t('common:errorPage.retry') })).toBeVisible(
    {
      timeout: 30_000,
    },
  )
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1, name: t('common:errorPage.title') })).toBeVisible()
  await expectNothingToPress(page.getByRole('main'))
})
