import { expect, type Page, test } from '../support/test'
import { texts } from '../support/texts'

type Pushed = { event?: string; ecommerce?: { items?: { item_name?: string }[] }; search_term?: string }

/** What the page pushed to GA4's data layer under an event's name. */
const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) => ((window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  )

const namesOf = (entries: Pushed[]) =>
  entries.flatMap((entry) => entry.ecommerce?.items ?? []).map((item) => item.item_name)

test.use({ locale: 'it-IT' })

test('a product seen in Italian, then in French, is one view, under the name its add to cart has too', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/prodotto/COFFEE-NAPOLETANA-500')
  await expect.poll(async () => (await pushed(page, 'view_item')).length).toBe(1)
  const [viewed] = await pushed(page, 'view_item')
  expect(viewed?.ecommerce?.items).toEqual([
    expect.objectContaining({
      item_id: 'COFFEE-NAPOLETANA-500',
      item_name: 'Neapolitan blend coffee beans 500 g',
      item_category: 'coffee',
    }),
  ])

  await page.getByLabel(texts('it')('common:header.language.change')).selectOption('fr')
  await expect(page).toHaveURL(/\/italy\/eur\/fr\/produit\/COFFEE-NAPOLETANA-500$/)
  // Added once the French page has drawn, so a second view, had it come, would be in by then.
  await page.getByRole('button', { name: texts('fr')('catalog:product.addToCart') }).click()
  await expect.poll(async () => (await pushed(page, 'add_to_cart')).length).toBe(1)
  expect(await pushed(page, 'view_item')).toHaveLength(1)
  expect(namesOf(await pushed(page, 'add_to_cart'))).toEqual(['Neapolitan blend coffee beans 500 g'])
})

test('a search is reported with its words, also when it finds nothing', async ({ page }) => {
  await page.goto('/italy/eur/it/cerca?q=zzzz-nulla')
  await expect(page.getByTestId('search-no-results')).toBeVisible()
  await expect
    .poll(async () => (await pushed(page, 'search')).map((entry) => entry.search_term))
    .toEqual(['zzzz-nulla'])
})
