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
  metadata: attribute('object', 'CU'),
}

/** Adds the common attributes and returns the definition to register. */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return { ...definition, attributes: { ...definition.attributes, ...common } }
}
