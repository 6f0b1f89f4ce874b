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

export type TextMatch = 'cont' | 'start' | 'end'

/** An SQL expression to compare with, where a bound value will not do (a column of `json_each`). */
export interface SqlValue {
  sql: string
}

/**
 * Ransack's `_cont`, `_start` and `_end`, case-insensitive as LIKE is (ASCII letters). Not LIKE
 * itself: D1 refuses a LIKE pattern over 50 bytes ("pattern too complex"), which a long search
 * or a pasted code reaches, and `instr` needs no escaping of `%` and `_`.
 */
export function textMatches(expression: string, match: TextMatch, text: string | SqlValue): Condition {
  const { sql: value, params } =
    typeof text === 'string' ? { sql: '?', params: [text] } : { ...text, params: [] }
  const subject = `lower(${expression})`
  if (match === 'cont') return { sql: `instr(${subject}, lower(${value})) > 0`, params }
  if (match === 'start') return { sql: `instr(${subject}, lower(${value})) = 1`, params }
  // The last length(text) characters: a start before the first is no suffix, so no match.
  return {
    sql: `substr(${subject}, length(${expression}) - length(${value}) + 1) = lower(${value})`,
    params: [...params, ...params],
  }
}

/**
 * The text values inside a JSON attribute (metadata), joined by a separator no search contains:
 * searching it matches what a person wrote there, never the keys (`name`, `excise_included`).
 * A scalar subquery, or a table of one row and one column (`text`) to read it once in a FROM.
 */
export function jsonTextValues(expression: string): string {
  return `(SELECT group_concat(node.value, char(31)) AS text FROM json_tree(${expression}) AS node WHERE node.type = 'text')`
}
