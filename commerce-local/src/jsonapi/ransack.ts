import {
  attributeExpression,
  inList,
  jsonTextValues,
  relationshipExpression,
  type SqlValue,
  type TextMatch,
  textMatches,
} from '../db/conditions'
import { recordsOf } from '../db/derived-records'
import type { Condition } from '../db/records'
import { ApiError } from '../errors/api-error'
import { findDefinition } from './registry'
import type { AttributeType, ResourceDefinition } from './resource'

// Longest first, so `not_eq` is not read as `eq` on an attribute ending in `_not`.
const predicates = [
  'not_null',
  'not_cont',
  'not_start',
  'not_end',
  'not_eq',
  'not_in',
  'present',
  'blank',
  'start',
  'gteq',
  'lteq',
  'cont',
  'null',
  'true',
  'false',
  'end',
  'eq',
  'in',
  'gt',
  'lt',
] as const
type Predicate = (typeof predicates)[number]

const columnTypes: Record<string, AttributeType> = {
  id: 'string',
  created_at: 'datetime',
  updated_at: 'datetime',
}

/**
 * One `filter[q][key]=value` turned into a parameterised condition, ransack style:
 * `code_eq`, `name_or_code_cont`, `sku_code_in`, `prices_amount_cents_gt`, `code_eq_any`.
 */
export async function ransackCondition(
  definition: ResourceDefinition,
  key: string,
  value: string,
  visibility: Visibility = async () => [],
): Promise<Condition> {
  const combinator = key.endsWith('_any') ? 'any' : key.endsWith('_all') ? 'all' : undefined
  const base = combinator ? key.slice(0, -4) : key
  const predicate = predicates.find((p) => base.endsWith(`_${p}`))
  if (!predicate) throw filterNotAllowed(key)
  const path = base.slice(0, -(predicate.length + 1))
  const paths = resolves(definition, path) ? [path] : path.split('_or_')
  const values = value.split(',')
  // Each word of a text search reads the text of every record (metadata: a walk of its JSON tree).
  if (combinator && textPredicates.includes(predicate) && values.length > maxTextValues) {
    throw new ApiError(400, {
      code: 'INVALID_FILTER_VALUE',
      title: 'Invalid filter value',
      detail: `${key} takes at most ${maxTextValues} words`,
      parameter: `filter[q][${key}]`,
    })
  }
  const build: Compare = combinator
    ? (expression, type) => compareEach(expression, type, predicate, values, combinator)
    : (expression, type) => compare(expression, type, predicate, value)
  const alternatives = []
  for (const attributePath of paths) {
    alternatives.push(await pathCondition(definition, attributePath, build, key, visibility))
  }
  return join(alternatives, 'OR')
}

// A search box sends a few words (the shop at most 8); 150 took over a second at 2,048 skus.
const maxTextValues = 25

type Compare = (expression: string, type: AttributeType) => Condition

/** The conditions limiting what the caller may see of a type, applied to filters through relationships. */
export type Visibility = (type: string) => Promise<Condition[]>

async function pathCondition(
  definition: ResourceDefinition,
  path: string,
  build: Compare,
  key: string,
  visibility: Visibility,
): Promise<Condition> {
  const type = attributeType(definition, path)
  if (type) return build(attributeExpression(path), type)
  for (const [name, spec] of filterableRelationships(definition)) {
    if (!path.startsWith(`${name}_`) || typeof spec.type !== 'string') continue
    if (spec.filterThrough) {
      const through = `${spec.filterThrough}_${path.slice(name.length + 1)}`
      return pathCondition(definition, through, build, key, visibility)
    }
    const target = findDefinition(spec.type)
    if (!target) continue
    const condition = await pathCondition(target, path.slice(name.length + 1), build, key, visibility)
    const inner = join([condition, ...(await visibility(target.type))], 'AND')
    if (spec.kind === 'one') {
      return {
        sql: `${spec.sameId ? 'id' : relationshipExpression(name)} IN (SELECT id FROM ${recordsOf(target.type)} WHERE type = ? AND ${inner.sql})`,
        params: [target.type, ...inner.params],
      }
    }
    if (spec.inverse) {
      return {
        sql: `id IN (SELECT ${relationshipExpression(spec.inverse)} FROM ${recordsOf(target.type)} WHERE type = ? AND ${inner.sql})`,
        params: [target.type, ...inner.params],
      }
    }
  }
  throw filterNotAllowed(key)
}

/**
 * Whether the whole path names one attribute, here or through relationships. Only then is it
 * not a list joined by `_or_`: `sku_code_or_currency_code` starts like a path through `sku`.
 */
function resolves(definition: ResourceDefinition, path: string): boolean {
  if (attributeType(definition, path)) return true
  return filterableRelationships(definition).some(([name, spec]) => {
    if (!path.startsWith(`${name}_`) || typeof spec.type !== 'string') return false
    if (spec.filterThrough)
      return resolves(definition, `${spec.filterThrough}_${path.slice(name.length + 1)}`)
    const target = findDefinition(spec.type)
    return !!target && resolves(target, path.slice(name.length + 1))
  })
}

/** The type of an attribute a filter may name: Commerce Layer refuses those it marks not filterable. */
function attributeType(definition: ResourceDefinition, name: string): AttributeType | undefined {
  if (columnTypes[name]) return columnTypes[name]
  const attribute = definition.attributes[name]
  return attribute?.filterable === false ? undefined : attribute?.type
}

/** The relationships a filter may go through, longest names first (`sku_list_id` is `sku_list`'s, not `sku`'s). */
function filterableRelationships(definition: ResourceDefinition) {
  return Object.entries(definition.relationships)
    .filter(([, spec]) => spec.filterable !== false)
    .sort(([a], [b]) => b.length - a.length)
}

function compare(expression: string, type: AttributeType, predicate: Predicate, raw: string): Condition {
  const flag = isSet(raw)
  switch (predicate) {
    case 'in':
      return inList(
        expression,
        raw.split(',').map((v) => typed(type, v)),
      )
    case 'not_in':
      return negate(
        inList(
          expression,
          raw.split(',').map((v) => typed(type, v)),
        ),
      )
    case 'null':
    case 'not_null':
      return { sql: `${expression} IS ${flag === (predicate === 'null') ? '' : 'NOT '}NULL`, params: [] }
    case 'present':
    case 'blank': {
      const present = `(${expression} IS NOT NULL AND ${expression} != '')`
      return { sql: flag === (predicate === 'present') ? present : `NOT ${present}`, params: [] }
    }
    case 'true':
    case 'false':
      return { sql: `${expression} = ?`, params: [flag === (predicate === 'true') ? 1 : 0] }
    default:
      return compareWith(expression, type, predicate, raw)
  }
}

/** The predicates that compare with a value, not read it as a flag or a list. */
type ValuePredicate = Exclude<Predicate, 'in' | 'not_in' | FlagPredicate>
type FlagPredicate = 'null' | 'not_null' | 'present' | 'blank' | 'true' | 'false'
const flagPredicates: readonly Predicate[] = ['null', 'not_null', 'present', 'blank', 'true', 'false']
const textPredicates: readonly Predicate[] = ['cont', 'start', 'end', 'not_cont', 'not_start', 'not_end']

/** A value predicate against one value (bound, and read as the attribute's type) or an SQL expression. */
function compareWith(
  expression: string,
  type: AttributeType,
  predicate: ValuePredicate,
  value: string | SqlValue,
): Condition {
  // Read as the attribute's type only where the value is one: a text search on a number is text.
  const operand = (): Condition =>
    typeof value === 'string' ? { sql: '?', params: [typed(type, value)] } : { sql: value.sql, params: [] }
  const operator = (sql: string): Condition => {
    const { sql: right, params } = operand()
    return { sql: `${expression} ${sql} ${right}`, params }
  }
  switch (predicate) {
    case 'eq':
      return operator('=')
    case 'not_eq':
      return operator('!=')
    case 'gt':
      return operator('>')
    case 'gteq':
      return operator('>=')
    case 'lt':
      return operator('<')
    case 'lteq':
      return operator('<=')
    case 'cont':
    case 'start':
    case 'end':
      return textCondition(expression, type, predicate, value)
    case 'not_cont':
    case 'not_start':
    case 'not_end':
      return negate(textCondition(expression, type, predicate.slice(4) as TextMatch, value))
  }
}

/**
 * `_any` and `_all`: the values as one bound JSON array, however many there are. One parameter
 * per value (per attribute of an `_or_` list) ran into D1's 100 bound parameters a statement, and
 * a client's 98 codes or 33 search words answered 500.
 */
function compareEach(
  expression: string,
  type: AttributeType,
  predicate: Predicate,
  values: string[],
  combinator: 'any' | 'all',
): Condition {
  // Each value holds no comma, so each `in` list is one value long.
  const single = predicate === 'in' ? 'eq' : predicate === 'not_in' ? 'not_eq' : predicate
  const operator = combinator === 'any' ? 'OR' : 'AND'
  if (isFlagPredicate(single)) {
    // However many flags a client sends, they are true or false.
    const flags = [...new Set(values.map((v) => isSet(v)))]
    return join(
      flags.map((flag) => compare(expression, type, single, String(flag))),
      operator,
    )
  }
  const textual = textPredicates.includes(single)
  const list = textual ? values : values.map((v) => typed(type, v))
  // `IN` keeps the attribute's index usable, as `code_in` does (records_code).
  if (single === 'eq' && combinator === 'any') return inList(expression, list)
  // json_each has columns of its own (`id` among them): the record's are named by table.
  const column = expression in columnTypes ? `records.${expression}` : expression
  // Metadata's text, a walk of its JSON tree, is read once per record (CROSS JOIN keeps it the
  // outer loop) and then compared with each value; inside the loop it was walked once per value
  // (25 words at 2,048 skus: 605 ms against 218 ms; the shop's 8-word search 55 against 37 ms).
  const objectText = textual && (type === 'object' || type === 'array')
  const each = objectText
    ? compareWith('record_text.text', 'string', single, { sql: 'filter_value.value' })
    : compareWith(column, type, single, { sql: 'filter_value.value' })
  const from = objectText
    ? `${jsonTextValues(column)} AS record_text CROSS JOIN json_each(?) AS filter_value`
    : 'json_each(?) AS filter_value'
  const eachValue = `SELECT 1 FROM ${from} WHERE`
  return combinator === 'any'
    ? { sql: `EXISTS (${eachValue} ${each.sql})`, params: [JSON.stringify(list), ...each.params] }
    : // A comparison with NULL is no match, as it was for `a AND b`.
      {
        sql: `NOT EXISTS (${eachValue} (${each.sql}) IS NOT TRUE)`,
        params: [JSON.stringify(list), ...each.params],
      }
}

const isFlagPredicate = (predicate: Predicate): predicate is FlagPredicate =>
  flagPredicates.includes(predicate)

/** A flag's value: anything but `false` and `0` sets it, as Commerce Layer reads `_null=1`. */
const isSet = (raw: string) => raw !== 'false' && raw !== '0'

function textCondition(
  expression: string,
  type: AttributeType,
  match: TextMatch,
  value: string | SqlValue,
): Condition {
  const text = type === 'object' || type === 'array' ? jsonTextValues(expression) : expression
  return textMatches(text, match, value)
}

function typed(type: AttributeType, raw: string): unknown {
  if (type === 'integer' || type === 'float') {
    const number = Number(raw)
    if (raw.trim() === '' || Number.isNaN(number)) throw invalidValue(raw)
    return number
  }
  if (type === 'boolean') return raw === 'true' || raw === '1' ? 1 : 0
  return raw
}

function negate(condition: Condition): Condition {
  return { sql: `NOT (${condition.sql})`, params: condition.params }
}

function join(conditions: Condition[], operator: 'AND' | 'OR'): Condition {
  if (conditions.length === 1) return conditions[0] as Condition
  return {
    sql: conditions.map((c) => `(${c.sql})`).join(` ${operator} `),
    params: conditions.flatMap((c) => c.params),
  }
}

function filterNotAllowed(key: string) {
  return new ApiError(400, {
    code: 'FILTER_NOT_ALLOWED',
    title: 'Filter not allowed',
    detail: `Filter not allowed: ${key}`,
    parameter: `filter[q][${key}]`,
  })
}

function invalidValue(raw: string) {
  return new ApiError(400, {
    code: 'INVALID_FILTER_VALUE',
    title: 'Invalid filter value',
    detail: `${raw} is not a valid value`,
  })
}
