/**
 * A list of items the shopper saw and picked from. GA4's reports show both as they are sent, so
 * neither follows the shopper's language.
 */
export interface ItemList {
  /** The technical key, e.g. `category:wines`. */
  readonly id: string
  /** A readable name a merchant knows the list by, e.g. "Category: wines". */
  readonly name: string
}

/** A GA4 ecommerce item. Prices are in major units, as GA4 expects. */
export interface AnalyticsItem {
  readonly item_id: string
  /**
   * The product's base name: its SKU's or bundle's own `name`, as the commerce API holds it. The
   * same in every language and market, so GA4's item reports keep one row per product; never the
   * name shown in the shopper's language (the shop keeps those in `metadata.i18n`). Left out only
   * where it is not known (an add whose order could not be read back): GA4 takes an item by its
   * id or its name, and a made-up name would be a row of its own in the merchant's reports.
   */
  readonly item_name?: string
  readonly price?: number
  readonly quantity?: number
  readonly index?: number
  readonly item_list_id?: string
  readonly item_list_name?: string
  /** A stable key, the same in every language and market: see `itemCategoryOf`. */
  readonly item_category?: string
  readonly discount?: number
}

/** The parts of a Commerce Layer SKU (or bundle) the item needs. */
export interface SkuLike {
  readonly code?: string | null
  /** Its own `name`, untranslated: the item's name in every language (see `item_name`). */
  readonly name?: string | null
  readonly prices?:
    | readonly { amount_float?: number | null; compare_at_amount_float?: number | null }[]
    | null
  readonly price_amount_float?: number | null
  readonly compare_at_amount_float?: number | null
}

/** The parts of a Commerce Layer line item the item needs. */
export interface LineItemLike {
  readonly sku_code?: string | null
  readonly bundle_code?: string | null
  /** The line's `name`: its SKU's or bundle's own, copied when added, untranslated (see `item_name`). */
  readonly name?: string | null
  readonly unit_amount_float?: number | null
  readonly compared_at_amount_float?: number | null
  readonly quantity: number
  /** Its SKU's or bundle's category: see `itemCategoryOf`. */
  readonly category?: string | null
}

/**
 * The category an item is reported under: its SKU's (or bundle's) `metadata.category`, the slug of
 * the category it is listed in (`wines`). The same in every language and market, and read from the
 * resource by every remote alike, so a category is one row in the merchant's reports. Undefined
 * when the resource names none (the shop's gift boxes).
 *
 * @example itemCategoryOf({ metadata: { category: 'wines' } }) // 'wines'
 */
export function itemCategoryOf(
  resource: { readonly metadata?: Readonly<Record<string, unknown>> | null } | null | undefined,
): string | undefined {
  const category = resource?.metadata?.category
  return typeof category === 'string' && category !== '' ? category : undefined
}

function discountOf(price: number | undefined, compareAt: number | null | undefined): number | undefined {
  return price !== undefined && compareAt && compareAt > price
    ? Math.round((compareAt - price) * 100) / 100
    : undefined
}

/** An item from a SKU or bundle, with its position in a list when it is shown in one. */
export function itemFromSku(
  sku: SkuLike,
  extra: { quantity?: number; index?: number; list?: ItemList; category?: string | undefined } = {},
): AnalyticsItem {
  const price = sku.prices?.[0]?.amount_float ?? sku.price_amount_float ?? undefined
  const compareAt = sku.prices?.[0]?.compare_at_amount_float ?? sku.compare_at_amount_float
  return clean({
    item_id: sku.code ?? '',
    item_name: sku.name ?? sku.code ?? '',
    price,
    discount: discountOf(price, compareAt),
    quantity: extra.quantity,
    index: extra.index,
    item_list_id: extra.list?.id,
    item_list_name: extra.list?.name,
    item_category: extra.category,
  })
}

/** An item from a line item of the order; adjustments and options are not products. */
export function itemFromLineItem(line: LineItemLike): AnalyticsItem {
  const price = line.unit_amount_float ?? undefined
  return clean({
    item_id: line.sku_code ?? line.bundle_code ?? '',
    item_name: line.name ?? '',
    price,
    discount: discountOf(price, line.compared_at_amount_float),
    quantity: line.quantity,
    item_category: line.category ?? undefined,
  })
}

function clean(item: Record<string, unknown>): AnalyticsItem {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== undefined),
  ) as unknown as AnalyticsItem
}
