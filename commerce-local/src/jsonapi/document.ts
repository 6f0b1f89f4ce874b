import type { StoredRecord } from '../db/records'
import type { IncludeTree } from './include-tree'
import { findDefinition } from './registry'
import { asOwners, relatedRecords } from './related-records'
import type { Owners, ResourceContext, ResourceDefinition } from './resource'
import { type Linkage, ref, resourceObject, type SerializeOptions } from './serialize'

interface DocumentOptions extends SerializeOptions {
  include: IncludeTree
  /** a single resource (retrieve, create, update) rather than a list */
  single: boolean
}

type ResourceObject = ReturnType<typeof resourceObject>

/** The `data` and `included` of a response, with includes resolved level by level. */
export async function buildDocument(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  given: Owners | readonly StoredRecord[],
  options: DocumentOptions,
) {
  const primary = asOwners(given)
  const linkages = new Map<string, Linkage>()
  const included = new Map<string, StoredRecord>()
  const [records] = await Promise.all([
    primary.records,
    resolveLevel(ctx, definition, primary, options.include, linkages, included),
  ])

  const primaryKeys = new Set(records.map(key))
  const groups = [...groupByType([...included.values()].filter((r) => !primaryKeys.has(key(r))))]
  // Concurrently, so the queries of computed attributes share one round trip.
  const [data, ...extra] = await Promise.all([
    serializeAll(ctx, definition, records, options, linkages, options.single),
    ...groups.map(([type, group]) => {
      const target = findDefinition(type)
      return target ? serializeAll(ctx, target, group, options, linkages, false) : []
    }),
  ])
  return { data: data ?? [], included: extra.flat() }
}

async function resolveLevel(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  owners: Owners,
  tree: IncludeTree,
  linkages: Map<string, Linkage>,
  included: Map<string, StoredRecord>,
): Promise<void> {
  // Every relationship of a level at once: their queries share one round trip.
  const levels = [...tree].map(async ([name, subtree]) => {
    const spec = definition.relationships[name]
    if (!spec) return
    const related = await relatedRecords(ctx, definition, owners, name)
    for (const owner of await owners.records) {
      const found = related.get(owner.id) ?? []
      const linkage = linkages.get(key(owner)) ?? new Map()
      linkage.set(name, spec.kind === 'one' ? (found[0] ? ref(found[0]) : null) : found.map(ref))
      linkages.set(key(owner), linkage)
    }
    const next = new Map<string, StoredRecord>()
    for (const record of [...related.values()].flat()) next.set(key(record), record)
    for (const record of next.values()) included.set(key(record), record)
    if (subtree.size === 0) return
    await Promise.all(
      [...groupByType([...next.values()])].map(([type, group]) => {
        const target = findDefinition(type)
        return target && resolveLevel(ctx, target, asOwners(group), subtree, linkages, included)
      }),
    )
  })
  await Promise.all(levels)
}

async function serializeAll(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  records: readonly StoredRecord[],
  options: SerializeOptions,
  linkages: Map<string, Linkage>,
  single: boolean,
): Promise<ResourceObject[]> {
  const computed = definition.computed ? await definition.computed(ctx, records, { single }) : new Map()
  return records.map((record) =>
    resourceObject(definition, record, options, computed.get(record.id), linkages.get(key(record))),
  )
}

function key(record: StoredRecord): string {
  return `${record.type}:${record.id}`
}

function groupByType(records: readonly StoredRecord[]): Map<string, StoredRecord[]> {
  const groups = new Map<string, StoredRecord[]>()
  for (const record of records) groups.set(record.type, [...(groups.get(record.type) ?? []), record])
  return groups
}
