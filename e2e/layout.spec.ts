import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '@storefront/shared/routes'
import { addFromPage, italyInEnglish, openCart } from './support/cart'

// Phone, the tablet range where the header wraps to two rows, desktop, and a screen wider than
// the content, where every part centres itself.
const widths = [390, 800, 1280, 1600]

/** The left edges of the header's logo, the screen's first heading and the footer's first column. */
async function leftEdges(page: Page): Promise<Record<string, number>> {
  const left = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox()
    if (!box) throw new Error(`${selector} is not on the page`)
    return Math.round(box.x)
  }
  return {
    logo: await left('header a'),
    heading: await left('main h1'),
    footer: await left('footer p'),
  }
}

/**
 * The shell draws the header and footer, the catalog and the cart draw their screens: three
 * teams, one page. Their content starts on the same line at every width, or the page looks
 * assembled from parts.
 */
test('the header, every screen and the footer share one left edge at every width', async ({ page }) => {
  await addFromPage(page, { name: 'product', code: 'OIL-EVO-TUSCANY-500' })
  const screens = ['listing', 'categories', 'cart'] as const
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    for (const name of screens) {
      if (name === 'cart') await openCart(page)
      else await page.goto(pathTo(italyInEnglish, { name }))
      await expect(page.locator('main h1')).toBeVisible()
      const edges = await leftEdges(page)
      expect(edges, `${name} at ${width}px`).toEqual({
        logo: edges.logo,
        heading: edges.logo,
        footer: edges.logo,
      })
    }
  }
})
