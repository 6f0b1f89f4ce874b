import type { StoredRecord } from '../../db/records'
import { seedRecord, seedRef } from '../../seed/seed-record'
import { insertRecords } from '../../seed/statements'
import { orderSeed } from '../seed'

/** A market of the tests' own, so they never depend on (or disturb) the demo catalog. */
export const testMarket = { id: 'mkOrderTst', code: 'ordertest' }
export const testSkus = {
  oil: 'TEST-OIL-500',
  wine: 'TEST-WINE-750',
  last: 'TEST-LAST-UNITS',
  untracked: 'TEST-GIFT-WRAP',
} as const
export const testBundles = { market: 'TEST-BOX', world: 'TEST-WORLD-BOX' } as const

const location = seedRef('stock_locations', 'test-warehouse')
const priceList = seedRef('price_lists', 'test-eur')

function catalog(): StoredRecord[] {
  const sku = (code: string, name: string, doNotTrack = false) =>
    seedRecord({
      type: 'skus',
      key: code,
      attributes: {
        code,
        name,
        image_url: `https://img.test/${code}.svg`,
        ...(doNotTrack && { do_not_track: true }),
      },
    })
  const price = (code: string, cents: number) =>
    seedRecord({
      type: 'prices',
      key: `test-eur-${code}`,
      attributes: {
        sku_code: code,
        amount_cents: cents,
        compare_at_amount_cents: cents,
        currency_code: 'EUR',
      },
      relationships: { sku: seedRef('skus', code), price_list: priceList },
    })
  const stock = (code: string, quantity: number) =>
    seedRecord({
      type: 'stock_items',
      key: `test-${code}`,
      attributes: { sku_code: code, quantity },
      relationships: { sku: seedRef('skus', code), stock_location: location },
    })
  const bundleList = seedRef('sku_lists', 'test-box')
  return [
    seedRecord({
      type: 'price_lists',
      key: 'test-eur',
      attributes: { name: 'Test EUR', currency_code: 'EUR', tax_included: true },
    }),
    seedRecord({ type: 'stock_locations', key: 'test-warehouse', attributes: { name: 'Test warehouse' } }),
    seedRecord({
      type: 'markets',
      key: 'test',
      id: testMarket.id,
      attributes: { name: 'Order tests', code: testMarket.code },
      relationships: { price_list: priceList },
      internal: { stock_location_ids: [location.id] },
    }),
    sku(testSkus.oil, 'Test olive oil'),
    sku(testSkus.wine, 'Test wine'),
    sku(testSkus.last, 'Test last units'),
    // Sold without stock: no location holds any.
    sku(testSkus.untracked, 'Test gift wrap', true),
    price(testSkus.oil, 1500),
    price(testSkus.wine, 2500),
    price(testSkus.last, 1000),
    price(testSkus.untracked, 300),
    stock(testSkus.oil, 100),
    stock(testSkus.wine, 50),
    stock(testSkus.last, 5),
    seedRecord({ type: 'sku_lists', key: 'test-box', attributes: { name: 'Test box' } }),
    ...[testSkus.oil, testSkus.wine].map((code) =>
      seedRecord({
        type: 'sku_list_items',
        key: `test-box-${code}`,
        attributes: { sku_code: code, quantity: 1 },
        relationships: { sku_list: bundleList, sku: seedRef('skus', code) },
      }),
    ),
    seedRecord({
      type: 'bundles',
      key: 'TEST-BOX',
      attributes: {
        code: testBundles.market,
        name: 'Test gift box',
        currency_code: 'EUR',
        price_amount_cents: 3600,
        compare_at_amount_cents: 4000,
      },
      relationships: { market: { type: 'markets', id: testMarket.id }, sku_list: bundleList },
    }),
    // One code, a box per currency and no market, as the demo catalog has them. The dollar box's
    // id sorts first, so a lookup by code alone would find it first.
    ...(
      [
        ['bxAWorldUs', 'USD', 5900],
        ['bxBWorldEu', 'EUR', 3300],
      ] as const
    ).map(([id, currency, cents]) =>
      seedRecord({
        type: 'bundles',
        key: `TEST-WORLD-BOX-${currency}`,
        id,
        attributes: {
          code: testBundles.world,
          name: 'Test world box',
          currency_code: currency,
          price_amount_cents: cents,
          compare_at_amount_cents: cents,
        },
        relationships: { sku_list: bundleList },
      }),
    ),
    seedRecord({
      type: 'sku_options',
      key: 'test-card',
      attributes: { name: 'Greeting card', currency_code: 'EUR', price_amount_cents: 0 },
    }),
    seedRecord({
      type: 'shipping_methods',
      key: 'test-standard',
      attributes: {
        name: 'Test standard',
        currency_code: 'EUR',
        price_amount_cents: 700,
        free_over_amount_cents: 10000,
        use_subtotal: false,
      },
      relationships: { market: { type: 'markets', id: testMarket.id } },
      internal: { zone_country_codes: ['IT'] },
    }),
    ...(['wire_transfers', 'braintree_payments'] as const).map((type) =>
      seedRecord({
        type: 'payment_methods',
        key: `test-${type}`,
        attributes: {
          name: type,
          payment_source_type: type,
          currency_code: 'EUR',
          price_amount_cents: type === 'wire_transfers' ? 0 : 0,
        },
        relationships: { market: { type: 'markets', id: testMarket.id } },
      }),
    ),
    ...(['IT', 'FR'] as const).map((country) =>
      seedRecord({
        type: 'addresses',
        key: `test-${country}`,
        attributes: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          line_1: 'Via Roma 1',
          city: country === 'IT' ? 'Milano' : 'Paris',
          zip_code: '20100',
          country_code: country,
          phone: '+39 02 000000',
          email: 'ada@example.com',
        },
      }),
    ),
  ]
}

/** Ids (for the markets' market fixtures) of the records the tests look up. */
export const testIds = {
  addressIt: seedRef('addresses', 'test-IT').id,
  addressFr: seedRef('addresses', 'test-FR').id,
  greetingCard: seedRef('sku_options', 'test-card').id,
  bundle: seedRef('bundles', 'TEST-BOX').id,
  lastUnitsStock: seedRef('stock_items', `test-${testSkus.last}`).id,
}

/** Inserts the tests' market and catalog next to whatever the seed holds, plus the order seed if missing. */
export async function insertFixtures(db: D1Database): Promise<void> {
  const present = await db
    .prepare("SELECT count(*) AS n FROM records WHERE type = 'markets' AND id = ?")
    .bind(testMarket.id)
    .first<{ n: number }>()
  if ((present?.n ?? 0) > 0) return
  const seeded = await db
    .prepare("SELECT count(*) AS n FROM records WHERE type = 'coupons'")
    .first<{ n: number }>()
  const records = [...catalog(), ...((seeded?.n ?? 0) > 0 ? [] : orderSeed())]
  const statements = insertRecords(records).map(({ sql, params }) => db.prepare(sql).bind(...params))
  await db.batch(statements)
}
