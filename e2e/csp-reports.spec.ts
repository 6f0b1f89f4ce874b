import { expect, type Page, test } from './support/test'

test.use({ locale: 'it-IT' })

/**
 * What the page's policy blocks reaches the edge's log: a picture host missing from the
 * configuration, or a script something injected, is known before a shopper writes in.
 */
test('a picture from a host the policy does not name stays out, and the edge hears of it', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/cerca?q=olio')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // The browser sends the report itself, outside the page's own requests.
  const reported = page
    .context()
    .waitForEvent('response', (response) => response.url().endsWith('/api/csp-reports'))
  await page.evaluate(() => {
    const picture = document.createElement('img')
    picture.src = 'https://pictures.elsewhere.example/oil.png'
    document.body.append(picture)
  })
  const response = await reported
  expect(response.status()).toBe(204)
  expect(response.request().postDataJSON()).toMatchObject({
    'csp-report': {
      'effective-directive': 'img-src',
      'blocked-uri': 'https://pictures.elsewhere.example/oil.png',
      'document-uri': expect.stringContaining('/italy/eur/it/cerca'),
    },
  })
})

/** What the page's policy blocked so far, as `directive blocked-address file:line`. */
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

test('the shop’s own screens break no rule of their policy, so what the edge hears of is news', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  for (const [path, ready] of [
    ['/italy/eur/it/', 'product-card'],
    ['/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500', 'availability'],
    ['/italy/eur/it/confezione/GIFT-TUSCANY', 'availability'],
    ['/italy/eur/it/cerca?q=olio', 'search-results'],
    // The cart's page holds its forms: the gift message's schema once probed for eval.
    ['/italy/eur/it/carrello', 'cart-empty'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByTestId(ready).first()).toBeAttached()
    expect(await violations(page), path).toEqual([])
  }
})
