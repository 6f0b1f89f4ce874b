import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(join(import.meta.dirname, 'shop.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the stylesheet's first rule for `selector`, outside any media query. */
function declarationsOf(selector: string): Record<string, string> {
  const body = new RegExp(
    `(?:^|})\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`,
  ).exec(css)?.[1]
  return Object.fromEntries(
    (body ?? '').split(';').flatMap((line) => {
      const at = line.indexOf(':')
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : []
    }),
  )
}

describe("the shop's page base", () => {
  // The shop has light colours only. A browser's own dark theme (Chrome's auto dark, Android's
  // "darken websites") inverted them, product pictures too, unless the page says "only light".
  it('keeps the page light where the browser would darken it', () => {
    expect(declarationsOf(':root')['color-scheme']).toBe('only light')
  })
})
