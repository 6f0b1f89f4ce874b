import type { RecordRef, StoredRecord } from '../db/records'
import { stableId } from '../jsonapi/ids'

/** Every seeded record has this timestamp, so a reseed is byte-for-byte the same. */
export const seedTime = '2026-01-01T09:00:00.000Z'

/** The deterministic id of a seeded record: its type and a natural key. */
export const seedId = (type: string, key: string) => stableId(type, key)

export const seedRef = (type: string, key: string): RecordRef => ({ type, id: seedId(type, key) })

interface SeedRecordInput {
  type: string
  key: string
  /** a fixed id instead of the derived one (markets keep the ids of shared/markets) */
  id?: string
  attributes: Record<string, unknown>
  relationships?: Record<string, RecordRef>
  internal?: Record<string, unknown>
}

export function seedRecord({
  type,
  key,
  id,
  attributes,
  relationships = {},
  internal = {},
}: SeedRecordInput) {
  const record: StoredRecord = {
    type,
    id: id ?? seedId(type, key),
    attributes: { reference: key, reference_origin: 'commerce-local-seed', metadata: {}, ...attributes },
    relationships,
    internal,
    created_at: seedTime,
    updated_at: seedTime,
  }
  return record
}
