import { addFromPage, miniCartCount, openCart } from '../support/cart'
import { commerceUrl } from '../support/stack'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')
const hour = 3_600_000

test.use({ locale: 'en-GB' })

/** Counts the page's token requests to the edge and the API's refusals from now on. */
function watchTokens(page: Page) {
  const seen = { tokenRequests: 0, refusals: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/token') seen.tokenRequests++
  })
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().startsWith(commerceUrl)) seen.refusals++
  })
  return seen
}

/** The access token's life at the API, from the token the page was given (20 s on the journeys' stack). */
async function tokenLifetimeMs(page: Page): Promise<number> {
  const request = await page.waitForRequest(
    (r) => r.url().startsWith(commerceUrl) && !!r.headers().authorization,
  )
  const payload = request.headers().authorization?.split('.')[1] ?? ''
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat?: number }
  return claims.exp * 1000 - Date.now()
}

async function changeQuantity(page: Page, quantity: number) {
  const input = page
    .getByTestId('cart-line')
    .first()
    .getByRole('spinbutton', { name: t('cart:item.quantity') })
  await input.fill(String(quantity))
  await input.press('Enter')
}

// Computers keep the wrong time more often than one thinks (a wrong time zone shifts UTC by whole
// hours). The shop plans token renewals by the API's clock, not by the computer's.
test('a computer clock an hour slow renews the token in time and keeps the cart', async ({ page }) => {
  await page.clock.install({ time: Date.now() - hour })
  const lifetime = tokenLifetimeMs(page)
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  test.skip((await lifetime) > 60_000, 'needs the journeys’ 20 s tokens (npm start -- --for-tests)')
  await openCart(page)
  const seen = watchTokens(page)
  await page.waitForTimeout(25_000)
  expect(seen.tokenRequests).toBeGreaterThan(0)
  await changeQuantity(page, 2)
  await expect(miniCartCount(page)).toHaveText('2')
  await expect(page.getByTestId('cart-error')).toHaveCount(0)
  expect(seen.refusals).toBe(0)
})

test('a computer clock an hour fast does not ask for tokens over and over', async ({ page }) => {
  await page.clock.install({ time: Date.now() + hour })
  await page.goto('/italy/eur/en/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const seen = watchTokens(page)
  // Longer than a 20 s token's life: its one due renewal may land in this wait, and a renewal
  // loop, however slow, shows as many requests.
  await page.waitForTimeout(25_000)
  expect(seen.tokenRequests).toBeLessThanOrEqual(2)
  await page.getByTestId('product-card').first().getByRole('link').click()
  await expect(page.getByTestId('price-amount').first()).toBeVisible()
  // The stock comes with a request of its own: once it shows, the page has used its token.
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(seen.refusals).toBe(0)
})

test('a token that expired while a slow-clocked computer slept is renewed on the next edit', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - hour })
  const lifetime = tokenLifetimeMs(page)
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' }, 1)
  test.skip((await lifetime) > 60_000, 'needs the journeys’ 20 s tokens (npm start -- --for-tests)')
  await openCart(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // Asleep: the page's timers stand still while the token expires at the API.
  const asleepAt = (await page.evaluate(() => Date.now())) + 1_000
  await page.clock.pauseAt(asleepAt)
  await page.waitForTimeout(25_000)
  // Awake: the computer's clock has moved on by the time asleep, its timers not yet.
  await page.clock.setSystemTime(asleepAt + 25_000)
  await page.clock.resume()
  const seen = watchTokens(page)
  await changeQuantity(page, 2)
  await expect(miniCartCount(page)).toHaveText('2')
  await expect(page.getByTestId('cart-error')).toHaveCount(0)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  expect(seen.tokenRequests).toBeGreaterThan(0)
  // Renewed before the edit went, by the API's clock: the API never saw the expired token.
  expect(seen.refusals).toBe(0)
})
