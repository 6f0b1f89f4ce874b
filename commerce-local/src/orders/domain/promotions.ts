export type PromotionType =
  | 'percentage_discount_promotions'
  | 'fixed_amount_promotions'
  | 'free_shipping_promotions'

export interface Promotion {
  readonly id: string
  readonly type: PromotionType
  readonly name: string
  readonly marketId: string | null
  readonly currencyCode: string | null
  readonly priority: number | null
  readonly exclusive: boolean
  readonly startsAt: string
  readonly expiresAt: string
  readonly disabledAt: string | null
  readonly totalUsageLimit: number | null
  readonly totalUsageCount: number
  readonly percentage: number | null
  readonly fixedAmountCents: number | null
  /** Codes of the coupon rule; null when the promotion needs no coupon. */
  readonly couponCodes: readonly string[] | null
  /** Minimum order amount rule; null when there is none. */
  readonly minOrderAmountCents: number | null
  /** SKU codes the discount is limited to (sku list rule); null for the whole order. */
  readonly skuCodes: readonly string[] | null
}

export interface DiscountableItem {
  readonly id: string
  readonly code: string
  readonly totalAmountCents: number
}

export interface PromotionContext {
  readonly now: Date
  readonly marketId: string
  readonly currencyCode: string
  readonly couponCode: string | null
  readonly items: readonly DiscountableItem[]
}

/** Whether a promotion is live for this market and currency at this moment, coupon aside. */
export function isActive(
  promotion: Promotion,
  context: Pick<PromotionContext, 'now' | 'marketId' | 'currencyCode'>,
) {
  const now = context.now.getTime()
  return (
    promotion.disabledAt === null &&
    Date.parse(promotion.startsAt) <= now &&
    now < Date.parse(promotion.expiresAt) &&
    (promotion.totalUsageLimit === null || promotion.totalUsageCount < promotion.totalUsageLimit) &&
    (promotion.marketId === null || promotion.marketId === context.marketId) &&
    (promotion.currencyCode === null || promotion.currencyCode === context.currencyCode)
  )
}

function isTriggered(promotion: Promotion, context: PromotionContext, subtotalCents: number): boolean {
  if (promotion.couponCodes !== null) {
    const code = context.couponCode?.toLowerCase()
    if (!code || !promotion.couponCodes.some((c) => c.toLowerCase() === code)) return false
  }
  return promotion.minOrderAmountCents === null || subtotalCents >= promotion.minOrderAmountCents
}

/**
 * The promotions that apply to an order, highest priority first (a lower number wins, as in Commerce Layer);
 * an exclusive promotion that applies shuts out every other.
 */
export function applicablePromotions(
  promotions: readonly Promotion[],
  context: PromotionContext,
): Promotion[] {
  const subtotal = context.items.reduce((sum, item) => sum + item.totalAmountCents, 0)
  const live = promotions
    .filter((promotion) => isActive(promotion, context) && isTriggered(promotion, context, subtotal))
    .sort((a, b) => (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER))
  const exclusive = live.find((promotion) => promotion.exclusive)
  return exclusive ? [exclusive] : live
}
