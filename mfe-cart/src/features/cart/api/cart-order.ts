import type { Bundle, LineItem, LineItemOption, Order, Sku } from '@commercelayer/sdk'
import { itemCategoryOf } from '@storefront/shared/analytics'
import { greetingCardOptionCode } from '@storefront/shared/constants'
import type { Locale } from '@storefront/shared/markets'
import { couponGivesDiscount } from './coupon-discount'

export type LocalizedNames = Partial<Record<Locale, string>>

export interface CartLineOption {
  readonly id: string
  readonly skuOptionId: string | null
  readonly name: string
  readonly isGreetingCard: boolean
  readonly values: Readonly<Record<string, string>>
}

export interface CartLine {
  readonly id: string
  readonly kind: 'sku' | 'bundle'
  readonly code: string
  /** The sku's or bundle's id, for the availability check. */
  readonly itemId: string | null
  readonly name: string
  readonly names: LocalizedNames
  readonly imageUrl: string | null
  readonly quantity: number
  readonly unitCents: number
  readonly compareAtCents: number | null
  readonly totalCents: number
  readonly exciseIncluded: boolean
  /** The category analytics reports it under (`itemCategoryOf`); null when its sku or bundle names none. */
  readonly category: string | null
  readonly options: readonly CartLineOption[]
  /** What one bundle holds: each sku with how many of it (a box may hold two bottles of one wine). */
  readonly contents: readonly BundlePart[]
}

export interface BundlePart {
  readonly id: string
  readonly code: string
  readonly names: LocalizedNames
  readonly quantity: number
}

export interface CartTotals {
  readonly subtotal: number
  readonly discount: number
  readonly shipping: number
  readonly taxes: number
  readonly giftCard: number
  readonly total: number
}

/**
 * What the cart's goods come to, whatever pays for them: the order's total is already net of a
 * gift card (whose amount Commerce Layer gives negative). The cart page's "Total" and the header's
 * figure; what is left to pay is `total`.
 */
export const orderValueOf = (totals: CartTotals): number => totals.total + Math.abs(totals.giftCard)

/** The order as the cart shows it: what the components and the summary need, nothing of JSON:API. */
export interface CartOrder {
  readonly id: string
  readonly status: string
  readonly currency: string
  readonly lines: readonly CartLine[]
  readonly itemsCount: number
  readonly totals: CartTotals
  readonly taxIncluded: boolean
  readonly couponCode: string | null
  /** False while the coupon on the order takes nothing off (its conditions are not met). */
  readonly couponApplies: boolean
  readonly giftCardCode: string | null
  readonly customerEmail: string | null
  /** The one country the order ships to (`shipping_country_code_lock`), upper case; null if none. */
  readonly shippingCountry: string | null
  /** The language Commerce Layer writes to the customer in (`language_code`); null if none. */
  readonly languageCode: string | null
  readonly metadata: Readonly<Record<string, unknown>>
}

type Metadata = { i18n?: Record<string, { name?: string }>; excise_included?: boolean; code?: string }

const metadataOf = (resource: { metadata?: Record<string, unknown> | null } | null | undefined) =>
  (resource?.metadata ?? {}) as Metadata

function namesOf(resource: { metadata?: Record<string, unknown> | null } | null | undefined): LocalizedNames {
  const i18n = metadataOf(resource).i18n ?? {}
  return Object.fromEntries(
    Object.entries(i18n).flatMap(([locale, copy]) => (copy.name ? [[locale, copy.name]] : [])),
  )
}

// commerce-local answers image paths relative to itself; the shop runs on another origin.
function absoluteImage(url: string | null | undefined, apiBase: string): string | null {
  if (!url) return null
  try {
    return new URL(url, apiBase).href
  } catch {
    return null
  }
}

function optionOf(option: LineItemOption): CartLineOption {
  const code = metadataOf(option.sku_option).code
  return {
    id: option.id,
    skuOptionId: option.sku_option?.id ?? null,
    name: option.name ?? '',
    isGreetingCard: code === greetingCardOptionCode || /greeting/i.test(option.name ?? ''),
    values: Object.fromEntries(Object.entries(option.options ?? {}).map(([k, v]) => [k, String(v)])),
  }
}

// The bundle's own `skus` name each sku once; its sku list's items say how many the box holds,
// and in which order the merchant lists them: the API returns them in no particular order.
const skuListItemsOf = (bundle: Bundle | null | undefined) =>
  [...(bundle?.sku_list?.sku_list_items ?? [])].sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  )

function lineOf(item: LineItem, apiBase: string): CartLine {
  const kind = item.item_type === 'bundles' ? 'bundle' : 'sku'
  const source: Sku | Bundle | null | undefined = kind === 'bundle' ? item.bundle : item.sku
  const parts = kind === 'bundle' ? skuListItemsOf(item.bundle) : []
  const skus = parts.flatMap((part) => part.sku ?? [])
  return {
    id: item.id,
    kind,
    code: (kind === 'bundle' ? item.bundle_code : item.sku_code) ?? source?.code ?? '',
    itemId: source?.id ?? null,
    name: item.name ?? source?.name ?? '',
    names: namesOf(source),
    imageUrl: absoluteImage(item.image_url ?? source?.image_url, apiBase),
    quantity: item.quantity,
    unitCents: item.unit_amount_cents ?? 0,
    compareAtCents: item.compare_at_amount_cents ?? null,
    totalCents: item.total_amount_cents ?? 0,
    exciseIncluded:
      Boolean(metadataOf(source).excise_included) || skus.some((s) => metadataOf(s).excise_included),
    category: itemCategoryOf(source) ?? null,
    options: (item.line_item_options ?? []).map(optionOf),
    contents: parts.flatMap(({ sku, quantity }) =>
      sku ? [{ id: sku.id, code: sku.code, names: namesOf(sku), quantity: quantity || 1 }] : [],
    ),
  }
}

const sellable = (item: LineItem) => item.item_type === 'skus' || item.item_type === 'bundles'

/**
 * Reads an order the API returned (with `orderIncludes`) into the cart's shape.
 *
 * @example toCartOrder(await client.orders.retrieve(id, { include: [...orderIncludes] }), apiBase)
 */
export function toCartOrder(order: Order, apiBase: string): CartOrder {
  const lines = (order.line_items ?? []).filter(sellable).map((item) => lineOf(item, apiBase))
  return {
    id: order.id,
    status: order.status,
    currency: order.currency_code ?? 'EUR',
    lines,
    itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      subtotal: order.subtotal_amount_cents ?? 0,
      discount: order.discount_amount_cents ?? 0,
      shipping: order.shipping_amount_cents ?? 0,
      taxes: order.total_tax_amount_cents ?? 0,
      giftCard: order.gift_card_amount_cents ?? 0,
      total: order.total_amount_with_taxes_cents ?? order.total_amount_cents ?? 0,
    },
    taxIncluded: order.tax_included ?? true,
    couponCode: order.coupon_code || null,
    couponApplies: couponGivesDiscount(order),
    giftCardCode: order.gift_card_code || null,
    customerEmail: order.customer_email ?? null,
    shippingCountry: order.shipping_country_code_lock?.toUpperCase() || null,
    languageCode: order.language_code || null,
    metadata: order.metadata ?? {},
  }
}

/** The name to show in a language: the catalog's translation, else the line item's own. */
export function nameIn(line: Pick<CartLine, 'name' | 'names'>, locale: Locale): string {
  return line.names[locale] ?? line.name
}
