import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')

test.use({ locale: 'it-IT' })

test('a product, and the next page, the mouse rests on are fetched ahead: they open with no request of their own', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/prodotti')
  const card = page.getByTestId('product-card').nth(3)
  const code = await card.getAttribute('data-code')
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/skus')) apiCalls.push(request.url())
  })
  // The stock comes last: once it is answered, the page has everything it will show.
  const stockAnswered = page.waitForResponse((response) => /\/api\/skus\/[^/?]+\?/.test(response.url()), {
    timeout: 10_000,
  })
  await card.getByRole('link').hover()
  expect((await stockAnswered).ok()).toBe(true)
  expect(apiCalls).toHaveLength(2)
  expect(decodeURIComponent(apiCalls[0] ?? '')).toContain(code)

  apiCalls.length = 0
  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/prodotto/${code}$`))
  await expect(page.getByTestId('availability')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(apiCalls).toEqual([])

  await page.goBack()
  const next = page.getByRole('link', { name: t('catalog:pagination.next') })
  const secondPage = page.waitForResponse((response) => response.url().includes('page%5Bnumber%5D=2'), {
    timeout: 10_000,
  })
  await next.hover()
  expect((await secondPage).ok()).toBe(true)
  apiCalls.length = 0
  await next.click()
  await expect(page).toHaveURL(/\/prodotti\?page=2$/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // The mouse, left where the link was, now stands on one of page 2's cards. That card came to
  // the mouse, not the mouse to it: nothing is fetched for it until the mouse moves.
  await page.waitForTimeout(500)
  expect(apiCalls).toEqual([])
})
