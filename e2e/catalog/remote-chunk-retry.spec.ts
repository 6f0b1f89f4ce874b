import { openOnPageClock } from '../support/page-clock'
import { servedVersion } from '../support/registry'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')

test.use({ locale: 'it-IT' })

interface Assets {
  readonly assets: { readonly js: { readonly sync: readonly string[] } }
}

interface Manifest {
  readonly exposes: readonly ({ readonly name: string } & Assets)[]
}

async function manifestOf(page: Page, app: string): Promise<Manifest> {
  const response = await page.request.get(`/_mf/${app}/${servedVersion(app)}/mf-manifest.json`)
  return (await response.json()) as Manifest
}

/**
 * The chunks only the cart page needs, beyond its exposed module and what the header's mini-cart
 * already loaded: its forms' code with react-hook-form and zod, loaded by the remote's own chunk
 * loading once the page is asked for. (The cart once ran a shared module of its own here, the
 * forms' schemas; since each app bundles those, its page's failing chunks are these.)
 */
async function cartPageOwnFiles(page: Page): Promise<RegExp> {
  const { exposes } = await manifestOf(page, 'cart')
  const sync = (name: string) => exposes.find((expose) => expose.name === name)?.assets.js.sync ?? []
  const header = new Set(sync('MiniCart'))
  const files = sync('App').filter((file) => !header.has(file) && !file.startsWith('__federation_expose_'))
  expect(files.length, 'the cart page needs chunks of its own').toBeGreaterThan(0)
  const names = files.map((file) => file.replace(/[.]/g, '\\.')).join('|')
  // A file asked for again carries `?attempt=n`: an outage fails those too.
  return new RegExp(`/_mf/cart/[^/]+/(${names})(\\?.*)?$`)
}

/** Away to the listing and back to the cart page, by the header's links, without a reload. */
async function awayAndBackToCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('catalog:listing.title'), exact: true })
    .click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.getByTestId('mini-cart').click()
}

/** Every script of the catalog but its entry and its exposed module, asked again or not: the chunks they need. */
const secondaryChunks = /\/_mf\/catalog\/[^/]+\/(?!remoteEntry\.|__federation_expose_)[^/?]+\.js(\?.*)?$/

const fallbackIn = (page: Page) =>
  page.getByRole('alert').filter({ hasText: t('common:remoteUnavailable.title') })

test('when a secondary chunk of the catalog fails, retry mounts it once it is back', async ({ page }) => {
  await page.route(secondaryChunks, (route) => route.abort('connectionrefused'))
  await page.goto('/italy/eur/it/prodotti')
  const fallback = fallbackIn(page)
  await expect(fallback).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.unroute(secondaryChunks)
  await fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(fallback).toBeHidden()
})

/**
 * Holds the first `stalled` asks for each secondary script of the catalog unanswered (a
 * connection that stalled: nothing fails, nothing arrives) and lets the later ones through.
 */
async function stallCatalogChunks(page: Page, stalled: number) {
  const asks = new Map<string, number>()
  await page.route(secondaryChunks, async (route) => {
    const file = new URL(route.request().url()).pathname
    const asked = (asks.get(file) ?? 0) + 1
    asks.set(file, asked)
    if (asked > stalled) await route.continue()
  })
  return asks
}

/**
 * The listing on the page's own clock, with the catalog's chunks stalling; it returns once they
 * were asked for, so that a jump of the clock times out those asks.
 */
async function openListingWhileChunksStall(page: Page, stalled: number) {
  const asks = await stallCatalogChunks(page, stalled)
  await openOnPageClock(page, '/italy/eur/it/prodotti')
  await expect.poll(() => asks.size).toBeGreaterThan(0)
  return asks
}

/** The smallest number of times any stalled chunk has been asked for. */
const fewestAsks = (asks: Map<string, number>) => Math.min(...asks.values())

test('a catalog chunk whose first request stalled is asked for afresh, and the listing shows unasked', async ({
  page,
}) => {
  // Chromium hands a script the request already under way for its URL: a retry of the same URL
  // waited on the stalled request, and the listing stayed a skeleton for good.
  const asks = await openListingWhileChunksStall(page, 1)
  // Past the bundler's 15 s limit for a chunk, on the page's clock; then the retry's own pause.
  await page.clock.runFor(16_000)
  await page.clock.resume()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  expect([...asks.values()]).toContain(2)
  await expect(fallbackIn(page)).toHaveCount(0)
})

test('after a catalog chunk stalled on every try, the retry button asks afresh and mounts the catalog', async ({
  page,
}) => {
  const asks = await openListingWhileChunksStall(page, 2)
  const fallback = fallbackIn(page)
  // The first load and the retry plugin's second, each past the 15 s limit; the second jump
  // waits for the second ask, which comes after the retry's pause, on the page's clock too.
  await page.clock.runFor(16_000)
  await expect
    .poll(async () => {
      await page.clock.runFor(500)
      return fewestAsks(asks)
    })
    .toBeGreaterThanOrEqual(2)
  await page.clock.runFor(16_000)
  await page.clock.resume()
  await expect(fallback).toBeVisible()
  await fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(fallback).toBeHidden()
})

/** From the listing to the cart page while the cart page's own chunks fail: its fallback shows. */
async function openCartWithItsChunksFailing(page: Page) {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('mini-cart')).toBeVisible({ timeout: 30_000 })
  const ownFiles = await cartPageOwnFiles(page)
  await page.route(ownFiles, (route) => route.abort('connectionrefused'))
  await page.getByTestId('mini-cart').click()
  const fallback = fallbackIn(page)
  await expect(fallback).toBeVisible({ timeout: 30_000 })
  return { ownFiles, fallback }
}

test("when a chunk of the cart page's own code fails, retry mounts the cart page, and so does coming back", async ({
  page,
}) => {
  const { ownFiles, fallback } = await openCartWithItsChunksFailing(page)
  await expect(page.getByTestId('mini-cart')).toBeVisible()

  await page.unroute(ownFiles)
  await fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  const emptyCart = page.getByRole('heading', { level: 1, name: t('cart:empty.title') })
  await expect(emptyCart).toBeVisible()
  await expect(fallback).toBeHidden()

  // Away and back: the cart mounts again, whole.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await awayAndBackToCart(page)
  await expect(emptyCart).toBeVisible()
  expect(errors).toEqual([])
})

test('coming back to the cart page after its chunk failed, without retrying, mounts it', async ({ page }) => {
  const { ownFiles } = await openCartWithItsChunksFailing(page)

  await page.unroute(ownFiles)
  await awayAndBackToCart(page)
  await expect(page.getByRole('heading', { level: 1, name: t('cart:empty.title') })).toBeVisible()
  await expect(fallbackIn(page)).toBeHidden()
})
