import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../test/fake-api'
import { listDocument, price, sku } from '../test/json-api'
import { markets, renderCatalog } from '../test/render-catalog'
import { rulesOf } from '../test/style-rules'
import styles from './product-card.module.css'

const cardRules = rulesOf(readFileSync(join(import.meta.dirname, 'product-card.module.css'), 'utf8'))

/** How many lines the card's name shows at most, on a phone or from a tablet up (product-grid's 48rem). */
function linesShown(className: string, wide: boolean): string | undefined {
  const applying = cardRules.filter(
    (rule) =>
      rule.selector === `.${className}` &&
      (rule.media === null || (wide && rule.media === '(min-width: 48rem)')),
  )
  const last = (property: string) => applying.flatMap((rule) => rule.declarations[property] ?? []).at(-1)
  // The clamp takes only on a vertical -webkit-box whose overflow is hidden.
  const boxed = last('display') === '-webkit-box' && last('-webkit-box-orient') === 'vertical'
  if (!boxed || last('overflow') !== 'hidden' || last('line-clamp') !== last('-webkit-line-clamp')) return
  return last('-webkit-line-clamp')
}

const longName =
  'Extra virgin olive oil from hand-picked Taggiasca olives of the Ligurian Riviera, cold pressed within six hours, 500 ml.'

afterEach(() => vi.restoreAllMocks())

describe('a product card', () => {
  // A 120-character name made its card twice its neighbours' height and pushed its price down.
  it('shows a long name on six lines at most on a phone and three from a tablet up, its link named by it whole', async () => {
    const oil = sku({ id: 's1', code: 'OIL-1', name: longName, price: price('p1', 1890) })
    fakeApi({ '/skus': () => listDocument([oil], [price('p1', 1890)]), '/sku_lists': () => listDocument([]) })
    renderCatalog({ name: 'listing' }, markets.gb)
    const card = await screen.findByTestId('product-card')
    // Whole, its size kept to its number by a no-break space.
    const link = within(card).getByRole('link', { name: (name) => name.replace(/\s/g, ' ') === longName })
    // The stylesheet's clamp is the one on the element holding the name.
    expect(link.classList.contains(styles.link as string)).toBe(true)
    expect([linesShown('link', false), linesShown('link', true)]).toEqual(['6', '3'])
  })

  // A name cut by the clamp could not be read whole anywhere on the listing. The hover shows it
  // where it is cut; the link's name already holds it whole, so a screen reader must not get it
  // again as the link's description.
  it('shows a name cut short whole on hover, only where it is cut, and gives the link no second copy of it', async () => {
    // jsdom lays nothing out: the clamped box of the long name is two lines short of its text.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.startsWith('Extra virgin') ? 120 : 40
    })
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40)
    const oil = sku({ id: 's1', code: 'OIL-1', name: longName, price: price('p1', 1890) })
    const pasta = sku({ id: 's2', code: 'PASTA-1', name: 'Spaghetti', price: price('p2', 390) })
    fakeApi({
      '/skus': () => listDocument([oil, pasta], [price('p1', 1890), price('p2', 390)]),
      '/sku_lists': () => listDocument([]),
    })
    renderCatalog({ name: 'listing' }, markets.gb)
    const [long, short] = await screen.findAllByTestId('product-card')
    const link = within(long as HTMLElement).getByRole('link')
    const titled = await waitFor(
      () => {
        const found = (long as HTMLElement).querySelector('[title]')
        expect(found).not.toBeNull()
        return found as HTMLElement
      },
      { timeout: 1000 },
    )
    expect(titled.getAttribute('title')?.replace(/\s/g, ' ')).toBe(longName)
    // Inside the link, not on it: a link's own title is its description, read after its name.
    expect(titled).not.toBe(link)
    expect(link.contains(titled)).toBe(true)
    expect(link.getAttribute('title')).toBeNull()
    expect(link.getAttribute('aria-describedby')).toBeNull()
    expect(link.textContent?.replace(/\s/g, ' ')).toBe(longName)
    expect((short as HTMLElement).querySelector('[title]')).toBeNull()
  })
})
