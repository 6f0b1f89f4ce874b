// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(join(import.meta.dirname, 'selector.module.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)

/** The declarations for `.select` in the stylesheet's blocks for `media`. */
function selectIn(media: string): string {
  return css
    .split(`@media ${media} {`)
    .slice(1)
    .map((block) => /\.select\s*\{([^}]*)\}/.exec(block)?.[1] ?? '')
    .join(';')
}

describe('the country and language selects', () => {
  // Their arrow is two gradients, which forced colours (Windows contrast themes) drop: the select
  // read as a box of text, with nothing saying it opens.
  it('show an arrow in forced colours: the native one, the drawn one left out', () => {
    expect(css).toMatch(/\.select\s*\{[^}]*appearance: none[^}]*background-image:\s*linear-gradient/)
    const forced = selectIn('(forced-colors: active)')
    expect(forced).toMatch(/appearance: auto/)
    expect(forced).toMatch(/background-image: none/)
  })
})
