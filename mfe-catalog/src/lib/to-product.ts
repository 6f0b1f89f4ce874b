import { itemCategoryOf } from '@storefront/shared/analytics'
import type { LocaleTag } from '@storefront/shared/i18n'
import type {
  BundleDetail,
  CategoryRef,
  Inventory,
  NetQuantity,
  PriceInfo,
  ProductDetail,
  ProductSummary,
  SkuOptionInfo,
} from './catalog-types'
import { localizedText } from './localized-text'

// The parts of the SDK's resources the mappers read; SDK objects satisfy them structurally, and are
// handed over without a cast, so an SDK whose types no longer fit fails to compile here.
type Meta = Record<string, unknown> | null
interface PriceLike {
  amount_cents?: number | null
  compare_at_amount_cents?: number | null
  currency_code?: string | null
  price_list?: { tax_included?: boolean | null } | null
}
interface Named {
  id: string
  name?: string | null
  description?: string | null
  metadata?: Meta
}
export interface SkuLike extends Named {
  code?: string | null
  image_url?: string | null
  prices?: PriceLike[] | null
  sku_options?: (Named & { price_amount_cents?: number | null; currency_code?: string | null })[] | null
  sku_lists?: (Named & { slug?: string | null })[] | null
  stock_items?: { quantity?: number | null; reserved_stock?: { quantity?: number | null } | null }[] | null
  inventory?: unknown
  do_not_track?: boolean | null
}
export interface BundleLike extends Named {
  code?: string | null
  image_url?: string | null
  price_amount_cents?: number | null
  compare_at_amount_cents?: number | null
  currency_code?: string | null
  skus?: SkuLike[] | null
  sku_list?: {
    sku_list_items?: { sku_code?: string | null; quantity?: number | null; position?: number | null }[] | null
  } | null
}

function priceOf(source: PriceLike | undefined | null): PriceInfo | undefined {
  if (!source || typeof source.amount_cents !== 'number' || !source.currency_code) return undefined
  const compareAt = source.compare_at_amount_cents ?? undefined
  return {
    amountCents: source.amount_cents,
    currency: source.currency_code,
    ...(compareAt && compareAt > source.amount_cents ? { compareAtCents: compareAt } : {}),
  }
}

/**
 * Whether the prices include taxes, as their price list says: a market's list can price net
 * (the rest of the world pays its taxes and duties at checkout). Unknown when no price came
 * with its list, and then the page claims nothing.
 */
function taxIncludedOf(prices: readonly PriceLike[]): { taxIncluded?: boolean } {
  const taxIncluded = prices
    .map((price) => price.price_list?.tax_included)
    .find((v) => typeof v === 'boolean')
  return taxIncluded === undefined ? {} : { taxIncluded }
}

/**
 * What the package holds, from `metadata.net_quantity` (`{ value: 750, unit: 'ml' }`): Commerce
 * Layer's `weight` is the parcel's, packaging and all. Undefined when not given in that shape.
 */
function netQuantityOf(metadata: Meta | undefined): NetQuantity | undefined {
  const raw = metadata?.net_quantity as { value?: unknown; unit?: unknown } | null | undefined
  if (typeof raw?.value !== 'number' || !(raw.value > 0) || !Number.isFinite(raw.value)) return undefined
  return raw.unit === 'ml' || raw.unit === 'g' ? { value: raw.value, unit: raw.unit } : undefined
}

/**
 * The units a list's stock items leave (those of the token's stock locations): each item's on
 * hand less what placed orders reserved of it (its `reserved_stock`), as the product page's
 * `inventory` counts them; null when not asked for or not tracked. An item whose reserved stock
 * did not come counts on hand: a backend that does not answer the include (or a token not
 * allowed to read it) leaves a card a unit or two above its page, as before.
 */
function unitsLeft(sku: SkuLike): number | null {
  if (!Array.isArray(sku.stock_items) || sku.do_not_track) return null
  return sku.stock_items.reduce(
    (sum, item) => sum + Math.max((item.quantity ?? 0) - (item.reserved_stock?.quantity ?? 0), 0),
    0,
  )
}

/** How many of each sku, by code, a box holds: its sku list's items (Commerce Layer's default is one). */
function perBoxOf(bundle: BundleLike): Map<string, number> {
  return new Map(
    (bundle.sku_list?.sku_list_items ?? []).map((item) => [item.sku_code ?? '', item.quantity ?? 1]),
  )
}

/**
 * How many boxes the stock items a list brought leave: as many as the scarcest item fills,
 * counted in the units each box takes of it (two bottles a box and one left make none), as the
 * box's page counts them (`boxStock`). An item whose quantity per box did not come counts one; an
 * item not tracked or whose stock was not asked for fills any number (null when every item does).
 */
function boxesLeft(bundle: BundleLike): number | null {
  const perBox = perBoxOf(bundle)
  const boxes = (bundle.skus ?? []).flatMap((sku) => {
    const units = unitsLeft(sku)
    return units === null ? [] : [Math.floor(units / (perBox.get(sku.code ?? '') ?? 1))]
  })
  return boxes.length === 0 ? null : Math.min(...boxes)
}

/**
 * Whether every item a box's list names came with it: one that did not (a sku deleted or not
 * visible in this market) leaves a box that cannot be made up. True when the list did not come.
 */
function boxComplete(bundle: BundleLike): boolean {
  const skus = bundle.skus ?? []
  return [...perBoxOf(bundle).keys()].every((code) => skus.some((sku) => sku.code === code))
}

/** What a card says of stock: how many are left when known, and whether none is. */
function stockOf(left: number | null, complete = true): Pick<ProductSummary, 'left' | 'soldOut'> {
  return {
    ...(left === null ? {} : { left }),
    ...(!complete || (left !== null && left <= 0) ? { soldOut: true } : {}),
  }
}

function categoryOf(resource: Named): { category?: string } {
  const category = itemCategoryOf(resource)
  return category ? { category } : {}
}

export function skuSummary(sku: SkuLike, tag: LocaleTag): ProductSummary {
  const price = priceOf(sku.prices?.[0])
  const netQuantity = netQuantityOf(sku.metadata)
  return {
    kind: 'sku',
    id: sku.id,
    code: sku.code ?? '',
    name: localizedText(sku, 'name', tag),
    baseName: sku.name ?? sku.code ?? '',
    ...categoryOf(sku),
    ...(sku.image_url ? { imageUrl: sku.image_url } : {}),
    ...(price ? { price } : {}),
    ...(netQuantity ? { netQuantity } : {}),
    ...stockOf(unitsLeft(sku)),
  }
}

export function bundleSummary(bundle: BundleLike, tag: LocaleTag): ProductSummary {
  const price = priceOf({
    amount_cents: bundle.price_amount_cents,
    compare_at_amount_cents: bundle.compare_at_amount_cents,
    currency_code: bundle.currency_code,
  })
  return {
    kind: 'bundle',
    id: bundle.id,
    code: bundle.code ?? '',
    name: localizedText(bundle, 'name', tag),
    baseName: bundle.name ?? bundle.code ?? '',
    ...categoryOf(bundle),
    ...(bundle.image_url ? { imageUrl: bundle.image_url } : {}),
    ...(price ? { price } : {}),
    // A box missing an item is unavailable on its page (`complete`), and so on its card.
    ...stockOf(boxesLeft(bundle), boxComplete(bundle)),
  }
}

interface RawLeadTime {
  shipping_method?: {
    reference?: string | null
    price_amount_cents?: number | null
    free_over_amount_cents?: number | null
  } | null
  min?: { hours?: number; days?: number }
  max?: { hours?: number; days?: number }
}
interface RawLevel {
  quantity?: number
  delivery_lead_times?: RawLeadTime[]
}

/** Commerce Layer's sku `inventory` (retrieve only); null when stock is not tracked or unknown. */
export function inventoryOf(sku: SkuLike): Inventory | null {
  const raw = sku.inventory as { available?: boolean; quantity?: number; levels?: RawLevel[] } | null
  if (sku.do_not_track || !raw || typeof raw.quantity !== 'number') return null
  return {
    available: raw.available ?? raw.quantity > 0,
    quantity: raw.quantity,
    levels: (raw.levels ?? []).map((level) => ({
      quantity: level.quantity ?? 0,
      leadTimes: (level.delivery_lead_times ?? []).map(({ shipping_method, min, max }) => ({
        minHours: min?.hours ?? 0,
        maxHours: max?.hours ?? 0,
        minDays: min?.days ?? Math.ceil((min?.hours ?? 0) / 24),
        maxDays: max?.days ?? Math.ceil((max?.hours ?? 0) / 24),
        ...(shipping_method?.reference ? { shippingMethodReference: shipping_method.reference } : {}),
        ...(typeof shipping_method?.price_amount_cents === 'number'
          ? {
              shippingCost: {
                priceCents: shipping_method.price_amount_cents,
                freeOverCents: shipping_method.free_over_amount_cents ?? null,
              },
            }
          : {}),
      })),
    })),
  }
}

export function skuDetail(sku: SkuLike, tag: LocaleTag): ProductDetail {
  // A sku's lists include the gift boxes it is packed in; only categories lead a breadcrumb.
  const categories: CategoryRef[] = (sku.sku_lists ?? [])
    .filter((list) => list.metadata?.kind !== 'bundle')
    .map((list) => ({
      id: list.id,
      slug: list.slug ?? '',
      name: localizedText(list, 'name', tag),
    }))
  const options = (sku.sku_options ?? []).map((option) => optionInfo(option, tag))
  return {
    ...skuSummary(sku, tag),
    description: localizedText(sku, 'description', tag),
    options,
    categories,
    // Wines and spirits carry excise duty; the seed flags them, with the note in every language.
    exciseIncluded: sku.metadata?.excise_included === true,
    containsAlcohol: sku.metadata?.contains_alcohol === true,
    ...taxIncludedOf(sku.prices ?? []),
  }
}

type SkuOptionLike = NonNullable<SkuLike['sku_options']>[number]

function optionInfo(option: SkuOptionLike, tag: LocaleTag): SkuOptionInfo {
  const price = priceOf({ amount_cents: option.price_amount_cents, currency_code: option.currency_code })
  const description = localizedText(option, 'description', tag)
  const code = option.metadata?.code
  return {
    id: option.id,
    ...(typeof code === 'string' && code ? { code } : {}),
    name: localizedText(option, 'name', tag),
    ...(description ? { description } : {}),
    ...(price ? { price } : {}),
  }
}

/**
 * The options a gift box can travel with: those every sku in it can carry (the greeting card
 * is one option for any sku). An option only some of its skus have is not the box's.
 */
function bundleOptions(skus: readonly SkuLike[], tag: LocaleTag): SkuOptionInfo[] {
  const [first, ...rest] = skus
  const common = (first?.sku_options ?? []).filter((option) =>
    rest.every((sku) => (sku.sku_options ?? []).some((other) => other.id === option.id)),
  )
  return common.map((option) => optionInfo(option, tag))
}

export function bundleDetail(bundle: BundleLike, tag: LocaleTag): BundleDetail {
  const listItems = bundle.sku_list?.sku_list_items ?? []
  const quantities = perBoxOf(bundle)
  // The merchant orders a box's contents by its list items' positions, as the cart lists them; the
  // API gives the box's skus in no order of its own.
  const positions = new Map(
    listItems.map((item) => [item.sku_code ?? '', item.position ?? Number.MAX_SAFE_INTEGER]),
  )
  const placeOf = (sku: { code?: string | null }) => positions.get(sku.code ?? '') ?? Number.MAX_SAFE_INTEGER
  return {
    ...bundleSummary(bundle, tag),
    description: localizedText(bundle, 'description', tag),
    // A box is priced on its own, in the market's currency; its skus' prices share its list.
    ...taxIncludedOf((bundle.skus ?? []).flatMap((sku) => sku.prices ?? [])),
    options: bundleOptions(bundle.skus ?? [], tag),
    // A box with a wine or a spirit in it carries that item's excise duty in its price.
    exciseIncluded: (bundle.skus ?? []).some((sku) => sku.metadata?.excise_included === true),
    containsAlcohol: (bundle.skus ?? []).some((sku) => sku.metadata?.contains_alcohol === true),
    items: [...(bundle.skus ?? [])]
      .sort((a, b) => placeOf(a) - placeOf(b))
      .map((sku) => ({
        product: skuSummary(sku, tag),
        quantity: quantities.get(sku.code ?? '') ?? 1,
      })),
    complete: boxComplete(bundle),
  }
}
