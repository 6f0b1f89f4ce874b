/** Per resource type (plural), what resources.json says about each field and relationship. */
export type ReferenceSummary = Record<
  string,
  {
    fields: Record<string, { creatable: boolean; updatable: boolean }>
    relationships: string[]
  }
>

interface ReferenceResource {
  id: string
  attributes: {
    fields: Record<string, { creatable?: boolean; updatable?: boolean }>
    relationships?: Record<string, unknown>
  }
}

// Commerce Layer's singular ids pluralise regularly for every type commerce-local serves.
const plural = (id: string) =>
  id.endsWith('s') ? `${id}es` : /[^aeiou]y$/.test(id) ? `${id.slice(0, -1)}ies` : `${id}s`

/** Shrinks the 1.7 MB reference to what the conformance tests need. */
export function referenceSummary(resources: ReferenceResource[]): ReferenceSummary {
  return Object.fromEntries(
    resources.map((resource) => [
      plural(resource.id),
      {
        fields: Object.fromEntries(
          Object.entries(resource.attributes.fields).map(([name, field]) => [
            name,
            { creatable: field.creatable === true, updatable: field.updatable === true },
          ]),
        ),
        relationships: Object.keys(resource.attributes.relationships ?? {}),
      },
    ]),
  )
}
