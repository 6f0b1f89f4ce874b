import { type Context, Hono } from 'hono'
import { readConfig } from '../config'
import { idIn } from '../db/conditions'
import { findPage, findRecords, type StoredRecord } from '../db/records'
import { ApiError } from '../errors/api-error'
import { errors } from '../errors/errors'
import { buildDocument } from './document'
import { pageLinks } from './links'
import { parseResourceBody } from './parse-body'
import { parseQuery } from './parse-query'
import { findDefinition } from './registry'
import { relatedRecords } from './related-records'
import type { Action, AppEnv, ResourceContext, ResourceDefinition } from './resource'
import { createRecord, deleteRecord, updateRecord } from './write'

const jsonApi = 'application/vnd.api+json'

/** `/api/{type}[/{id}[/{relationship}]]` for every registered resource. */
export function resourceRoutes() {
  const api = new Hono<AppEnv>()

  api.get('/:type', async (c) => {
    const { definition, ctx } = await prepare(c, 'list')
    const query = await parseQuery(definition, new URL(c.req.url), visibilityOf(ctx))
    const visibility = definition.visibleTo ? await definition.visibleTo(ctx) : []
    const where = [...query.filters, ...visibility, ...(definition.listScope?.(ctx) ?? [])]
    const { number, size } = query.page
    const { records, total: count } = await findPage(ctx.db, definition.type, {
      where,
      orderBy: query.orderBy,
      limit: size,
      offset: (number - 1) * size,
    })
    const document = await buildDocument(ctx, definition, records, {
      ...serializeOptions(c),
      ...query,
      single: false,
    })
    const pageCount = Math.ceil(count / size)
    return respond(c, {
      data: document.data,
      ...(document.included.length > 0 && { included: document.included }),
      meta: { record_count: count, page_count: pageCount },
      links: pageLinks(new URL(c.req.url), number, pageCount),
    })
  })

  api.get('/:type/:id', async (c) => {
    const { definition, ctx } = await prepare(c, 'retrieve')
    const id = c.req.param('id')
    // The record and its includes are read together: one round trip, not one per level.
    return single(c, ctx, definition, { ids: [id], records: () => findVisible(ctx, definition, id) })
  })

  api.get('/:type/:id/:relationship', async (c) => {
    const { definition, ctx } = await prepare(c, 'retrieve')
    const name = c.req.param('relationship')
    const spec = definition.relationships[name]
    const target = spec && typeof spec.type === 'string' ? findDefinition(spec.type) : undefined
    if (!spec) throw errors.routeNotFound(new URL(c.req.url).pathname)
    const owner = await findVisible(ctx, definition, c.req.param('id'))
    const related = (await relatedRecords(ctx, definition, [owner], name)).get(owner.id) ?? []
    const first = related[0]
    const targetDefinition = target ?? (first && findDefinition(first.type))
    if (spec.kind === 'one') {
      if (!first || !targetDefinition) return respond(c, { data: null })
      return single(c, ctx, targetDefinition, first)
    }
    if (!targetDefinition) return respond(c, { data: [], meta: { record_count: 0, page_count: 0 } })
    const query = await parseQuery(targetDefinition, new URL(c.req.url), visibilityOf(ctx))
    const document = await buildDocument(ctx, targetDefinition, related, {
      ...serializeOptions(c),
      ...query,
      single: false,
    })
    return respond(c, {
      data: document.data,
      ...(document.included.length > 0 && { included: document.included }),
      meta: { record_count: related.length, page_count: related.length > 0 ? 1 : 0 },
    })
  })

  api.post('/:type', async (c) => {
    const { definition, ctx } = await prepare(c, 'create')
    const body = parseResourceBody(definition, await readJson(c), 'create')
    const record = await createRecord(ctx, definition, body)
    return single(c, ctx, definition, reloading(ctx, definition, record), 201)
  })

  api.patch('/:type/:id', async (c) => {
    const { definition, ctx } = await prepare(c, 'update')
    const current = await findVisible(ctx, definition, c.req.param('id'))
    const body = parseResourceBody(definition, await readJson(c), 'update', current.id)
    const record = await updateRecord(ctx, definition, current, body)
    return single(c, ctx, definition, reloading(ctx, definition, record))
  })

  api.delete('/:type/:id', async (c) => {
    const { definition, ctx } = await prepare(c, 'delete')
    const current = await findVisible(ctx, definition, c.req.param('id'))
    await deleteRecord(ctx, definition, current)
    return c.body(null, 204)
  })

  return api
}

async function prepare(c: Context<AppEnv>, action: Action) {
  const definition = findDefinition(c.req.param('type') ?? '')
  if (!definition) throw errors.routeNotFound(new URL(c.req.url).pathname)
  const auth = c.get('auth')
  if (!definition.access[action]?.includes(auth.role)) throw errors.unauthorized()
  const ctx: ResourceContext = { c, db: c.var.db, auth }
  return { definition, ctx }
}

/** A record by id that the caller may see, else 404 as Commerce Layer answers. */
export async function findVisible(ctx: ResourceContext, definition: ResourceDefinition, id: string) {
  const visibility = definition.visibleTo ? await definition.visibleTo(ctx) : []
  const [record] = await findRecords(ctx.db, definition.type, {
    where: [idIn([id]), ...visibility],
    limit: 1,
  })
  if (!record) throw errors.recordNotFound()
  return record
}

// After-write hooks may have changed the record (totals, statuses): answer with what is stored,
// read together with the includes.
function reloading(ctx: ResourceContext, definition: ResourceDefinition, record: StoredRecord): Single {
  return {
    ids: [record.id],
    records: async () => {
      const [fresh] = await findRecords(ctx.db, definition.type, { where: [idIn([record.id])], limit: 1 })
      return fresh ?? record
    },
  }
}

/** A record, or one being read (`records` starts only once the query string is known good). */
type Single = StoredRecord | { ids: [string]; records: () => Promise<StoredRecord> }

async function single(
  c: Context<AppEnv>,
  ctx: ResourceContext,
  definition: ResourceDefinition,
  record: Single,
  status: 200 | 201 = 200,
) {
  const query = await parseQuery(definition, new URL(c.req.url), visibilityOf(ctx))
  const owners = 'type' in record ? [record] : { ids: record.ids, records: record.records().then((r) => [r]) }
  const document = await buildDocument(ctx, definition, owners, {
    ...serializeOptions(c),
    ...query,
    single: true,
  })
  return respond(
    c,
    { data: document.data[0], ...(document.included.length > 0 && { included: document.included }) },
    status,
  )
}

function visibilityOf(ctx: ResourceContext) {
  return async (type: string) => {
    const target = findDefinition(type)
    return target?.visibleTo ? await target.visibleTo(ctx) : []
  }
}

function serializeOptions(c: Context<AppEnv>) {
  return { baseUrl: new URL(c.req.url).origin, organizationId: readConfig(c.env).ORGANIZATION_ID }
}

function respond(c: Context<AppEnv>, body: unknown, status: 200 | 201 = 200) {
  return c.body(JSON.stringify(body), status, { 'Content-Type': jsonApi })
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw new ApiError(400, {
      code: 'BAD_REQUEST',
      title: 'Bad request',
      detail: 'The request body is not valid JSON',
    })
  }
}
