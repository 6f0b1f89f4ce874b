import { servedVersion } from '../support/registry'
import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')

test.use({ locale: 'it-IT' })

interface Manifest {
  readonly shared: readonly {
    readonly name: string
    readonly version: string
    readonly assets: { readonly js: { readonly sync: readonly string[] } }
  }[]
}

async function manifestOf(page: Page, app: string): Promise<Manifest> {
  const response = await page.request.get(`/_mf/${app}/${servedVersion(app)}/mf-manifest.json`)
  return (await response.json()) as Manifest
}

/**
 * The files of the shared modules the cart runs its own copy of (the shell provides no copy at
 * that version), e.g. `validation` with zod: chunks its page needs beyond its entry and exposed
 * module, loaded by the federation runtime's share scope rather than by the page's code.
 */
async function cartOwnSharedFiles(page: Page): Promise<RegExp> {
  const [shell, cart] = await Promise.all([manifestOf(page, 'shell'), manifestOf(page, 'cart')])
  const provided = new Set(shell.shared.map(({ name, version }) => `${name}@${version}`))
  const files = cart.shared
    .filter(({ name, version }) => !provided.has(`${name}@${version}`))
    .flatMap(({ assets }) => assets.js.sync)
  expect(files.length, 'the cart runs a shared module of its own').toBeGreaterThan(0)
  const names = files.map((file) => file.replace(/[.]/g, '\\.')).join('|')
  return new RegExp(`/_mf/cart/[^/]+/(${names})$`)
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

const fallbackIn = (page: Page) =>
  page.getByRole('alert').filter({ hasText: t('common:remoteUnavailable.title') })

test('when a secondary chunk of the catalog fails, retry mounts it once it is back', async ({ page }) => {
  // Every script of the catalog but its entry and its exposed module: the chunks they need.
  const secondaryChunks = /\/_mf\/catalog\/[^/]+\/(?!remoteEntry\.|__federation_expose_)[^/]+\.js$/
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

/** From the listing to the cart page while the cart's own shared chunks fail: its fallback shows. */
async function openCartWithItsSharedChunksFailing(page: Page) {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('mini-cart')).toBeVisible({ timeout: 30_000 })
  const ownShared = await cartOwnSharedFiles(page)
  await page.route(ownShared, (route) => route.abort('connectionrefused'))
  await page.getByTestId('mini-cart').click()
  const fallback = fallbackIn(page)
  await expect(fallback).toBeVisible({ timeout: 30_000 })
  return { ownShared, fallback }
}

test("when a chunk of the cart's own shared code fails, retry mounts the cart page, and so does coming back", async ({
  page,
}) => {
  const { ownShared, fallback } = await openCartWithItsSharedChunksFailing(page)
  await expect(page.getByTestId('mini-cart')).toBeVisible()

  await page.unroute(ownShared)
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

test('coming back to the cart page after its shared chunk failed, without retrying, mounts it', async ({
  page,
}) => {
  const { ownShared } = await openCartWithItsSharedChunksFailing(page)

  await page.unroute(ownShared)
  await awayAndBackToCart(page)
  await expect(page.getByRole('heading', { level: 1, name: t('cart:empty.title') })).toBeVisible()
  await expect(fallbackIn(page)).toBeHidden()
})
