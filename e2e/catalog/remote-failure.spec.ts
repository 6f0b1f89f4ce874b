import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { alone } from '../support/alone'
import { watchErrorReports } from '../support/error-reports'
import { openOnPageClock } from '../support/page-clock'
import { registry, servedVersion } from '../support/registry'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')
const catalogFiles = /\/_mf\/catalog\//

test.use({ locale: 'it-IT' })

async function expectShellWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByPlaceholder(t('common:header.search.placeholder'))).toBeEditable()
  await expect(page.getByLabel(t('common:header.language.change'))).toBeEnabled()
}

const fallbackIn = (page: Page) =>
  page.getByRole('alert').filter({ hasText: t('common:remoteUnavailable.title') })

/**
 * Holds the first `stalled` asks for the catalog's entry unanswered (a connection that stalled:
 * nothing fails, nothing arrives) and lets the later ones through.
 */
async function stallCatalogEntry(page: Page, stalled: number) {
  const asked: string[] = []
  await page.route(/\/_mf\/catalog\/[^/]+\/remoteEntry\./, async (route) => {
    asked.push(route.request().url())
    if (asked.length > stalled) await route.continue()
  })
  return asked
}

/** Opens the listing on the page's own clock and lets `ms` pass on it. */
async function openListingFor(page: Page, ms: number) {
  await openOnPageClock(page, '/italy/eur/it/prodotti')
  await page.clock.runFor(ms)
}

test('a catalog entry stuck on the way gives way to the fallback, its time limit past', async ({ page }) => {
  // Nothing fails, so only a time limit helps.
  await stallCatalogEntry(page, Number.POSITIVE_INFINITY)
  // Half a minute: the runtime's own limit (20 s for each of three tries) would still show skeletons.
  await openListingFor(page, 30_000)
  await expect(fallbackIn(page)).toBeVisible()
  await expectShellWorks(page)
})

test('a catalog entry whose first request stalled is asked for afresh, and the listing shows unasked', async ({
  page,
}) => {
  // Chromium hands a script the request already under way for its URL: a retry of the same URL
  // waited on the stalled preload for as long as it lasted.
  const asked = await stallCatalogEntry(page, 1)
  // Past the 8 s limit of the first ask.
  await openListingFor(page, 10_000)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  expect(asked).toHaveLength(2)
  await expect(fallbackIn(page)).toHaveCount(0)
})

test('a catalog entry whose first load dropped is asked for again, and the listing shows unasked', async ({
  page,
}) => {
  // A connection that breaks (a train's tunnel, a proxy) under the document's preload and the
  // first load alike: only the runtime's retry, a fresh ask (`?attempt=2`), gets through.
  const asked: string[] = []
  await page.route(/\/_mf\/catalog\/[^/]+\/remoteEntry\./, async (route) => {
    asked.push(route.request().url())
    if (new URL(route.request().url()).searchParams.has('attempt')) await route.continue()
    else await route.abort('connectionreset')
  })
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 })
  await expect(fallbackIn(page)).toHaveCount(0)
  expect(asked.filter((url) => url.includes('attempt='))).toHaveLength(1)
})

test('after the entry stalled on every try, the retry button asks afresh and mounts the catalog', async ({
  page,
}) => {
  await stallCatalogEntry(page, 2)
  await openListingFor(page, 30_000)
  const fallback = fallbackIn(page)
  await expect(fallback).toBeVisible()
  await fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') }).click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(fallback).toBeHidden()
})

test('when the catalog cannot load, the shell stays and retry mounts it once it is back', async ({
  page,
}) => {
  await page.route(catalogFiles, (route) => route.abort('connectionrefused'))
  const reports = await watchErrorReports(page)
  await page.goto('/italy/eur/it/prodotti')
  const fallback = fallbackIn(page)
  await expect(fallback).toBeVisible({ timeout: 30_000 })
  await expectShellWorks(page)
  // The catalog's team learns of it from the edge's log.
  await expect
    .poll(() => reports)
    .toEqual([
      {
        report: expect.objectContaining({
          kind: 'remote-load',
          app: 'catalog',
          version: servedVersion('catalog'),
          path: '/italy/eur/it/prodotti',
        }),
        status: 204,
      },
    ])
  await expect(page.getByTestId('product-card')).toHaveCount(0)

  await page.unroute(catalogFiles)
  // Pressed from the keyboard: the focus goes on from the main content, not the top of the page.
  await fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') }).press('Enter')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByRole('main')).toBeFocused()
  await expect(fallback).toBeHidden()
})

test.describe('a catalog that throws while rendering', alone, () => {
  let previous: string

  test.beforeAll(() => {
    previous = servedVersion('catalog')
    const dir = join(__dirname, '..', 'fixtures', 'throwing-catalog')
    execFileSync('node', ['../../../shared/build/build.mjs'], { cwd: dir, stdio: 'inherit' })
    registry('publish', join(dir, 'dist'), '--version', `throwing-${Date.now().toString(36)}`)
  })

  test.afterAll(() => {
    registry('promote', 'catalog', previous)
  })

  test('is caught by its boundary; header, footer and the mini-cart keep working', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const reports = await watchErrorReports(page)
    await page.goto('/italy/eur/it/prodotti')
    const fallback = fallbackIn(page)
    await expect(fallback).toBeVisible()
    await expect(fallback.getByRole('button', { name: t('common:remoteUnavailable.retry') })).toBeVisible()
    await expectShellWorks(page)
    // The cart's own mini-cart, not a fallback in its place: it leads to the cart, which mounts.
    await page.getByTestId('mini-cart').click()
    await expect(page).toHaveURL(/\/italy\/eur\/it\/carrello$/)
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    // Caught by the boundary, so never an error the page itself failed on.
    expect(errors).toEqual([])
    // Once, with the version that threw: its team can roll it back.
    await expect
      .poll(() => reports)
      .toEqual([
        {
          report: {
            kind: 'remote-render',
            app: 'catalog',
            version: servedVersion('catalog'),
            message: 'Error: the catalog failed while rendering',
            path: '/italy/eur/it/prodotti',
          },
          status: 204,
        },
      ])
  })
})
