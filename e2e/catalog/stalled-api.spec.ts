import { watchErrorReports } from '../support/error-reports'
import { servedVersion } from '../support/registry'
import { commerceUrl } from '../support/stack'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')

test.use({ locale: 'it-IT' })

test('a listing request stuck on the way is sent again, and the products show', async ({ page }) => {
  // By token: a request sent again because its token expired on the way goes with a fresh one.
  const sent: string[] = []
  await page.route(
    (url) => url.href.startsWith(commerceUrl) && url.pathname === '/api/skus',
    async (route) => {
      sent.push(route.request().headers().authorization ?? '')
      // The first is never answered: a connection that stalled without failing.
      if (sent.length === 1) return
      await route.continue()
    },
  )
  await page.goto('/italy/eur/it/prodotti')
  // Within the read's own time limit (15 s), well before the SDK's 40 s for the whole call.
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('alert')).toHaveCount(0)
  // The stalled request and its one resend, with the same token: never more.
  expect(sent.filter((token) => token === sent[0])).toHaveLength(2)
})

test('a listing the API fails shows the error with a retry, and the catalog team hears of it', async ({
  page,
}) => {
  const reports = await watchErrorReports(page)
  const skus = (url: URL) => url.href.startsWith(commerceUrl) && url.pathname === '/api/skus'
  await page.route(skus, (route) => route.fulfill({ status: 503, json: { errors: [{ status: '503' }] } }))
  await page.goto('/italy/eur/it/prodotti?page=2')
  const retry = page.getByRole('button', { name: t('common:actions.retry') })
  await expect(retry).toBeVisible({ timeout: 30_000 })
  // By method and resource, with the version served: never the query, which may hold a search.
  await expect
    .poll(() => reports)
    .toEqual([
      {
        report: {
          kind: 'api',
          app: 'catalog',
          version: servedVersion('catalog'),
          message: 'GET skus answered 503',
          path: '/italy/eur/it/prodotti',
        },
        status: 204,
      },
    ])

  await page.unroute(skus)
  await retry.click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  expect(reports).toHaveLength(1)
})

test('a category opened offline shows again by itself once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const chips = page.getByRole('navigation', { name: t('catalog:categories.title') })
  await context.setOffline(true)
  await chips.getByRole('link').nth(2).click()
  await expect(page.getByRole('button', { name: t('common:actions.retry') })).toBeVisible({ timeout: 30_000 })
  await context.setOffline(false)
  // No press of the retry button: the screen asks again when the browser is online.
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByRole('button', { name: t('common:actions.retry') })).toHaveCount(0)
})
