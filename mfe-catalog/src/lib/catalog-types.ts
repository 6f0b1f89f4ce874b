/**
 * The catalog's view of Commerce Layer resources: only what the screens show, already
 * localized. Components depend on these shapes, not on the SDK's, so a test can build them
 * by hand and an SDK upgrade touches one mapper.
 */

export interface PriceInfo {
  readonly amountCents: number
  /** The struck-through "was" price, only when it is higher than the price. */
  readonly compareAtCents?: number
  readonly currency: string
}

/** One delivery lead time of a stock location, as the sku `inventory` carries it. */
export interface LeadTime {
  readonly minHours: number
  readonly maxHours: number
  readonly minDays: number
  readonly maxDays: number
  /** The `reference` of the shipping method it is for; absent when the project sets none. */
  readonly shippingMethodReference?: string
  /** What that method costs, in the market's currency; absent when the API does not say. */
  readonly shippingCost?: ShippingCost
}

export interface ShippingCost {
  readonly priceCents: number
  /** The order amount from which it ships free; null when it never does. */
  readonly freeOverCents: number | null
}

export interface StockLevel {
  readonly quantity: number
  readonly leadTimes: readonly LeadTime[]
}

export interface Inventory {
  readonly available: boolean
  readonly quantity: number
  readonly levels: readonly StockLevel[]
}

/** What a package holds (`metadata.net_quantity`), the base of its price per litre or kilo. */
export interface NetQuantity {
  readonly value: number
  readonly unit: 'ml' | 'g'
}

export interface ProductSummary {
  readonly kind: 'sku' | 'bundle'
  readonly id: string
  readonly code: string
  /** In the shopper's language. */
  readonly name: string
  /**
   * Its own name in the API, untranslated: what analytics reports it under, so a product is one
   * row in the merchant's reports whatever language it was seen in.
   */
  readonly baseName: string
  /** The category analytics reports it under (a slug, as `itemCategoryOf` reads it); absent when it names none. */
  readonly category?: string
  readonly imageUrl?: string
  readonly price?: PriceInfo
  readonly netQuantity?: NetQuantity
  /**
   * How many are left in the market's stock locations, where the list said (a listing's skus; for
   * a box, how many whole boxes its items make up): a card says "only N left" under the threshold.
   */
  readonly left?: number
  /**
   * None left in the market's stock locations, where the list said: a listing's skus, and a box
   * of which an item has fewer units left than one box takes, or whose list names an item that
   * did not come with it.
   */
  readonly soldOut?: true
}

export interface SkuOptionInfo {
  readonly id: string
  /** What the cart finds the option by when it is asked for in an add (its `metadata.code`). */
  readonly code?: string
  readonly name: string
  readonly description?: string
  readonly price?: PriceInfo
}

export interface CategoryRef {
  readonly id: string
  readonly slug: string
  readonly name: string
}

export interface ProductDetail extends ProductSummary {
  readonly description: string
  readonly options: readonly SkuOptionInfo[]
  readonly categories: readonly CategoryRef[]
  /** Wines and spirits carry excise duty, included in the price. */
  readonly exciseIncluded: boolean
  /** Sold to adults only (`metadata.contains_alcohol`; a box, when one of its skus is). */
  readonly containsAlcohol: boolean
  /** Whether the price includes taxes (its price list's `tax_included`); absent when unknown. */
  readonly taxIncluded?: boolean
}

export interface BundleDetail extends ProductSummary {
  readonly description: string
  /** Whether the price includes taxes, from the price list of its skus' prices; absent when unknown. */
  readonly taxIncluded?: boolean
  /** Whether an item in the box carries excise duty, included in the box's price. */
  readonly exciseIncluded: boolean
  /** Sold to adults only (`metadata.contains_alcohol`; a box, when one of its skus is). */
  readonly containsAlcohol: boolean
  /** What the box can travel with, e.g. the free greeting card. */
  readonly options: readonly SkuOptionInfo[]
  readonly items: readonly BundleItem[]
  /**
   * Whether every item its list names came with it: one that did not (a sku deleted or not
   * visible in this market) leaves a box that cannot be made up, which the API refuses to add.
   */
  readonly complete: boolean
}

export interface BundleItem {
  readonly product: ProductSummary
  readonly quantity: number
}

export interface Page<T> {
  readonly items: readonly T[]
  readonly page: number
  readonly pageCount: number
  readonly total: number
}
