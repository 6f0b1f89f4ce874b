import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rulesOf } from '../../test/style-rules'

const declarationsOf = (file: string, selector: string) =>
  Object.assign(
    {},
    ...rulesOf(readFileSync(join(import.meta.dirname, file), 'utf8'))
      .filter((rule) => rule.media === null && rule.selector === selector)
      .map((rule) => rule.declarations),
  ) as Record<string, string>

/** The `ch` a width counts, over whatever else it adds (padding, steps, borders). */
const digitsIn = (width: string | undefined) => Number(/(\d+(?:\.\d+)?)ch\b/.exec(width ?? '')?.[1] ?? 0)

// jsdom draws nothing: what a browser would lay out is read from the rules it would apply.
describe('the quantity field', () => {
  // The item limit's message shows for 10000 to 99999 typed; a 3.5rem field held four digits and
  // the fifth slid under the plus.
  it('is as wide as five digits of one width, beside its own side padding', () => {
    const input = declarationsOf('quantity-selector.module.css', '.input')
    expect(digitsIn(input.width)).toBeGreaterThanOrEqual(5)
    expect(input['font-variant-numeric']).toBe('tabular-nums')
    // The width is the box's (border-box): over the digits, at least both sides' padding.
    const padding = Number.parseFloat(input['padding-inline'] ?? 'NaN')
    const beside = Number(/\+ (\d+(?:\.\d+)?)rem\)$/.exec(input.width ?? '')?.[1] ?? 0)
    expect(beside).toBeGreaterThanOrEqual(2 * padding)
  })

  it('has its stepper drawn as wide while stock loads, its ch counted in the same bold font', () => {
    const input = declarationsOf('quantity-selector.module.css', '.input')
    const skeleton = declarationsOf('add-to-cart-skeleton.module.css', '.stepper')
    expect(skeleton.width).toBe(`calc(88px + ${input.width?.replace(/^calc\((.*)\)$/, '$1')} + 2px)`)
    expect(skeleton['font-weight']).toBe(input['font-weight'])
  })
})
