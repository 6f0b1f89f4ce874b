import type { ResourceDefinition } from './resource'

const definitions = new Map<string, ResourceDefinition>()

/** Makes resources servable under `/api/{type}`; later registrations of a type win. */
export function registerResources(...list: ResourceDefinition[]): void {
  for (const definition of list) definitions.set(definition.type, definition)
}

export function findDefinition(type: string): ResourceDefinition | undefined {
  return definitions.get(type)
}

export function registeredTypes(): string[] {
  return [...definitions.keys()]
}
