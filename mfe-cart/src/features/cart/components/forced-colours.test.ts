// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The declarations for `selector` (a rule's whole selector) in a stylesheet's forced-colours blocks
 * (Windows contrast themes), which drop every fill and shadow and draw every edge in one colour.
 */
function inForcedColours(file: string, selector: string): string {
  const css = readFileSync(join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return css
    .split('@media (forced-colors: active) {')
    .slice(1)
    .map((block) => new RegExp(`(?:^|[{};])\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(block)?.[1] ?? '')
    .join(';')
}

describe('the cart in forced colours', () => {
  // A code on the order was a loose line of words with a × after it, at work or not.
  it('draws an applied code as a chip, dashed when it takes nothing off', () => {
    expect(inForcedColours('side-forms.module.css', '.chip')).toMatch(/border: 1px solid/)
    expect(inForcedColours('side-forms.module.css', '.chip[data-idle="true"]')).toMatch(
      /border-style: dashed/,
    )
  })

  // A line with the greeting card differed from one without by its tick only.
  it("marks a line's greeting card toggle that is on in the theme's selection colour, and edges its other options", () => {
    expect(inForcedColours('line-item.module.css', '.cardOn')).toMatch(/border-color: Highlight/)
    expect(inForcedColours('line-item.module.css', '.option')).toMatch(/border: 1px solid/)
  })
})
