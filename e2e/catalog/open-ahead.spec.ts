import { expect, test } from '../support/test'

test.use({ locale: 'it-IT' })

test('a product the mouse rests on is fetched ahead: its page opens with no request of its own', async ({
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
})
