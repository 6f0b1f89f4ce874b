/** Commerce Layer-shaped JSON:API documents for the tests' fake API. */

export interface JsonResource {
  type: string
  id: string
  attributes: Record<string, unknown>
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >
}

const ref = (resource: JsonResource) => ({ type: resource.type, id: resource.id })

export function priceList(id: string, taxIncluded: boolean): JsonResource {
  return { type: 'price_lists', id, attributes: { tax_included: taxIncluded } }
}

export function price(
  id: string,
  amountCents: number,
  compareAtCents = amountCents,
  currency = 'EUR',
  list?: JsonResource,
): JsonResource {
  return {
    type: 'prices',
    id,
    attributes: {
      amount_cents: amountCents,
      compare_at_amount_cents: compareAtCents,
      currency_code: currency,
    },
    ...(list ? { relationships: { price_list: { data: ref(list) } } } : {}),
  }
}

interface SkuFixture {
  id: string
  code: string
  name: string
  names?: Record<string, string>
  description?: string
  price?: JsonResource
  inventory?: unknown
  excise?: boolean
  /** `metadata.contains_alcohol` */
  alcohol?: boolean
  /** `metadata.net_quantity`, e.g. `{ value: 750, unit: 'ml' }` */
  netQuantity?: unknown
  /** `metadata.category`, the slug of its category, e.g. `wines` */
  category?: string
  options?: JsonResource[]
  lists?: JsonResource[]
  /** Its stock items in the token's stock locations (`stockItem`), as an include of a list brings them. */
  stockItems?: JsonResource[]
  /** `do_not_track`: sold without stock. */
  untracked?: boolean
}

export function sku(fixture: SkuFixture): JsonResource {
  const i18n = Object.fromEntries(Object.entries(fixture.names ?? {}).map(([l, name]) => [l, { name }]))
  return {
    type: 'skus',
    id: fixture.id,
    attributes: {
      code: fixture.code,
      name: fixture.name,
      description: fixture.description ?? `${fixture.name}, described`,
      image_url: `http://api.test/images/${fixture.code}.svg`,
      metadata: {
        i18n,
        excise_included: fixture.excise ?? false,
        contains_alcohol: fixture.alcohol ?? false,
        ...(fixture.netQuantity === undefined ? {} : { net_quantity: fixture.netQuantity }),
        ...(fixture.category === undefined ? {} : { category: fixture.category }),
      },
      inventory: fixture.inventory ?? null,
      do_not_track: fixture.untracked ?? false,
    },
    relationships: {
      prices: { data: fixture.price ? [ref(fixture.price)] : [] },
      ...(fixture.stockItems ? { stock_items: { data: fixture.stockItems.map(ref) } } : {}),
      sku_options: { data: (fixture.options ?? []).map(ref) },
      sku_lists: { data: (fixture.lists ?? []).map(ref) },
    },
  }
}

/**
 * A stock item, as `fields[stock_items]=quantity` brings it; given what placed orders reserved of
 * it, with its `reserved_stock` too (`reservedStockOf` is the resource to include beside it).
 */
export function stockItem(id: string, quantity: number, reserved?: number): JsonResource {
  return {
    type: 'stock_items',
    id,
    attributes: { quantity },
    ...(reserved === undefined
      ? {}
      : { relationships: { reserved_stock: { data: { type: 'reserved_stocks', id: `rs-${id}` } } } }),
  }
}

/** The reserved stock of a stock item made by `stockItem` with a reserved quantity. */
export function reservedStockOf(item: JsonResource, reserved: number): JsonResource {
  return { type: 'reserved_stocks', id: `rs-${item.id}`, attributes: { quantity: reserved } }
}

/**
 * What Commerce Layer answers of the resources a list could include, for the request's own
 * `include`: only the types its paths reach (`stock_items.reserved_stock` brings the stock items
 * and their reserved stocks), and an included resource's relationship data only where its target
 * is included too. A request that stops asking for something gets none of it.
 */
export function includedAsAsked(url: URL, resources: JsonResource[]): JsonResource[] {
  const paths = (url.searchParams.get('include') ?? '').split(',').filter(Boolean)
  // Relationship names as the catalog's includes spell them: `sku_list` → sku_lists, `skus` → skus.
  const reached = new Set(
    paths.flatMap((path) => path.split('.').map((name) => (name.endsWith('s') ? name : `${name}s`))),
  )
  return resources
    .filter((resource) => reached.has(resource.type))
    .map((resource) => {
      const relationships = Object.entries(resource.relationships ?? {}).filter(([, { data }]) =>
        [data ?? []].flat().every((target) => reached.has(target.type)),
      )
      return { ...resource, relationships: Object.fromEntries(relationships) }
    })
}

export function skuList(id: string, slug: string, name: string, kind = 'category'): JsonResource {
  return { type: 'sku_lists', id, attributes: { name, slug, metadata: { kind } } }
}

export function listDocument(
  data: JsonResource[],
  included: JsonResource[] = [],
  pageCount = 1,
  total = data.length,
) {
  return { data, included, meta: { record_count: total, page_count: pageCount } }
}

export function singleDocument(data: JsonResource, included: JsonResource[] = []) {
  return { data, included }
}

/** Stock as commerce-local's sku `inventory`: one level per warehouse with its lead times in hours. */
export function inventory(levels: [quantity: number, minHours: number, maxHours: number][]) {
  const quantity = levels.reduce((sum, [q]) => sum + q, 0)
  return {
    available: quantity > 0,
    quantity,
    levels: levels.map(([q, minHours, maxHours]) => ({
      quantity: q,
      delivery_lead_times: [
        {
          shipping_method: { name: 'Standard' },
          min: { hours: minHours, days: Math.ceil(minHours / 24) },
          max: { hours: maxHours, days: Math.ceil(maxHours / 24) },
        },
      ],
    })),
  }
}
