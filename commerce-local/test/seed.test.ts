import { env } from 'cloudflare:test'
import { locales, marketRecords } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'
import { availableQuantity } from '../src/resources/catalog'
import { applySeed, seedStatements } from '../src/seed'
import { catalogSeed } from '../src/seed/catalog'
import { kindCategory } from '../src/seed/catalog/kinds'
import { products } from '../src/seed/catalog/products'
import { seedSqlScript } from '../src/seed/sql-script'

const catalog = catalogSeed()
const ofType = (type: string) => catalog.filter((r) => r.type === type)

describe('the seed', () => {
  it('is the same on every run, ids included', async () => {
    expect(JSON.stringify(await seedStatements())).toBe(JSON.stringify(await seedStatements()))
  })

  it('loads the same database from its SQL script (npm run seed) as from the batch', async () => {
    const dump = async () =>
      Promise.all(
        [
          'SELECT * FROM records ORDER BY type, id',
          'SELECT * FROM applications ORDER BY id',
          'SELECT * FROM order_counters',
        ].map(async (sql) => (await env.DB.prepare(sql).all()).results),
      )
    await applySeed(env.DB)
    const batch = await dump()
    await env.DB.exec(await seedSqlScript())
    expect(await dump()).toEqual(batch)
  })

  it('leaves the query planner statistics of the records it wrote', async () => {
    await env.DB.prepare('DELETE FROM sqlite_stat1')
      .run()
      .catch(() => undefined)
    await applySeed(env.DB)
    const records = await env.DB.prepare('SELECT count(*) AS n FROM records').first<number>('n')
    const stat = await env.DB.prepare(
      "SELECT stat FROM sqlite_stat1 WHERE tbl = 'records' AND idx = 'records_sku'",
    ).first<string>('stat')
    // "rows, rows per type, rows per type and sku": without it, SQLite guesses and walks every price.
    expect(stat?.split(' ')[0]).toBe(String(records))
  })

  it('never gives two records of a type the same id', () => {
    const keys = catalog.map((r) => `${r.type}:${r.id}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has 30+ skus named and described in every language', () => {
    const skus = ofType('skus')
    expect(skus.length).toBeGreaterThanOrEqual(30)
    for (const sku of skus) {
      const i18n = (
        sku.attributes.metadata as { i18n: Record<string, { name: string; description: string }> }
      ).i18n
      expect(Object.keys(i18n).sort()).toEqual([...locales].sort())
      for (const locale of locales) expect(i18n[locale]?.description.length).toBeGreaterThan(10)
    }
  })

  it("keeps each sku's category names, in every language and the Italian singular, among its search words", () => {
    const search = (code: string) =>
      (ofType('skus').find((s) => s.attributes.code === code)!.attributes.metadata as { search: string })
        .search
    const barolo = search('WINE-BAROLO-2019')
    for (const word of ['vini', 'vino', 'wines', 'weine', 'vinos', 'vins']) expect(barolo).toContain(word)
    expect(search('SWEET-CANTUCCI-250')).toContain('dolce')
    expect(search('OIL-LEMON-250')).not.toContain('vino')
  })

  it('notes excise duties on wines and spirits, in every language, and on nothing else', () => {
    const notes = (code: string) => {
      const metadata = ofType('skus').find((s) => s.attributes.code === code)?.attributes.metadata as {
        i18n: Record<string, { note?: string }>
      }
      return locales.map((locale) => metadata.i18n[locale]?.note)
    }
    for (const product of products) {
      const alcoholic = product.category === 'wines' || product.category === 'spirits'
      for (const note of notes(product.code)) {
        if (alcoholic) expect(note, product.code).toEqual(expect.any(String))
        else expect(note, product.code).toBeUndefined()
      }
    }
    expect(new Set(notes('WINE-BAROLO-2019')).size).toBe(locales.length)
  })

  it('gives every wine and coffee a kind of its own category, so "red wine" or "Kaffeebohnen" finds them all', () => {
    const kinded = new Set(Object.values(kindCategory))
    const lacking = products.filter((product) => kinded.has(product.category) && !product.kind)
    expect(lacking.map((product) => product.code)).toEqual([])
    const astray = products.filter(
      (product) => product.kind && kindCategory[product.kind] !== product.category,
    )
    expect(astray.map((product) => product.code)).toEqual([])
  })

  it('prices every sku in EUR, GBP, CHF and USD, some with a compare-at price', () => {
    const prices = ofType('prices')
    for (const sku of ofType('skus')) {
      const currencies = prices
        .filter((p) => p.relationships.sku?.id === sku.id)
        .map((p) => p.attributes.currency_code)
      expect(currencies.sort()).toEqual(['CHF', 'EUR', 'GBP', 'USD'])
    }
    expect(
      prices.some((p) => Number(p.attributes.compare_at_amount_cents) > Number(p.attributes.amount_cents)),
    ).toBe(true)
  })

  it("compares each gift box's price with its parts bought one by one, in every currency", () => {
    const codeOf = new Map(ofType('skus').map((sku) => [sku.id, String(sku.attributes.code)]))
    const priceOf = new Map(
      ofType('prices').map((p) => [
        `${codeOf.get(p.relationships.sku?.id ?? '')}|${p.attributes.currency_code}`,
        Number(p.attributes.amount_cents),
      ]),
    )
    const items = ofType('sku_list_items')
    const boxes = ofType('bundles')
    expect(new Set(boxes.map((box) => box.attributes.currency_code)).size).toBe(4)
    for (const box of boxes) {
      const currency = String(box.attributes.currency_code)
      const parts = items
        .filter((item) => item.relationships.sku_list?.id === box.relationships.sku_list?.id)
        .reduce(
          (sum, item) =>
            sum +
            (priceOf.get(`${item.attributes.sku_code}|${currency}`) ?? Number.NaN) *
              Number(item.attributes.quantity),
          0,
        )
      const label = `${box.attributes.code} ${currency}`
      expect(box.attributes.compare_at_amount_cents, label).toBe(parts)
      expect(Number(box.attributes.price_amount_cents), label).toBeLessThan(parts)
    }
  })

  it('stocks two locations with some skus low and exactly one out of stock', () => {
    const items = ofType('stock_items')
    const totals = new Map<string, number>()
    for (const item of items) {
      const sku = item.relationships.sku?.id ?? ''
      totals.set(sku, (totals.get(sku) ?? 0) + availableQuantity(item))
    }
    expect(new Set(items.map((i) => i.relationships.stock_location?.id)).size).toBe(2)
    expect([...totals.values()].filter((n) => n === 0)).toHaveLength(1)
    expect([...totals.values()].filter((n) => n > 0 && n < 5).length).toBeGreaterThanOrEqual(2)
  })

  it('has 4+ gift boxes, shipping methods for every market row and a free greeting card', () => {
    expect(new Set(ofType('bundles').map((b) => b.attributes.code)).size).toBeGreaterThanOrEqual(4)
    expect(ofType('shipping_methods')).toHaveLength(12)
    const cards = ofType('sku_options')
    expect(cards.every((o) => o.attributes.price_amount_cents === 0)).toBe(true)
    expect(cards).toHaveLength(ofType('markets').length)
  })

  it("names each shipping method by its market row's method code, which the catalog's estimate goes by", () => {
    const references = ofType('shipping_methods').map((method) => method.attributes.reference)
    expect(references.sort()).toEqual(marketRecords.map((row) => row.shippingMethodCode).sort())
  })
})
