import type { RecordRef, StoredRecord } from '../db/records'
import type { ResourceDefinition } from './resource'

export interface SerializeOptions {
  baseUrl: string
  organizationId: string
  fields: Map<string, Set<string>>
}

/** Relationship data for included relationships, by relationship name. */
export type Linkage = Map<string, RecordRef | RecordRef[] | null>

/** One JSON:API resource object the way Commerce Layer writes it. */
export function resourceObject(
  definition: ResourceDefinition,
  record: StoredRecord,
  options: SerializeOptions,
  computed: Record<string, unknown> = {},
  linkage?: Linkage,
) {
  const wanted = options.fields.get(definition.type)
  const keep = (name: string) => !wanted || wanted.has(name)
  const self = `${options.baseUrl}/api/${definition.type}/${record.id}`

  const attributes: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(definition.attributes)) {
    if (name.startsWith('_') || spec.fetchable === false || !keep(name)) continue
    attributes[name] = name in computed ? computed[name] : (record.attributes[name] ?? null)
  }
  if (keep('created_at')) attributes.created_at = record.created_at
  if (keep('updated_at')) attributes.updated_at = record.updated_at

  const relationships: Record<string, unknown> = {}
  for (const name of Object.keys(definition.relationships)) {
    if (!keep(name)) continue
    const links = { self: `${self}/relationships/${name}`, related: `${self}/${name}` }
    relationships[name] = linkage?.has(name) ? { links, data: linkage.get(name) } : { links }
  }

  return {
    id: record.id,
    type: definition.type,
    links: { self },
    attributes,
    relationships,
    meta: { mode: 'test', organization_id: options.organizationId },
  }
}

export const ref = (record: StoredRecord): RecordRef => ({ type: record.type, id: record.id })
