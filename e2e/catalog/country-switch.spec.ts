import { shopName } from '@storefront/shared/constants'
import { countryName } from '@storefront/shared/i18n'
import { expect, type Locator, test } from '../support/test'
import { texts } from '../support/texts'

const t = texts('it')
const uk = countryName('GB', 'it-IT')

test.use({ locale: 'it-IT' })

test('switching to the United Kingdom and confirming shows prices in pounds', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
  await page.getByLabel(t('common:header.country.change')).selectOption('GB')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  await dialog
    .getByRole('button', { name: t('common:countryChange.continue', { country: uk, shop: shopName }) })
    .click()
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/it\/prodotti/)
  await expect(page.getByTestId('price-amount').first()).toHaveText(/£/)
  // The edge reads the country the shell stored: the next visit without a market stays British.
  await page.goto('/')
  await expect(page).toHaveURL(/\/united-kingdom\/gbp\/[a-z]{2}\/$/)
})

test("the browser's Back while the country dialog asks answers no, on the page gone back to", async ({
  page,
}) => {
  await page.goto('/italy/eur/it/prodotti')
  await page.getByRole('link', { name: t('catalog:pagination.next') }).click()
  await expect(page).toHaveURL(/\/prodotti\?page=2$/)
  await page.getByLabel(t('common:header.country.change')).selectOption('CH')
  await expect(page.getByRole('dialog', { name: t('common:countryChange.title') })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotti$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByLabel(t('common:header.country.change'))).toHaveValue('IT')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
})

test('cancelling the country change keeps the old country', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
  const selector = page.getByLabel(t('common:header.country.change'))
  // A shopper's select has focus when it changes; selectOption alone does not give it any.
  await selector.focus()
  await selector.selectOption('GB')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  const goBack = dialog.getByRole('button', {
    name: t('common:countryChange.goBack', { country: countryName('IT', 'it-IT'), shop: shopName }),
  })
  // Enter on a dialog that just opened must not change the market: focus starts on staying.
  await expect(goBack).toBeFocused()
  // A modal keeps the keyboard inside: Tab never reaches the header or the page behind it.
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key)
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement))
    const onPage = await page.evaluate(() => document.activeElement !== document.body)
    // Between its last and first control the browser's own toolbar may take focus: never the page.
    expect(inside || !onPage).toBe(true)
  }
  await goBack.focus()
  await goBack.click()
  await expect(dialog).toBeHidden()
  await expect(selector).toBeFocused()
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotti/)
  await expect(selector).toHaveValue('IT')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
})

test('a keyboard visitor steps through the countries and is asked only at Enter', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
  const selector = page.getByLabel(t('common:header.country.change'))
  await selector.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  await expect(selector).not.toHaveValue('IT')
  await expect(selector).toBeFocused()
  await expect(dialog).toHaveCount(0)
  await page.keyboard.press('Enter')
  // The Enter that chose opens the question; it does not also answer it.
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/italy\/eur\/it\/prodotti$/)
})

test('a country chosen with the arrows and left with Tab asks, and focus comes back to the select', async ({
  page,
}) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
  const selector = page.getByLabel(t('common:header.country.change'))
  await selector.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  const dialog = page.getByRole('dialog', { name: t('common:countryChange.title') })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(selector).toBeFocused()
  await expect(selector).toHaveValue('IT')
})

test('Escape takes back a country stepped to with the arrows', async ({ page }) => {
  await page.goto('/italy/eur/it/prodotti')
  await expect(page.getByTestId('price-amount').first()).toHaveText(/€/)
  const selector = page.getByLabel(t('common:header.country.change'))
  await selector.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Escape')
  await expect(selector).toHaveValue('IT')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('on a phone the dialog keeps each country name in one piece', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const fr = texts('fr')
  await page.goto('/italy/eur/fr/produits')
  await page.getByLabel(fr('common:header.country.change')).selectOption('NL')
  const dialog = page.getByRole('dialog', { name: fr('common:countryChange.title') })
  const netherlands = countryName('NL', 'fr-FR')
  const onward = dialog.getByRole('button', {
    name: fr('common:countryChange.continue', { country: netherlands, shop: shopName }),
  })
  await expect(onward).toBeVisible()
  // "Continuer vers La Dispensa Pays-Bas" may take two lines there; a break falls before the name.
  expect(await linesOfName(onward, netherlands)).toBe(1)
  // The sentence above the buttons, "… : Italie → Pays-Bas. Les prix…", at every phone width:
  // wherever its lines break, none breaks inside a name.
  const sentence = page.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`)
  await expect(sentence).toContainText(netherlands)
  const split: number[] = []
  for (let width = 300; width <= 480; width += 6) {
    await page.setViewportSize({ width, height: 844 })
    for (const name of [countryName('IT', 'fr-FR'), netherlands])
      if ((await linesOfName(sentence, name)) !== 1) split.push(width)
  }
  expect(split).toEqual([])
})

/** How many lines the first occurrence of `name` in the element's text takes (0: not there). */
function linesOfName(element: Locator, name: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const text = root.textContent ?? ''
    const at = text.indexOf(wanted)
    if (at < 0) return 0
    // The name may sit in a text node of its own or inside a longer one.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let offset = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0
      if (at >= offset && at + wanted.length <= offset + length) {
        const range = document.createRange()
        range.setStart(node, at - offset)
        range.setEnd(node, at - offset + wanted.length)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      offset += length
    }
    return 0
  }, name)
}
