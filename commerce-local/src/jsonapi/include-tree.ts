import { ApiError } from '../errors/api-error'
import { findDefinition } from './registry'
import type { ResourceDefinition } from './resource'

/** `include=line_items.item,shipments` as a tree: relationship name → nested includes. */
export type IncludeTree = Map<string, IncludeTree>

export function parseInclude(definition: ResourceDefinition, include: string | null): IncludeTree {
  const tree: IncludeTree = new Map()
  for (const path of (include ?? '').split(',').filter(Boolean)) {
    let level = tree
    let owners: ResourceDefinition[] = [definition]
    for (const name of path.split('.')) {
      const specs = owners.map((owner) => owner.relationships[name]).filter((spec) => spec !== undefined)
      if (specs.length === 0) throw invalidInclude(path)
      let next = level.get(name)
      if (!next) {
        next = new Map()
        level.set(name, next)
      }
      level = next
      owners = specs
        .flatMap((spec) => (typeof spec.type === 'string' ? [spec.type] : [...spec.type]))
        .map((type) => findDefinition(type))
        .filter((found) => found !== undefined)
    }
  }
  return tree
}

function invalidInclude(path: string) {
  return new ApiError(400, {
    code: 'INVALID_INCLUDE',
    title: 'Invalid include',
    detail: `${path} is not a valid relationship to include`,
    parameter: 'include',
  })
}
