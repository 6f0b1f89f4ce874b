import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { idIn } from './conditions'
import { createReadBatcher } from './read-batcher'
import { findPage, findRecords } from './records'

interface Seen {
  sql: string
  params: unknown[]
}

/** The database, keeping every statement prepared through it with its bound values. */
function recording(db: D1Database) {
  const seen: Seen[] = []
  const spy = {
    prepare(sql: string) {
      const entry: Seen = { sql, params: [] }
      seen.push(entry)
      const statement = db.prepare(sql)
      return {
        bind: (...params: unknown[]) => {
          entry.params = params
          return statement.bind(...params)
        },
      }
    },
  }
  return { db: spy as unknown as D1Database, seen }
}

const plan = async ({ sql, params }: Seen) =>
  (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail)

const byCode = { sql: "json_extract(attributes, '$.code'), id", params: [] }

describe('findPage', () => {
  it('reads a page through the sort index, not by sorting every match', async () => {
    const { db, seen } = recording(env.DB)
    await findPage(db, 'skus', { orderBy: byCode, limit: 25, offset: 0 })
    const page = seen.find((s) => /\bLIMIT\b/.test(s.sql))
    expect(page).toBeDefined()
    const steps = await plan(page as Seen)
    // A window count or a temporary sort means every sku is read before the LIMIT applies.
    expect(steps.join(' / ')).toContain('USING INDEX records_code')
    expect(steps.join(' / ')).not.toContain('TEMP B-TREE')
  })

  it('counts every match beside the page, in the same round trip', async () => {
    const { db, roundTrips } = createReadBatcher(env.DB)
    const all = await env.DB.prepare("SELECT count(*) AS n FROM records WHERE type = 'skus'").first<number>(
      'n',
    )
    const first = await findPage(db, 'skus', { orderBy: byCode, limit: 5, offset: 0 })
    expect(roundTrips()).toBe(1)
    expect(first.records).toHaveLength(5)
    expect(first.total).toBe(all)
    // Past the last page: no records, and still the count a client pages by.
    const beyond = await findPage(db, 'skus', { orderBy: byCode, limit: 5, offset: 10_000 })
    expect(beyond).toEqual({ records: [], total: all })
  })
})

describe('a type read from other rows', () => {
  // A listing includes a reserved stock per stock item: its SELECT must be merged into the query
  // (read as the stock items themselves are), not run over every stock item into a temporary table.
  it('reads reserved stocks as the stock items they come from are read', async () => {
    const { db, seen } = recording(env.DB)
    const [item] = await findRecords(env.DB, 'stock_items', { limit: 1 })
    const byId = { where: [idIn([item?.id ?? ''])] }
    const [reserved] = await findRecords(db, 'reserved_stocks', byId)
    await findRecords(db, 'stock_items', byId)
    expect(reserved).toMatchObject({ type: 'reserved_stocks', id: item?.id, attributes: { quantity: 0 } })
    expect(reserved?.relationships.stock_item).toEqual({ type: 'stock_items', id: item?.id })
    expect(reserved?.relationships.sku).toEqual(item?.relationships.sku)
    const [derived, stored] = await Promise.all(seen.map(async (s) => (await plan(s)).join(' / ')))
    const unnumbered = (steps = '') => steps.replace(/SUBQUERY \d+/g, 'SUBQUERY')
    expect(unnumbered(derived)).toBe(unnumbered(stored))
    expect(derived).not.toMatch(/MATERIALIZE|CO-ROUTINE/)
  })
})
