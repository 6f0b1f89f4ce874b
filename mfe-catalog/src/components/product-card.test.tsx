import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
