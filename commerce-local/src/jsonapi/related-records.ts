import { idIn, linkedTo } from '../db/conditions'
import { recordsOf } from '../db/derived-records'
import { type Condition, findRecords, type StoredRecord } from '../db/records'
import { findDefinition } from './registry'
import type { Owners, ResourceContext, ResourceDefinition } from './resource'

/**
 * The records one relationship points to, for many owners at once (one query per target
 * type), limited to what the caller may see. Keyed by owner id. Given owners still being read,
 * it queries by their ids meanwhile, so owners and related records share one round trip.
 */
export async function relatedRecords(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  given: Owners | readonly StoredRecord[],
  name: string,
): Promise<Map<string, StoredRecord[]>> {
  const owners = asOwners(given)
  const spec = definition.relationships[name]
  if (!spec || owners.ids.length === 0) return new Map()
  if (spec.resolveByIds) return spec.resolveByIds(ctx, owners)
  if (spec.resolve) return spec.resolve(ctx, await owners.records)
  if (spec.kind === 'many') {
    if (!spec.inverse || typeof spec.type !== 'string') return new Map()
    const inverse = spec.inverse
    const found = await visibleRecords(ctx, spec.type, [linkedTo(inverse, owners.ids)])
    return groupBy(found, (record) => record.relationships[inverse]?.id)
  }
  if (spec.sameId && typeof spec.type === 'string') {
    const found = await visibleRecords(ctx, spec.type, [idIn(owners.ids)])
    return new Map(found.map((record) => [record.id, [record]]))
  }
  const types = typeof spec.type === 'string' ? [spec.type] : spec.type
  const [found, records] = await Promise.all([
    Promise.all(
      types.map((type) => visibleRecords(ctx, type, [pointedToBy(definition.type, owners.ids, name, type)])),
    ),
    owners.records,
  ])
  const targets = new Map(found.flat().map((record) => [`${record.type}:${record.id}`, record]))
  const result = new Map<string, StoredRecord[]>()
  for (const owner of records) {
    const ref = owner.relationships[name]
    const target = ref && targets.get(`${ref.type}:${ref.id}`)
    if (target) result.set(owner.id, [target])
  }
  return result
}

/** Records already read, or owners still being read, in the one shape the resolvers take. */
export function asOwners(given: Owners | readonly StoredRecord[]): Owners {
  return Array.isArray(given)
    ? { ids: given.map((record) => record.id), records: Promise.resolve(given) }
    : (given as Owners)
}

/**
 * Records of `type` that owners of `ownerType` (by id) link to through `name`, read by subquery
 * so the owners need not be loaded first. `name` comes from a resource definition, never a client.
 */
function pointedToBy(ownerType: string, ownerIds: readonly string[], name: string, type: string): Condition {
  const link = (field: string) => `json_extract(o.relationships, '$.${name}.${field}')`
  return {
    sql: `id IN (SELECT ${link('id')} FROM ${recordsOf(ownerType, 'o')} WHERE o.type = ? AND o.id IN (SELECT value FROM json_each(?)) AND ${link('type')} = ?)`,
    params: [ownerType, JSON.stringify(ownerIds), type],
  }
}

/** Records of a type matching `where`, narrowed by the type's visibility rule. */
export async function visibleRecords(ctx: ResourceContext, type: string, where: Condition[] = []) {
  const target = findDefinition(type)
  if (!target) return []
  const visibility = target.visibleTo ? await target.visibleTo(ctx) : []
  return findRecords(ctx.db, type, { where: [...where, ...visibility] })
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), item])
  }
  return groups
}
