import { type Locale, locales } from '@storefront/shared/markets'
import { pathTo, type RouteBase } from '@storefront/shared/routes'
import { expect, test } from '../support/test'
import { texts, untranslatedKeys } from '../support/texts'

test.use({ locale: 'it-IT' })

test('switching to French keeps the market and uses French words and paths', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  const card = page.getByTestId('product-card').first()
  const code = await card.getAttribute('data-code')
  await page.getByLabel(texts('it')('common:header.language.change')).selectOption('fr')
  await expect(page).toHaveURL(/\/italy\/eur\/fr\/produits/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.locator(`[data-testid="product-card"][data-code="${code}"]`).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/italy/eur/fr/produit/${code}`))
  await expect(page.getByRole('button', { name: texts('fr')('catalog:product.addToCart') })).toBeVisible()
})

test('a keyboard visitor steps through the languages with the arrows and switches at Enter', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const select = page.getByLabel(texts('it')('common:header.language.change'))
  await select.focus()
  // Chromium outside macOS fires `change` at each arrow on a closed select: it, en, de, es.
  for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('es')
  await expect(select).toBeFocused()
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotti$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/italy\/eur\/es\/productos$/)
})

test("the footer's shop texts and customer care open in the page's language", async ({ page }) => {
  await page.goto('/france/eur/fr/produits')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  const fr = texts('fr')
  // The texts are a chunk of their own: none of it is on the page until asked for.
  await expect(page.getByText(/dans les 14 jours suivant la livraison/)).toHaveCount(0)
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: fr('common:footer.returns') })
    .click()
  const dialog = page.getByRole('dialog', { name: fr('common:footer.returns') })
  await expect(dialog.getByText(/dans les 14 jours suivant la livraison/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: fr('common:footer.returns') }),
  ).toBeFocused()

  // Customer care comes from the edge's configuration (.dev.vars), through the bootstrap.
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: fr('common:footer.contact') })
    .click()
  const contact = page.getByRole('dialog', { name: fr('common:contact.title') })
  await expect(contact.locator('a[href^="mailto:"]')).toHaveText(/@/)
  await expect(contact.locator('a[href^="tel:+"]')).toBeVisible()
})

test('a Swiss German visitor reads ss wherever Germany writes ß', async ({ page }) => {
  const de = texts('de')
  const vinegar = { name: 'product', code: 'VINEGAR-MODENA-IGP-250' } as const
  const bodyText = () => page.evaluate(() => document.body.innerText)
  // The same page in Germany, so the Swiss one is known to have had an ß to respell.
  await page.goto(pathTo({ prefix: '/germany/eur/de', locale: 'de' }, vinegar))
  await expect(page.getByText(/süßsauer/)).toBeVisible()

  const swiss: RouteBase = { prefix: '/switzerland/chf/de', locale: 'de' }
  await page.goto(pathTo(swiss, vinegar))
  await expect(page.getByText(/süsssauer/)).toBeVisible()
  await page.getByRole('button', { name: de('catalog:product.addToCart') }).click()
  await expect(page.getByText(de('catalog:product.added'))).toBeVisible()
  expect(await bodyText()).not.toContain('ß')

  await page.goto(pathTo(swiss, { name: 'cart' }))
  await expect(page.getByRole('checkbox', { name: 'Kostenlose Grusskarte' })).toBeVisible()
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: de('common:footer.returns') })
    .click()
  await expect(page.getByRole('dialog').getByText(/einschliesslich/)).toBeVisible()
  expect(await bodyText()).not.toContain('ß')

  await page.goto(pathTo(swiss, { name: 'listing' }))
  await expect(page.getByRole('link', { name: 'Süsses' })).toBeVisible()
  expect(await bodyText()).not.toContain('ß')
})

for (const locale of locales) {
  test(`the listing renders in ${locale} without an untranslated key`, async ({ page }) => {
    await page.goto(`/italy/eur/${locale}/`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const t = texts(locale as Locale)
    await expect(page.getByPlaceholder(t('common:header.search.placeholder'))).toBeVisible()
    expect(await untranslatedKeys(page)).toEqual([])
  })
}
