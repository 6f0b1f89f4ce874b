// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(join(import.meta.dirname, 'mini-cart.module.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)

/** The declarations of the rules for `selector` (its first line) in the blocks for exactly `media`. */
function declared(media: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return css
    .split(`@media ${media} {`)
    .slice(1)
    .map((block) => new RegExp(`${escaped}[^{]*\\{([^}]*)\\}`).exec(block)?.[1] ?? '')
    .join(';')
}

describe("the mini-cart's count in forced colours (Windows contrast themes)", () => {
  // The badge is a fill, which those themes drop: the count stood loose by the bag.
  it('keeps an edge round the count', () => {
    expect(declared('(forced-colors: active)', '.badge,')).toMatch(/outline: 1px solid/)
  })

  // Forced, every side of the busy ring took one colour: a whole ring turning looks still.
  it("turns an add's ring in the theme's selection colour, and shows it whole where motion is reduced", () => {
    const busy = declared('(forced-colors: active)', '.badge[data-busy]::after')
    expect(busy).toMatch(/forced-color-adjust: none/)
    expect(busy).toMatch(/border-color: Highlight Highlight transparent transparent/)
    expect(
      declared('(forced-colors: active) and (prefers-reduced-motion: reduce)', '.badge[data-busy]::after'),
    ).toMatch(/border-color: Highlight;?/)
  })
})
