import { holdRequests } from '../support/hold'
import { expect, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('en')

test.use({ locale: 'en-GB' })

test('search shows progress, then results, and says when nothing matches', async ({ page }) => {
  await page.goto('/united-kingdom/gbp/en/')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  // Hold the API's answer so the in-progress state can be seen; it is answered unchanged.
  const release = await holdRequests(page, /\/api\/skus\?/)
  const box = page.getByRole('searchbox', { name: t('common:header.search.label') })
  await box.fill('oil')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\/search\?q=oil/)
  await expect(page.getByTestId('search-in-progress')).toHaveText(t('catalog:search.inProgress'))
  release()
  await expect(page.getByTestId('search-results')).toBeVisible()
  // The products' own grid; gift boxes the search finds have a section of their own.
  const names = await page
    .getByRole('list', { name: t('catalog:search.resultsFor', { query: 'oil' }) })
    .getByTestId('product-card')
    .getByRole('link')
    .allInnerTexts()
  expect(names.length).toBeGreaterThan(0)
  expect(names.every((name) => /oil/i.test(name))).toBe(true)
  await page.unroute(/\/api\/skus\?/)

  await box.fill('zzzz-nothing')
  await box.press('Enter')
  await expect(page.getByTestId('search-no-results')).toContainText(
    t('catalog:search.noResults', { query: 'zzzz-nothing' }),
  )
  // Not a dead end: the categories lead on.
  const browse = page.getByRole('region', { name: t('catalog:search.browseInstead') })
  await browse.getByRole('link', { name: 'Wines' }).click()
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\/categories\/wines$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Wines' })).toBeVisible()
})

test('many results come a page at a time; a long search is a search that finds nothing', async ({ page }) => {
  // Most products' names have an "e": more than one page of 25.
  await page.goto('/united-kingdom/gbp/en/search?q=e')
  const results = page.getByRole('list', { name: t('catalog:search.resultsFor', { query: 'e' }) })
  await expect(results.getByTestId('product-card')).toHaveCount(25)
  // The count takes in the gift boxes too; they show on the first page only.
  const boxes = await page
    .getByRole('region', { name: t('catalog:card.bundles') })
    .getByTestId('product-card')
    .count()
  const total = Number((await page.getByText(/^\d+ results$/).innerText()).match(/\d+/)?.[0]) - boxes
  expect(total).toBeGreaterThan(25)
  const pages = Math.ceil(total / 25)
  const nav = page.getByRole('navigation', { name: t('catalog:pagination.label') })
  await expect(nav).toContainText(t('catalog:pagination.page', { page: 1, pages }))
  await nav.getByRole('link', { name: t('catalog:pagination.next') }).click()
  await expect(page).toHaveURL(/\/search\?q=e&page=2$/)
  await expect(results.getByTestId('product-card')).toHaveCount(Math.min(25, total - 25))
  await expect(page.getByRole('region', { name: t('catalog:card.bundles') })).toHaveCount(0)
  await expect(nav).toContainText(t('catalog:pagination.page', { page: 2, pages }))

  // Longer than the 50 bytes D1 allows a LIKE pattern: no results, not an error.
  await page.goto(`/united-kingdom/gbp/en/search?q=${'olive'.repeat(40)}`)
  await expect(page.getByTestId('search-no-results')).toBeVisible()
})

test('a search for gift boxes finds the boxes, though no product matches', async ({ page }) => {
  await page.goto('/united-kingdom/gbp/en/search?q=gift%20box')
  const boxes = page.getByRole('region', { name: t('catalog:card.bundles') })
  await expect(boxes.getByTestId('product-card').first()).toBeVisible()
  expect(await boxes.getByTestId('product-card').count()).toBeGreaterThan(1)
  await expect(page.getByTestId('search-no-results')).toHaveCount(0)
  await boxes.getByTestId('product-card').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/en\/bundle\/GIFT-/)
  await expect(page.getByTestId('availability')).toBeVisible()
})

test('a short word is looked for where words start; accented words are found in descriptions too', async ({
  page,
}) => {
  // Inside other words the API finds "gin" in "extra virgin" and "rum" in "durum" and "agrumi".
  for (const query of ['gin', 'rum']) {
    await page.goto(`/united-kingdom/gbp/en/search?q=${query}`)
    await expect(page.getByTestId('search-no-results')).toContainText(
      t('catalog:search.noResults', { query }),
    )
  }
  // A longer word counts inside another, as compounds hold it: "Essig" in "Balsamessig",
  // "vergine" in "extravergine", written apart or with a hyphen.
  await page.goto('/germany/eur/de/suche?q=Essig')
  await expect(page.locator('[data-testid="product-card"][data-code="VINEGAR-MODENA-IGP-250"]')).toBeVisible()
  for (const query of ['extra vergine', 'extra-vergine']) {
    await page.goto(`/italy/eur/it/cerca?q=${encodeURIComponent(query)}`)
    await expect(page.locator('[data-testid="product-card"][data-code="OIL-EVO-TUSCANY-500"]')).toBeVisible()
  }
  // A word short only once its plural is cut ("boxes", asked for as "box") starts a word too.
  await page.goto('/united-kingdom/gbp/en/search?q=boxes')
  await expect(
    page.getByRole('region', { name: t('catalog:card.bundles') }).getByTestId('product-card'),
  ).not.toHaveCount(0)
  // Only the balsamic glaze's German description speaks of cheese: "für Käse, Fleisch und Desserts".
  for (const query of ['Käse', 'Kaese']) {
    await page.goto(`/germany/eur/de/suche?q=${encodeURIComponent(query)}`)
    await expect(page.locator('[data-testid="product-card"][data-code="VINEGAR-GLAZE-150"]')).toBeVisible()
  }
})

test.describe('search by words', () => {
  test.use({ locale: 'it-IT' })

  test('words typed without accents and in any order find the products and boxes that have them all', async ({
    page,
  }) => {
    const italian = texts('it')
    await page.goto('/italy/eur/it/')
    const box = page.getByRole('searchbox', { name: italian('common:header.search.label') })
    await box.fill('caffe espresso')
    await box.press('Enter')
    const results = page.getByRole('list', {
      name: italian('catalog:search.resultsFor', { query: 'caffe espresso' }),
    })
    await expect(results.getByText('Caffè espresso in grani 1 kg')).toBeVisible()
    // Every word must match, in one of the shop's languages: a coffee nothing says is for espresso
    // stays out (the moka grind comes along: German calls the moka pot an "Espressokanne").
    await expect(results.getByText('Caffè decaffeinato macinato 250 g')).toHaveCount(0)

    // Words in another order than the name's: "Olio extravergine di oliva toscano IGP 500 ml".
    await box.fill('toscano olio')
    await box.press('Enter')
    const oils = page.getByRole('list', {
      name: italian('catalog:search.resultsFor', { query: 'toscano olio' }),
    })
    await expect(oils.locator('[data-code="OIL-EVO-TUSCANY-500"]')).toBeVisible()
    await expect(oils.locator('[data-code="OIL-LEMON-250"]')).toHaveCount(0)

    // A German keyboard without umlauts spells them out.
    const de = texts('de')
    await page.goto('/germany/eur/de/suche?q=olivenoel')
    const found = page.getByRole('list', { name: de('catalog:search.resultsFor', { query: 'olivenoel' }) })
    await expect(found.getByTestId('product-card').first()).toBeVisible()
    for (const name of await found.getByTestId('product-card').allInnerTexts())
      expect(name).toMatch(/Olivenöl/)

    // And one typing the umlaut finds the oils, not every word with "ol" in it (Barolo, Kaffee-Öl…).
    await page.goto('/germany/eur/de/suche?q=%C3%96l')
    const oil = page.getByRole('list', { name: de('catalog:search.resultsFor', { query: 'Öl' }) })
    await expect(oil.getByTestId('product-card').first()).toBeVisible()
    for (const name of await oil.getByTestId('product-card').allInnerTexts()) expect(name).toMatch(/öl/i)

    // Gift boxes too: "Caja regalo Pausa café".
    const es = texts('es')
    await page.goto('/spain/eur/es/buscar?q=pausa%20cafe')
    const boxes = page.getByRole('region', { name: es('catalog:card.bundles') })
    await expect(boxes.locator('[data-code="GIFT-COFFEE-BREAK"]')).toBeVisible()
  })

  test("a category's name finds its products, first, though no product's name holds it", async ({ page }) => {
    const italian = texts('it')
    await page.goto('/italy/eur/it/categorie/wines')
    const category = page.getByTestId('product-card')
    await expect(category.first()).toBeVisible()
    const wines = await category.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-code')))
    expect(wines.length).toBeGreaterThan(3)

    // The category is "Vini"; "vino", its singular, is what many type.
    for (const query of ['vini', 'vino']) {
      await page.goto(`/italy/eur/it/cerca?q=${query}`)
      const results = page.getByRole('list', { name: italian('catalog:search.resultsFor', { query }) })
      await expect(results.getByTestId('product-card').first()).toBeVisible()
      const found = await results
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-code')))
      expect(found).toEqual(expect.arrayContaining(wines))
      // The wines first: what else the words find (the balsamic's "aceto di vino") only mentions them.
      expect(found.slice(0, wines.length).sort()).toEqual([...wines].sort())
    }
  })
})
