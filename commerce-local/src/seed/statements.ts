import { recordValues, type StoredRecord } from '../db/records'

/** A seed step as plain data, so it runs in workerd (D1 batch) and as a SQL file (wrangler). */
export interface SeedStatement {
  sql: string
  params: unknown[]
}

export function insertRecords(records: readonly StoredRecord[]): SeedStatement[] {
  return records.map((r) => ({
    sql: 'INSERT INTO records (type, id, attributes, relationships, internal, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    params: [...recordValues(r)],
  }))
}

/** The statements as one SQL script with literal values, for `wrangler d1 execute --file`. */
export function toSqlScript(statements: readonly SeedStatement[]): string {
  return statements
    .map(({ sql, params }) => {
      let index = 0
      return `${sql.replace(/\?/g, () => literal(params[index++]))};`
    })
    .join('\n')
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? '1' : '0'
  return `'${String(value).replace(/'/g, "''")}'`
}
