import type { AttributeSpec, AttributeType, RelationshipSpec, ResourceDefinition } from './resource'

type Flags = '' | 'C' | 'U' | 'CU'

/**
 * An attribute as resources.json describes it: `C` creatable, `U` updatable.
 *
 * @example attribute('string', 'CU', true) // code: required, creatable and updatable
 */
export function attribute(type: AttributeType, flags: Flags = '', required = false): AttributeSpec {
  return { type, creatable: flags.includes('C'), updatable: flags.includes('U'), required }
}

/** An attribute Commerce Layer neither filters nor sorts by: a setting, a secret, a computed count. */
export function unqueryable(spec: AttributeSpec): AttributeSpec {
  return { ...spec, filterable: false, sortable: false }
}

/** An attribute Commerce Layer filters by but refuses to sort by: free text, parts of an address. */
export function unsortable(spec: AttributeSpec): AttributeSpec {
  return { ...spec, sortable: false }
}

/** An attribute a create may leave out, which then takes Commerce Layer's default. */
export function defaultsTo(spec: AttributeSpec, value: unknown): AttributeSpec {
  return { ...spec, default: value }
}

/**
 * What only integrations may pass (an order's number, a shipment's `_cancel`): from a sales
 * channel, an attribute's value is ignored and a trigger is refused.
 */
export function integrationOnly(spec: AttributeSpec): AttributeSpec {
  return { ...spec, integrationOnly: true }
}

/** An attribute that can be written but is never returned, such as a password. */
export function writeOnly(type: AttributeType, flags: Flags): AttributeSpec {
  return { ...attribute(type, flags), fetchable: false }
}

export const hasOne = (type: string | readonly string[], flags: Flags = ''): RelationshipSpec => ({
  kind: 'one',
  type,
  creatable: flags.includes('C'),
  updatable: flags.includes('U'),
})

/** A has-many read through the target's has-one link named `inverse`. */
export const hasMany = (type: string, inverse: string): RelationshipSpec => ({ kind: 'many', type, inverse })

/** The attributes every Commerce Layer resource has. */
const common = {
  reference: attribute('string', 'CU'),
  reference_origin: attribute('string', 'CU'),
  metadata: unsortable(attribute('object', 'CU')),
}

// Triggers and an amount's float and formatted copies exist only in answers and writes;
// resources.json marks every one of them neither filterable nor sortable.
const derived = /^_|_float$|^formatted_/

/**
 * Adds the common attributes and returns the definition to register. A resource may declare a
 * common attribute itself: customer subscriptions require their reference.
 */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const attributes = Object.fromEntries(
    Object.entries({ ...common, ...definition.attributes }).map(([name, spec]) => [
      name,
      derived.test(name) ? unqueryable(spec) : spec,
    ]),
  )
  return { ...definition, attributes }
}
