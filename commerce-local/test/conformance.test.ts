import { beforeAll, describe, expect, inject, it } from 'vitest'
import '../src/app'
import { findDefinition, registeredTypes } from '../src/jsonapi/registry'
import { api, integrationToken } from './api'

// resources.json (../shared/commercelayer), summarised by `npm run reference` and handed over by
// vitest.config.ts: workerd cannot read files.
const reference = inject('reference')
const referenceSummaryIsCurrent = inject('referenceSummaryIsCurrent')
const types = registeredTypes()
let token: string

beforeAll(async () => {
  token = await integrationToken()
})

const definitionOf = (type: string) => {
  const definition = findDefinition(type)
  if (!definition) throw new Error(`${type} is not registered`)
  return definition
}

it.skipIf(referenceSummaryIsCurrent === null)(
  'checks against a summary as current as the reference beside the repository (npm run reference)',
  () => {
    expect(referenceSummaryIsCurrent).toBe(true)
  },
)

it('has the reference of every type it serves', () => {
  expect(types.filter((type) => !reference[type])).toEqual([])
})

describe.each(types)('%s', (type) => {
  const spec = reference[type]

  it('is a Commerce Layer resource type', () => {
    expect(spec, `${type} is not in resources.json`).toBeDefined()
  })

  it('declares only attributes and relationships of the reference, never more writable', () => {
    const definition = definitionOf(type)
    for (const [name, attribute] of Object.entries(definition.attributes)) {
      const field = spec?.fields[name]
      expect(field, `${type}.${name} is not in resources.json`).toBeDefined()
      if (attribute.creatable) expect(field?.creatable, `${type}.${name} is not creatable`).toBe(true)
      if (attribute.updatable) expect(field?.updatable, `${type}.${name} is not updatable`).toBe(true)
    }
    for (const name of Object.keys(definition.relationships)) {
      expect(spec?.relationships, `${type} has no relationship ${name}`).toContain(name)
    }
  })

  it('links as the reference does: the same kind, the same target type, never more writable', () => {
    const definition = definitionOf(type)
    for (const [name, relationship] of Object.entries(definition.relationships)) {
      const link = spec?.links[name]
      expect(relationship.kind, `${type}.${name} kind`).toBe(link?.kind)
      if (link?.target && typeof relationship.type === 'string')
        expect(relationship.type, `${type}.${name} target`).toBe(link.target)
      if (relationship.creatable) expect(link?.creatable, `${type}.${name} is not creatable`).toBe(true)
      if (relationship.updatable) expect(link?.updatable, `${type}.${name} is not updatable`).toBe(true)
    }
  })

  it('takes from integrations only what sales channels may not pass', () => {
    const definition = definitionOf(type)
    for (const [name, attribute] of Object.entries(definition.attributes)) {
      if (!(attribute.creatable || attribute.updatable)) continue
      const prohibited = spec?.fields[name]?.prohibited ?? false
      // Cancelling and archiving an order stay back office here too, stricter than the reference.
      if (name.startsWith('_') && !prohibited) continue
      expect(attribute.integrationOnly ?? false, `${type}.${name} integrations only`).toBe(prohibited)
    }
  })

  it('requires on create what the reference requires, and nothing it calls optional', () => {
    const definition = definitionOf(type)
    for (const [name, attribute] of Object.entries(definition.attributes)) {
      if (!attribute.creatable) continue
      const required = spec?.fields[name]?.required ?? 'optional'
      if (required === 'required') expect(attribute.required, `${type}.${name} is required`).toBe(true)
      // Conditional requirements ("required if 'business' is 'true'") are checked by create hooks.
      if (attribute.required) expect(required, `${type}.${name} is optional`).toMatch(/^required/)
    }
  })

  it('gives what a create leaves out the default the reference states', () => {
    const definition = definitionOf(type)
    for (const [name, attribute] of Object.entries(definition.attributes)) {
      const field = spec?.fields[name]
      const stated = /^optional, default is '(.*)'$/.exec(field?.required ?? '')?.[1]
      if (!attribute.creatable || stated === undefined) continue
      expect(attribute.default ?? null, `${type}.${name} defaults to ${stated}`).toEqual(
        literal(stated, field?.type),
      )
    }
  })

  it('filters and sorts by exactly the attributes the reference allows, so no remote relies on a query production refuses', () => {
    const definition = definitionOf(type)
    for (const [name, attribute] of Object.entries(definition.attributes)) {
      const field = spec?.fields[name]
      expect(attribute.filterable ?? true, `${type}.${name} filterable`).toBe(field?.filterable)
      expect(attribute.sortable ?? true, `${type}.${name} sortable`).toBe(field?.sortable)
    }
    for (const [name, relationship] of Object.entries(definition.relationships)) {
      const filterable = spec?.filterableRelationships.includes(name)
      if (relationship.filterable !== false)
        expect(filterable, `${type}.${name} is not filterable`).toBe(true)
      // A filter through a polymorphic has-one would need its target type named; none is used.
      const traversable =
        typeof relationship.type === 'string' &&
        (relationship.kind === 'one' || !!relationship.inverse || !!relationship.filterThrough)
      if (filterable && typeof relationship.type === 'string') {
        expect(traversable && relationship.filterable !== false, `${type}.${name} is filterable`).toBe(true)
      }
    }
  })

  it('answers with attributes and relationships that all exist in the reference', async () => {
    const list = await api(token, `/api/${type}?page[size]=25`)
    expect(list.status).toBe(200)
    const first = list.json.data[0]
    const documents = first
      ? [...list.json.data, (await api(token, `/api/${type}/${first.id}`)).json.data]
      : []
    for (const document of documents) {
      expect(document.type).toBe(type)
      for (const [name, value] of Object.entries(document.attributes)) {
        expect(spec?.fields, `${type}.${name} in a response`).toHaveProperty(name)
        const expected = spec?.fields[name]?.type ?? 'string'
        if (value !== null)
          expect(typeOfValue(value, expected), `${type}.${name} is a ${expected}`).toBe(expected)
        // Secrets (passwords, reset tokens) and triggers are written, never read back.
        expect(spec?.fields[name]?.fetchable, `${type}.${name} is not fetchable`).toBe(true)
      }
      for (const name of Object.keys(document.relationships)) {
        expect(spec?.relationships, `${type}.${name} in a response`).toContain(name)
      }
    }
  })

  it('refuses to create with an attribute the reference marks as not creatable, creating nothing', async () => {
    const refused = Object.entries(spec?.fields ?? {}).find(([name, f]) => !f.creatable && name !== 'id')
    if (!refused) return
    const before = (await api(token, `/api/${type}`)).json?.meta?.record_count
    const response = await api(token, `/api/${type}`, {
      method: 'POST',
      body: { data: { type, attributes: { [refused[0]]: 'x' } } },
    })
    expect([400, 401]).toContain(response.status)
    if (response.status === 400) {
      expect(response.json.errors[0]).toMatchObject({
        code: 'PARAM_NOT_ALLOWED',
        source: { pointer: `/data/attributes/${refused[0]}` },
      })
    }
    expect((await api(token, `/api/${type}`)).json?.meta?.record_count).toBe(before)
  })

  it('refuses to update an attribute the reference marks as not updatable, changing nothing', async () => {
    const refused = Object.entries(spec?.fields ?? {}).find(([name, f]) => !f.updatable && name !== 'id')
    const first = (await api(token, `/api/${type}?page[size]=1`)).json?.data?.[0]
    if (!refused || !first) return
    const response = await api(token, `/api/${type}/${first.id}`, {
      method: 'PATCH',
      body: { data: { type, id: first.id, attributes: { [refused[0]]: 'x' } } },
    })
    expect([400, 401]).toContain(response.status)
    if (response.status === 400) expect(response.json.errors[0].code).toBe('PARAM_NOT_ALLOWED')
    const after = (await api(token, `/api/${type}/${first.id}`)).json.data
    expect(after.attributes.updated_at).toBe(first.attributes.updated_at)
  })
})

/** A JSON value's type in the reference's words. */
function typeOfValue(value: unknown, expected: string): string {
  if (Array.isArray(value)) return 'array'
  // JSON writes a whole float (12.0) as 12.
  if (typeof value === 'number') return Number.isInteger(value) && expected !== 'float' ? 'integer' : 'float'
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return 'datetime'
  return typeof value
}

/** A default as resources.json quotes it ('true', '1', 'PDF', 'null'), in the attribute's type. */
function literal(stated: string, type: string | undefined): unknown {
  if (stated === 'null') return null
  if (type === 'boolean') return stated === 'true'
  if (type === 'integer' || type === 'float') return Number(stated)
  return stated
}
