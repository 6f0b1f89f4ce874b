import { orderCounterReset, orderSeed } from '../orders/seed'
import { applicationStatements } from './applications'
import { catalogSeed } from './catalog'
import { customerSeed } from './customers'
import { insertRecords, type SeedStatement } from './statements'

export { demoCredentials } from './applications'
export { demoCustomer, demoCustomerRef } from './customers'
export type { SeedStatement } from './statements'

// Tables the seed owns; signing keys are kept so issued tokens stay verifiable.
const resetTables = ['records', 'applications', 'refresh_tokens', 'revoked_access_tokens']

/**
 * The seed entry: every statement that resets the database to the demo shop.
 * Parts for other areas (orders) add their statements here.
 */
export async function seedStatements(): Promise<SeedStatement[]> {
  return [
    ...resetTables.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] })),
    ...(await applicationStatements()),
    ...insertRecords(catalogSeed()),
    ...insertRecords(await customerSeed()),
    ...insertRecords(orderSeed()),
    orderCounterReset,
    analyse,
  ]
}

/**
 * Statistics for the query planner, from the records just written. Without them SQLite guesses
 * and, for a query with two `IN (json_each …)` links (a sku's prices in a price list, its stock
 * in a market's locations), walks every record of the type by `records_created` instead of
 * looking the skus up in `records_sku`. ANALYZE, not `PRAGMA optimize`: optimize leaves tables
 * alone that already have statistics, however much they have changed since.
 */
const analyse: SeedStatement = { sql: 'ANALYZE', params: [] }

/** Resets the database to the seed in one transaction (D1 batches are atomic). */
export async function applySeed(db: D1Database): Promise<void> {
  const statements = await seedStatements()
  await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)))
}
