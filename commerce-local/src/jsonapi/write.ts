import { idIn } from '../db/conditions'
import { deleteStatement, insertStatement, type StoredRecord, updateStatement } from '../db/records'
import { errors } from '../errors/errors'
import { newId, now } from './ids'
import type { ParsedBody } from './parse-body'
import { visibleRecords } from './related-records'
import type { Draft, ResourceContext, ResourceDefinition } from './resource'

/** Runs the create hooks and inserts the record. */
export async function createRecord(ctx: ResourceContext, definition: ResourceDefinition, body: ParsedBody) {
  refuseIntegrationOnlyTriggers(ctx, definition, body)
  await checkTargets(ctx, body)
  const sent = writableBy(ctx, definition, body.attributes)
  const attributes = { ...defaults(definition), ...sent }
  const draft: Draft = { id: newId(), internal: {}, ...body, attributes, written: new Set(Object.keys(sent)) }
  await definition.beforeCreate?.(ctx, draft)
  const timestamp = now()
  const record = toRecord(definition.type, draft, timestamp, timestamp)
  await insertStatement(ctx.db, record).run()
  await definition.afterWrite?.(ctx, record, draft)
  return record
}

function defaults(definition: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definition.attributes).flatMap(([name, spec]) =>
      spec.default === undefined ? [] : [[name, spec.default]],
    ),
  )
}

/**
 * What only integrations may write is dropped from anyone else's body. resources.json says only
 * that sales channels cannot pass it; dropping keeps a shopper's request working, as the line
 * item prices always did.
 */
function writableBy(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  attributes: Record<string, unknown>,
) {
  if (ctx.auth.role === 'integration') return attributes
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => !definition.attributes[name]?.integrationOnly),
  )
}

/** A back-office trigger (approve, capture, cancel a shipment...) from anyone but an integration is a 401. */
function refuseIntegrationOnlyTriggers(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  body: ParsedBody,
) {
  if (ctx.auth.role === 'integration') return
  if (Object.keys(body.triggers).some((name) => definition.attributes[name]?.integrationOnly)) {
    throw errors.unauthorized()
  }
}

/** Merges the changes into the current record, runs the update hooks and writes it. */
export async function updateRecord(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  current: StoredRecord,
  body: ParsedBody,
) {
  refuseIntegrationOnlyTriggers(ctx, definition, body)
  await checkTargets(ctx, body)
  const sent = writableBy(ctx, definition, body.attributes)
  const draft: Draft = {
    id: current.id,
    attributes: { ...current.attributes, ...sent },
    relationships: { ...current.relationships, ...body.relationships },
    internal: { ...current.internal },
    triggers: body.triggers,
    written: new Set(Object.keys(sent)),
  }
  await definition.beforeUpdate?.(ctx, draft, current)
  const record = toRecord(definition.type, draft, current.created_at, now())
  await updateStatement(ctx.db, record).run()
  await definition.afterWrite?.(ctx, record, draft)
  return record
}

export async function deleteRecord(
  ctx: ResourceContext,
  definition: ResourceDefinition,
  current: StoredRecord,
) {
  await definition.beforeDelete?.(ctx, current)
  await deleteStatement(ctx.db, definition.type, current.id).run()
}

/** Linked records must exist and be visible to the caller, as Commerce Layer checks. */
async function checkTargets(ctx: ResourceContext, body: ParsedBody): Promise<void> {
  const links = Object.entries(body.relationships).flatMap(([name, target]) =>
    target ? [{ name, target }] : [],
  )
  // All at once (one round trip); the first missing link in the body's order is the one reported.
  const found = await Promise.all(
    links.map(async ({ target }) => (await visibleRecords(ctx, target.type, [idIn([target.id])])).length > 0),
  )
  const missing = links.find((_, i) => !found[i])
  if (missing) throw errors.validation(missing.name, 'must exist', `/data/relationships/${missing.name}`)
}

export function toRecord(type: string, draft: Draft, createdAt: string, updatedAt: string): StoredRecord {
  const relationships: StoredRecord['relationships'] = {}
  for (const [name, target] of Object.entries(draft.relationships)) if (target) relationships[name] = target
  return {
    type,
    id: draft.id,
    attributes: draft.attributes,
    relationships,
    internal: draft.internal,
    created_at: createdAt,
    updated_at: updatedAt,
  }
}
