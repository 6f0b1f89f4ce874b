import { shellStartLimitMs } from '@storefront/shared/registry'
import { watchErrorReports } from '../support/error-reports'
import { holdRequests } from '../support/hold'
import { expect, type Page, test } from '../support/test'
import { texts, untranslatedKeys } from '../support/texts'

const t = texts('it')

test.use({ locale: 'it-IT' })

const startupError = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('common:errorPage.title') }) })

// Before the shell runs there is no React and no dictionary: the document must speak for itself.
for (const { part, files } of [
  { part: 'entry', files: /\/_mf\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/ },
  { part: 'libraries', files: /\/_mf\/shell\/[^/]+\/libraries\.[0-9a-f]+\.js$/ },
  { part: 'dictionary', files: /\/_mf\/shell\/[^/]+\/dictionary-it\.[0-9a-f]+\.js$/ },
]) {
  test(`when the shell's ${part} cannot load, the page says so in Italian and retry opens the shop`, async ({
    page,
  }) => {
    await page.route(files, (route) => route.abort('connectionrefused'))
    const reports = await watchErrorReports(page)
    await page.goto('/italy/eur/it/prodotti?page=2')
    await expect(startupError(page)).toBeVisible()
    // The whole shop is down for this shopper: the edge's log says so, without the query.
    await expect
      .poll(() => reports)
      .toEqual([
        {
          report: expect.objectContaining({
            kind: 'shell-start',
            app: 'shell',
            path: '/italy/eur/it/prodotti',
          }),
          status: 204,
        },
      ])
    await expect(startupError(page).getByText(t('common:errorPage.text'))).toBeVisible()
    // The shell's placeholder gives way: no header of empty boxes above the message.
    await expect(page.locator('[data-shop-placeholder]')).toHaveCount(0)
    expect(await untranslatedKeys(page)).toEqual([])

    await page.unroute(files)
    await startupError(page)
      .getByRole('link', { name: t('common:errorPage.retry') })
      .click()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotti\?page=2$/)
    await expect(startupError(page)).toBeHidden()
  })
}

test('when the shell’s entry stalls, the page says so after the time limit, and the shop still opens when it arrives, which is reported too', async ({
  page,
}) => {
  // A held connection raises no error event: without the limit the placeholder stayed for good.
  const release = await holdRequests(page, /\/_mf\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/)
  const reports = await watchErrorReports(page)
  // Paused from the start: left to tick, the page's clock added however long a busy machine took
  // to get here to the time run below, and the message came a second "early".
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 10_000)
  // The held module script holds the document's load events too.
  await page.goto('/italy/eur/it/prodotti', { waitUntil: 'commit' })
  await expect(page.locator('[data-shop-placeholder]')).toHaveCount(1)
  await page.clock.runFor(shellStartLimitMs - 1_000)
  await expect(startupError(page)).toBeHidden()
  await page.clock.runFor(1_000)
  await expect(startupError(page)).toBeVisible()
  await expect(page.locator('[data-shop-placeholder]')).toHaveCount(0)
  await expect
    .poll(() => reports)
    .toEqual([
      {
        report: expect.objectContaining({
          kind: 'shell-start',
          message: `the shell had not rendered after ${shellStartLimitMs / 1000} s`,
          path: '/italy/eur/it/prodotti',
        }),
        status: 204,
      },
    ])

  release()
  await page.clock.resume()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(startupError(page)).toBeHidden()
  // The log can tell this shopper, who got the shop after all, from one who never did.
  await expect
    .poll(() => reports.slice(1))
    .toEqual([
      {
        report: expect.objectContaining({
          kind: 'shell-late',
          message: expect.stringMatching(/^the shell rendered \d+ s after the page started$/),
          path: '/italy/eur/it/prodotti',
        }),
        status: 204,
      },
    ])
})

test('a shell file failing once the shop is up leaves the page to the shell', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // The footer's texts are a chunk of the shell loaded on demand.
  await page.route(/\/_mf\/shell\//, (route) => route.abort('connectionrefused'))
  const failed = page.waitForEvent('requestfailed')
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: t('common:footer.privacy') })
    .click()
  expect((await failed).url()).toMatch(/\/info-it\.[0-9a-f]+\.js$/)
  // The shell says so where the texts would be, and the page's start-up error stays out of it.
  const dialog = page.getByRole('dialog')
  const unavailable = dialog.getByRole('alert').filter({ hasText: t('common:footer.infoUnavailable') })
  await expect(unavailable).toBeVisible()
  await expect(startupError(page)).toHaveCount(0)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.unroute(/\/_mf\/shell\//)
  await unavailable.getByRole('button', { name: t('common:errorPage.retry') }).click()
  await expect(unavailable).toBeHidden()
  await expect(dialog.getByRole('paragraph').first()).toHaveText(/\S/)
})
