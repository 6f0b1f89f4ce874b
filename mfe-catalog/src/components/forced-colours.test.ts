// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rulesOf } from '../test/style-rules'

/**
 * What a forced-colours rule (Windows contrast themes) of a stylesheet of this folder declares
 * for `selector`. Those themes drop every fill and shadow; what a fill alone drew is gone unless a
 * rule there gives it an edge or a system colour.
 */
function inForcedColours(file: string, selector: string): Readonly<Record<string, string>> {
  const rules = rulesOf(readFileSync(join(import.meta.dirname, file), 'utf8'))
  const forced = rules.filter(
    (rule) => rule.media === '(forced-colors: active)' && rule.selector === selector,
  )
  return Object.assign({}, ...forced.map((rule) => rule.declarations))
}

describe('the catalog in forced colours', () => {
  // "Sold out" and "−17%" were loose words over a card's picture, the discount beside the
  // price one more price.
  it('keeps its badges badges: an edge round a card badge and the discount', () => {
    expect(inForcedColours('product-card.module.css', '.badge').border).toMatch(/^1px solid/)
    expect(inForcedColours('price.module.css', '.discount').border).toMatch(/^1px solid/)
  })

  // The dot went and left a gap before "In stock".
  it('draws the availability dot in the text colour of the theme, on the page and on a card', () => {
    expect(inForcedColours('stock/availability-note.module.css', '.dot').background).toBe('CanvasText')
    expect(inForcedColours('product-card.module.css', '.dot').background).toBe('CanvasText')
  })

  it('keeps the delivery lines in a box of their own', () => {
    expect(inForcedColours('stock/delivery-note.module.css', '.delivery').border).toMatch(/^1px solid/)
  })

  // Every edge takes one colour there: a chosen option differed from the others by its tick only.
  it("marks a chosen option's whole box in the theme's selection colour", () => {
    expect(inForcedColours('sku-options.module.css', '.choosable:has(:checked)')).toMatchObject({
      'border-color': 'Highlight',
      outline: '1px solid Highlight',
    })
  })
})

describe('the catalog on paper', () => {
  // Printing drops fills as forced colours do, unless the rule asks to keep them.
  it('prints the availability dot, on the page and on a card', () => {
    for (const file of ['stock/availability-note.module.css', 'product-card.module.css']) {
      const dot = rulesOf(readFileSync(join(import.meta.dirname, file), 'utf8')).find(
        (rule) => rule.media === null && rule.selector === '.dot',
      )
      expect(dot?.declarations['print-color-adjust']).toBe('exact')
    }
  })
})
