import { describe, expect, it } from 'vitest'
import { unknownShopTokens } from './design-tokens.mjs'
import { tempTree } from './testing/temp-tree.mjs'

/** @param {Record<string, string>} files */
const appWith = (files) => tempTree('tokens-', files)

describe('unknownShopTokens', () => {
  it('accepts the tokens the shop defines, with or without a fallback', () => {
    const dir = appWith({
      'a/card.module.css': '.card { color: var(--shop-color-ink); padding: var(--shop-space-4, 1rem) }',
    })
    expect(unknownShopTokens(dir)).toEqual([])
  })

  it('names a misspelt token, once per file that reads it', () => {
    const dir = appWith({
      'a/card.module.css':
        '.card { color: var(--shop-colour-ink, #000) } .b { color: var(--shop-colour-ink) }',
      'b.css': '.x { margin: var( --shop-spaec-2) }',
    })
    expect(unknownShopTokens(dir).sort()).toEqual([
      'a/card.module.css: --shop-colour-ink',
      'b.css: --shop-spaec-2',
    ])
  })

  it('accepts a token the app declares itself or sets from a script, not one only a test sets', () => {
    const dir = appWith({
      'own.css': ':root { --shop-own-width: 2rem } .x { width: var(--shop-own-width) }',
      'runtime.css': '.y { top: var(--shop-measured-top) } .z { top: var(--shop-test-only) }',
      'measure.ts': "document.documentElement.style.setProperty('--shop-measured-top', '3px')",
      'measure.test.ts': "style.setProperty('--shop-test-only', '1px')",
    })
    expect(unknownShopTokens(dir)).toEqual(['runtime.css: --shop-test-only'])
  })
})
