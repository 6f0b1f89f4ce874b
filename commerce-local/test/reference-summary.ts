/** Per resource type (plural), what resources.json says about each field and relationship. */
export type ReferenceSummary = Record<
  string,
  {
    fields: Record<
      string,
      {
        creatable: boolean
        updatable: boolean
        fetchable: boolean
        filterable: boolean
        sortable: boolean
        /** string, datetime, boolean, integer, float, object or array */
        type: string
        /** "cannot be passed by sales channels" */
        prohibited: boolean
        /** `required` as the reference words it: "required", "optional", "required if 'business' is 'true'"… */
        required: string
      }
    >
    relationships: string[]
    /** each relationship's kind, target type (null when polymorphic) and writability */
    links: Record<
      string,
      { kind: 'one' | 'many'; target: string | null; creatable: boolean; updatable: boolean }
    >
    /** relationships a filter may go through (`prices_amount_cents_gt`) */
    filterableRelationships: string[]
  }
>

interface ReferenceResource {
  id: string
  attributes: {
    fields: Record<
      string,
      Partial<Record<'creatable' | 'updatable' | 'fetchable' | 'filterable' | 'sortable', boolean>> & {
        required?: string
        type?: string
        prohibited?: boolean
      }
    >
    relationships?: Record<
      string,
      {
        filterable?: boolean
        type?: string
        class_name?: string
        polymorphic?: boolean
        creatable?: boolean
        updatable?: boolean
      }
    >
  }
}

// Commerce Layer's singular ids pluralise regularly for every type commerce-local serves.
const plural = (id: string) =>
  id.endsWith('s') ? `${id}es` : /[^aeiou]y$/.test(id) ? `${id.slice(0, -1)}ies` : `${id}s`

// `LineItemOption` → `line_item_options`
const typeOfClass = (name: string) => plural(name.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase())

/** Shrinks the 1.7 MB reference to what the conformance tests need. */
export function referenceSummary(resources: ReferenceResource[]): ReferenceSummary {
  return Object.fromEntries(
    resources.map((resource) => [
      plural(resource.id),
      {
        fields: Object.fromEntries(
          Object.entries(resource.attributes.fields).map(([name, field]) => [
            name,
            {
              creatable: field.creatable === true,
              updatable: field.updatable === true,
              fetchable: field.fetchable !== false,
              filterable: field.filterable === true,
              sortable: field.sortable === true,
              required: field.required ?? 'optional',
              type: field.type ?? 'string',
              prohibited: field.prohibited === true,
            },
          ]),
        ),
        relationships: Object.keys(resource.attributes.relationships ?? {}),
        links: Object.fromEntries(
          Object.entries(resource.attributes.relationships ?? {}).map(([name, relationship]) => [
            name,
            {
              kind: relationship.type === 'has_many' ? 'many' : 'one',
              target:
                relationship.polymorphic || !relationship.class_name
                  ? null
                  : typeOfClass(relationship.class_name),
              creatable: relationship.creatable === true,
              updatable: relationship.updatable === true,
            },
          ]),
        ),
        filterableRelationships: Object.entries(resource.attributes.relationships ?? {})
          .filter(([, relationship]) => relationship.filterable === true)
          .map(([name]) => name),
      },
    ]),
  )
}
