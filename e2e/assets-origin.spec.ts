import { shopUrl } from './support/stack'
import { expect, test } from './support/test'
import { texts } from './support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

// The journeys' stack names its files by their localhost URL (ASSETS_ORIGIN): opened at
// 127.0.0.1, the page loads every script and stylesheet from another origin, as behind a CDN.
const otherOrigin = shopUrl.replace('localhost', '127.0.0.1')

/**
 * With the shop's files on another origin (`ASSETS_ORIGIN`, a CDN), the page's CSP lets them in,
 * and every script and stylesheet loads with CORS (so their errors reach the error reports) and
 * only once (the edge's preloads ask the same way).
 */
test('a shop whose files come from another origin works, loading each of them once with CORS', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    const violations: string[] = []
    Object.assign(window, { __seen: seen, __violations: violations })
    addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI))
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLScriptElement && node.src) seen.push(`${node.src} ${node.crossOrigin}`)
        else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          seen.push(`${node.href} ${node.crossOrigin}`)
    }).observe(document, { childList: true, subtree: true })
  })
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_mf/')) requested.push(request.url())
  })

  await page.goto(`${otherOrigin}/italy/eur/en/product/OIL-EVO-TUSCANY-500`)
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click()
  await expect(page.getByTestId('product').getByText(t('catalog:product.added'))).toBeVisible()
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

  const origins = new Set(requested.map((url) => new URL(url).origin))
  test.skip(
    !process.env.CI && origins.has(otherOrigin),
    'needs the journeys’ own stack (npm start serves the files from the page’s origin)',
  )
  expect([...origins]).toEqual([shopUrl])
  expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([])
  const { seen, violations } = await page.evaluate(() => ({
    seen: (window as unknown as { __seen: string[] }).__seen,
    violations: (window as unknown as { __violations: string[] }).__violations,
  }))
  expect(violations).toEqual([])
  // The shell's entry is a module script (always CORS) and its stylesheets come with the document.
  const loadedByRuntimes = seen.filter((entry) => /\/_mf\/(catalog|cart)\//.test(entry))
  expect(loadedByRuntimes.length).toBeGreaterThan(3)
  expect(loadedByRuntimes.filter((entry) => !entry.endsWith(' anonymous'))).toEqual([])
})
