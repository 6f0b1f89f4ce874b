import { storageKeys } from '@storefront/shared/constants'
import { demoCustomer } from '../support/stack'
import { type BrowserContext, expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

test.use({ locale: 'it-IT' })

const t = texts('it')

/** The token requests the page sends, with their grants, and every refused response. */
function watch(page: Page) {
  const grants: string[] = []
  const refused: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/token')) grants.push(String(request.postDataJSON()?.grant))
  })
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
  })
  return { grants, refused }
}

/** Signed in on an earlier visit: the edge left the refresh cookie, the page its user entry. */
async function signedInEarlier(context: BrowserContext): Promise<void> {
  const login = await context.request.post('/api/token', {
    data: { grant: 'password', market: 'it', username: demoCustomer.email, password: demoCustomer.password },
  })
  expect(login.ok()).toBe(true)
  await context.addInitScript(([key, email]) => localStorage.setItem(key, JSON.stringify({ email })), [
    storageKeys.user,
    demoCustomer.email,
  ] as const)
}

test("a guest's first visit asks for one token and meets no refusal", async ({ page }) => {
  const seen = watch(page)
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByRole('link', { name: t('common:header.account.signIn') })).toBeVisible()
  expect(seen.grants).toEqual(['session'])
  expect(seen.refused).toEqual([])
})

test("a returning customer's session is restored from the refresh cookie by that same request", async ({
  page,
}) => {
  await signedInEarlier(page.context())
  const seen = watch(page)
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByRole('link', { name: t('common:header.account.label') })).toBeVisible()
  expect(seen.grants).toEqual(['session'])
  expect(seen.refused).toEqual([])
})

test('a customer who opens three tabs at once stays signed in, in each and afterwards', async ({
  context,
  page,
}) => {
  await signedInEarlier(context)
  // Each tab's page spends the single-use refresh cookie: sent together, all but one were
  // refused, and their answers cleared the cookie the first had just been given.
  const tabs = [page, await context.newPage(), await context.newPage()]
  await Promise.all(tabs.map((tab) => tab.goto('/italy/eur/it/prodotti')))
  for (const tab of tabs)
    await expect(tab.getByRole('link', { name: t('common:header.account.label') })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: t('common:header.account.label') })).toBeVisible()
})

test('a first token request stuck on the way is asked again, and the shop opens', async ({ page }) => {
  const seen = watch(page)
  let stuck = true
  await page.route('**/api/token', async (route) => {
    // Never answered: a mobile connection that stalled after sending.
    if (stuck) {
      stuck = false
      return
    }
    await route.continue()
  })
  await page.clock.install()
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByRole('banner')).toBeVisible()
  expect(seen.grants).toEqual(['session'])
  // Past the time limit on the page's clock: the session asks again on its own.
  await page.clock.runFor(16_000)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  expect(seen.grants).toEqual(['session', 'session'])
})

test('with no token to be had, the page says so and offers a retry; the header keeps no cart waiting', async ({
  page,
}) => {
  let down = true
  await page.route('**/api/token', (route) =>
    down ? route.fulfill({ status: 503, json: { errors: [{ code: 'generic_error' }] } }) : route.continue(),
  )
  await page.goto('/italy/eur/it/prodotti')
  const error = page.getByRole('heading', { level: 1, name: t('common:errorPage.title') })
  await expect(error).toBeVisible()
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible()
  // A count the cart can never read is not shown as loading.
  await expect(page.getByTestId('mini-cart-slot')).toBeEmpty()

  down = false
  await page
    .getByRole('main')
    .getByRole('button', { name: t('common:errorPage.retry') })
    .click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByTestId('mini-cart-slot').getByRole('link')).toBeVisible()
  await expect(error).toBeHidden()
})
