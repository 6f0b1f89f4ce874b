import { attributeExpression } from '../db/conditions'
import type { Condition } from '../db/records'
import { ApiError } from '../errors/api-error'
import { type IncludeTree, parseInclude } from './include-tree'
import { ransackCondition, type Visibility } from './ransack'
import { findDefinition } from './registry'
import type { ResourceDefinition } from './resource'

export interface ParsedQuery {
  include: IncludeTree
  /** sparse fieldsets by type */
  fields: Map<string, Set<string>>
  filters: Condition[]
  orderBy: Condition
  page: { number: number; size: number }
}

export const maxPageSize = 25
// Every resource has them, beside the attributes its definition declares.
const timestamps = ['created_at', 'updated_at']
const defaultPageSize = 10
// D1 binds at most 100 values a statement, and the visibility rules, a token's scope and the
// page take some; SQLite nests each further AND one level deeper, and D1 stops at 100 levels.
const maxFilterValues = 80
const maxFilters = 40

/** Reads include, fields[], filter[q], sort and page[] from a URL, validated against the resource. */
export async function parseQuery(
  definition: ResourceDefinition,
  url: URL,
  visibility?: Visibility,
): Promise<ParsedQuery> {
  const params = url.searchParams
  return {
    include: parseInclude(definition, params.get('include')),
    fields: parseFields(params),
    filters: await parseFilters(definition, params, visibility),
    orderBy: parseSort(definition, params.get('sort')),
    page: { number: pageValue(params, 'number', 1), size: pageValue(params, 'size', defaultPageSize) },
  }
}

function parseFields(params: URLSearchParams): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>()
  for (const [key, value] of params) {
    const type = /^fields\[([a-z_]+)\]$/.exec(key)?.[1]
    if (!type) continue
    const names = value.split(',').filter(Boolean)
    const definition = findDefinition(type)
    const unknown = names.find(
      (name) =>
        definition &&
        !(name in definition.attributes) &&
        !(name in definition.relationships) &&
        !timestamps.includes(name),
    )
    if (unknown) {
      throw new ApiError(400, {
        code: 'FIELD_NOT_SUPPORTED',
        title: 'Field not supported',
        detail: `${unknown} is not a field of ${type}`,
        parameter: key,
      })
    }
    fields.set(type, new Set(names))
  }
  return fields
}

async function parseFilters(
  definition: ResourceDefinition,
  params: URLSearchParams,
  visibility?: Visibility,
): Promise<Condition[]> {
  const filters: Condition[] = []
  for (const [key, value] of params) {
    if (!key.startsWith('filter')) continue
    const name = /^filter\[q\]\[([a-z0-9_]+)\]$/.exec(key)?.[1]
    if (!name) {
      throw new ApiError(400, {
        code: 'INVALID_FILTERS_SYNTAX',
        title: 'Invalid filters syntax',
        detail: `${key} is not a valid filter, use filter[q][attribute_predicate]`,
        parameter: key,
      })
    }
    filters.push(await ransackCondition(definition, name, value, visibility))
  }
  const values = filters.reduce((n, filter) => n + filter.params.length, 0)
  if (filters.length > maxFilters || values > maxFilterValues) {
    // Past these SQLite refuses the query (too many SQL variables, an expression tree too deep),
    // and the client got a 500 for a request of its own making.
    throw new ApiError(400, {
      code: 'INVALID_FILTER_VALUE',
      title: 'Invalid filter value',
      detail: `filter[q] asks more than one query takes: at most ${maxFilters} filters, binding at most ${maxFilterValues} values (a list given to _in, _any or _all binds one)`,
      parameter: 'filter[q]',
    })
  }
  return filters
}

function parseSort(definition: ResourceDefinition, sort: string | null): Condition {
  if (!sort) return { sql: 'created_at, id', params: [] }
  const terms = sort.split(',').map((term) => {
    const descending = term.startsWith('-')
    const name = descending ? term.slice(1) : term
    if (!sortable(definition, name)) {
      throw new ApiError(400, {
        code: 'INVALID_SORT_CRITERIA',
        title: 'Invalid sort criteria',
        detail: `${name} is not a sortable attribute`,
        parameter: 'sort',
      })
    }
    return `${attributeExpression(name)}${descending ? ' DESC' : ''}`
  })
  return { sql: [...terms, 'id'].join(', '), params: [] }
}

/** Commerce Layer refuses to sort by the attributes it marks not sortable (long text, amounts' copies). */
function sortable(definition: ResourceDefinition, name: string): boolean {
  if (name === 'id' || timestamps.includes(name)) return true
  const attribute = definition.attributes[name]
  return attribute !== undefined && attribute.sortable !== false
}

function pageValue(params: URLSearchParams, name: 'number' | 'size', fallback: number): number {
  const raw = params.get(`page[${name}]`)
  if (raw === null) return fallback
  const value = Number(raw)
  const max = name === 'size' ? maxPageSize : Number.MAX_SAFE_INTEGER
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ApiError(400, {
      code: 'INVALID_PAGE_VALUE',
      title: 'Invalid page value',
      detail:
        name === 'size' ? `page[size] must be between 1 and ${maxPageSize}` : 'page[number] must be positive',
      parameter: `page[${name}]`,
    })
  }
  return value
}
