import type { Condition } from './records'

const identifier = /^[a-z][a-z0-9_]*$/

/** The SQL expression of an attribute; names come from resource definitions, never from clients. */
export function attributeExpression(name: string): string {
  if (name === 'id' || name === 'created_at' || name === 'updated_at') return name
  if (!identifier.test(name)) throw new Error(`not an attribute name: ${name}`)
  return `json_extract(attributes, '$.${name}')`
}

/** The SQL expression of a has-one link's target id. */
export function relationshipExpression(name: string): string {
  if (!identifier.test(name)) throw new Error(`not a relationship name: ${name}`)
  return `json_extract(relationships, '$.${name}.id')`
}

export function attributeEquals(name: string, value: unknown): Condition {
  return { sql: `${attributeExpression(name)} = ?`, params: [value] }
}

export function linkedTo(relationship: string, ids: readonly string[]): Condition {
  return inList(relationshipExpression(relationship), ids)
}

export function idIn(ids: readonly string[]): Condition {
  return inList('id', ids)
}

/** `expression IN (values)` with one bound JSON array, so D1's limit on parameters never bites. */
export function inList(expression: string, values: readonly unknown[]): Condition {
  if (values.length === 0) return { sql: '0', params: [] }
  return { sql: `${expression} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] }
}
