import type { RecordRef } from '../db/records'
import { ApiError } from '../errors/api-error'
import { errors } from '../errors/errors'
import type { AttributeSpec, ResourceDefinition } from './resource'

export interface ParsedBody {
  attributes: Record<string, unknown>
  relationships: Record<string, RecordRef | null>
  triggers: Record<string, unknown>
}

type Mode = 'create' | 'update'

/**
 * Checks a JSON:API document against the resource: only known, writable attributes and
 * relationships of the right type pass; `_trigger` attributes are set apart.
 */
export function parseResourceBody(
  definition: ResourceDefinition,
  body: unknown,
  mode: Mode,
  id?: string,
): ParsedBody {
  const data = isObject(body) ? body.data : undefined
  if (!isObject(data)) throw invalidData('The request body must be a JSON:API document with a data object')
  if (data.type !== definition.type) throw invalidData(`data.type must be ${definition.type}`)
  if (mode === 'update' && data.id !== undefined && data.id !== id)
    throw invalidData('data.id must match the URL')

  const parsed: ParsedBody = { attributes: {}, relationships: {}, triggers: {} }
  const attributes = data.attributes ?? {}
  if (!isObject(attributes)) throw invalidData('data.attributes must be an object')
  for (const [name, value] of Object.entries(attributes)) {
    const spec = definition.attributes[name]
    const pointer = `/data/attributes/${name}`
    if (!spec || !(mode === 'create' ? spec.creatable : spec.updatable))
      throw errors.paramNotAllowed(name, pointer)
    checkType(name, spec, value, pointer)
    const cast = castBoolean(spec, value)
    if (name.startsWith('_')) parsed.triggers[name] = cast
    else parsed.attributes[name] = cast
  }
  if (mode === 'create') requireAttributes(definition, parsed.attributes)

  const relationships = data.relationships ?? {}
  if (!isObject(relationships)) throw invalidData('data.relationships must be an object')
  for (const [name, value] of Object.entries(relationships)) {
    parsed.relationships[name] = parseRelationship(definition, name, value, mode)
  }
  return parsed
}

function parseRelationship(definition: ResourceDefinition, name: string, value: unknown, mode: Mode) {
  const spec = definition.relationships[name]
  const pointer = `/data/relationships/${name}`
  const writable = spec && spec.kind === 'one' && (mode === 'create' ? spec.creatable : spec.updatable)
  if (!spec || !writable) throw errors.paramNotAllowed(name, pointer)
  const linkage = isObject(value) ? value.data : undefined
  if (linkage === null) return null
  const allowed = typeof spec.type === 'string' ? [spec.type] : spec.type
  if (!isObject(linkage) || typeof linkage.id !== 'string' || !allowed.includes(String(linkage.type))) {
    throw errors.validation(name, 'is invalid', pointer)
  }
  return { type: String(linkage.type), id: linkage.id }
}

function checkType(name: string, spec: AttributeSpec, value: unknown, pointer: string): void {
  if (value === null) {
    if (spec.required) throw errors.validation(name, "can't be blank", pointer)
    return
  }
  const ok = {
    string: typeof value === 'string',
    datetime: typeof value === 'string' && !Number.isNaN(Date.parse(value)),
    integer: Number.isInteger(value),
    float: typeof value === 'number' && Number.isFinite(value),
    boolean: typeof value === 'boolean' || value === 'true' || value === 'false',
    object: isObject(value),
    array: Array.isArray(value),
  }[spec.type]
  if (!ok) throw errors.validation(name, `must be ${article(spec.type)}`, pointer)
}

/** Rails casts `"true"` and `"false"` for a boolean, so everything after parsing sees a real boolean. */
const castBoolean = (spec: AttributeSpec, value: unknown) =>
  spec.type === 'boolean' && typeof value === 'string' ? value === 'true' : value

function requireAttributes(definition: ResourceDefinition, attributes: Record<string, unknown>): void {
  for (const [name, spec] of Object.entries(definition.attributes)) {
    const value = attributes[name]
    if (spec.required && spec.creatable && (value === undefined || value === null || value === '')) {
      throw errors.validation(name, "can't be blank")
    }
  }
}

const article = (type: string) =>
  type === 'integer' || type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function invalidData(detail: string) {
  return new ApiError(400, { code: 'INVALID_DATA_FORMAT', title: 'Invalid data format', detail })
}
