import { idIn, linkedTo } from '../db/conditions'
import { type Condition, findRecords, type StoredRecord } from '../db/records'
import { findDefinition } from './registry'
import type { ResourceContext, ResourceDefinition } from './resource'

/**
 * The records one relationship points to, for many owners at once (one query per target
 * type), limited to what the caller may see. Keyed by owner id.
 */
export async function relatedRecords(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  owners: readonly StoredRecord[],
  name: string,
): Promise<Map<string, StoredRecord[]>> {
  const spec = definition.relationships[name]
  if (!spec || owners.length === 0) return new Map()
  if (spec.resolve) return spec.resolve(ctx, owners)
  if (spec.kind === 'many') {
    if (!spec.inverse || typeof spec.type !== 'string') return new Map()
    const inverse = spec.inverse
    const found = await visibleRecords(ctx, spec.type, [
      linkedTo(
        inverse,
        owners.map((o) => o.id),
      ),
    ])
    return groupBy(found, (record) => record.relationships[inverse]?.id)
  }
  const byType = new Map<string, Set<string>>()
  for (const owner of owners) {
    const ref = owner.relationships[name]
    if (ref) byType.set(ref.type, (byType.get(ref.type) ?? new Set()).add(ref.id))
  }
  const targets = new Map<string, StoredRecord>()
  const found = await Promise.all(
    [...byType].map(async ([type, ids]) => ({
      type,
      records: await visibleRecords(ctx, type, [idIn([...ids])]),
    })),
  )
  for (const { type, records } of found) {
    for (const record of records) targets.set(`${type}:${record.id}`, record)
  }
  const result = new Map<string, StoredRecord[]>()
  for (const owner of owners) {
    const ref = owner.relationships[name]
    const target = ref && targets.get(`${ref.type}:${ref.id}`)
    if (target) result.set(owner.id, [target])
  }
  return result
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
