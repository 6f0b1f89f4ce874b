import { describe, expect, it } from 'vitest'
import { tempTree } from './testing/temp-tree.mjs'
import { wordsPrints } from './words-prints.mjs'

const words = (title) => `export const catalog = { listing: { title: '${title}' } }\n`

/** Two languages' words, as `shared/src/i18n/locales` holds them. */
const locales = (italianTitle) =>
  tempTree('words-', {
    'it/catalog.ts': words(italianTitle),
    'it/cart.ts': "export const cart = { title: 'Carrello' }\n",
    'it/index.ts': "export * from './catalog'\n",
    'it/page.ts': "export { catalog } from './catalog'\n",
    'en/catalog.ts': words('All products'),
    'en/cart.ts': "export const cart = { title: 'Cart' }\n",
    'en/index.ts': "export * from './catalog'\n",
    'en/page.ts': "export { catalog } from './catalog'\n",
    'README.md': 'How the words are laid out.\n',
  })

describe('wordsPrints', () => {
  it('prints each namespace, not the files that gather them', () => {
    expect(Object.keys(wordsPrints(locales('Tutti i prodotti')))).toEqual(['cart', 'catalog'])
  })

  it('changes the print of the namespace whose words changed in any language, and only that one', () => {
    const before = wordsPrints(locales('Tutti i prodotti'))
    const after = wordsPrints(locales('Tutti i nostri prodotti'))
    expect(after.catalog).not.toBe(before.catalog)
    expect(after.cart).toBe(before.cart)
    expect(wordsPrints(locales('Tutti i prodotti'))).toEqual(before)
  })

  it('prints the repository’s own words', () => {
    const prints = wordsPrints()
    expect(Object.keys(prints)).toEqual(
      expect.arrayContaining(['catalog', 'cart', 'common', 'errors', 'validation']),
    )
    for (const print of Object.values(prints)) expect(print).toMatch(/^[0-9a-f]{12}$/)
  })
})
