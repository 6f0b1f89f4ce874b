import {
  defaultDeliveryDays,
  deliveryItemThreshold,
  deliveryTextMinDays,
  dispatchTimeZone,
  maxPromptDeliveryHours,
} from '@storefront/shared/constants'
import { recordOfCountry } from '@storefront/shared/markets'
import type { Inventory, LeadTime, ShippingCost } from './catalog-types'
import { addWorkingDays, calendarDayIn, dispatchDay, isoDay } from './working-days'

export type DeliveryEstimate =
  /** A promise of calendar days, `YYYY-MM-DD`, for prompt lead times and small orders. */
  | { readonly kind: 'dates'; readonly from: string; readonly to: string }
  /** A number (or range) of working days, when a date would promise too much. */
  | { readonly kind: 'working-days'; readonly min: number; readonly max: number }

export interface DeliveryInput {
  readonly inventory: Inventory | null
  /** Units of this item the visitor is about to buy. */
  readonly quantity: number
  /** Units in the whole order, for the item threshold; `quantity` unless the item comes boxed. */
  readonly units?: number
  /** The moment of asking; the days count from the warehouse's calendar day at that moment. */
  readonly now: Date
  /** The visitor's country, which picks the shipping method; without it every method counts. */
  readonly country?: string
}

const fastest = (leadTimes: readonly LeadTime[]): LeadTime | null =>
  leadTimes.reduce<LeadTime | null>(
    (best, leadTime) => (!best || leadTime.maxHours < best.maxHours ? leadTime : best),
    null,
  )

/**
 * Only the lead times of the method that ships to the country. One market can reach its
 * countries by different methods (the rest of the world sends express to the World zone, and
 * its own way to the US and to Norway), and the fastest of them need not serve the visitor.
 * Lead times name their method by its `reference`, which the shop sets to the market table's
 * method code; a project whose methods carry no such reference keeps them all. Where they name
 * methods but not the country's, none counts (the default days): Italy's 24–48 hours promised
 * Japan a date two days out.
 */
function servingCountry(inventory: Inventory | null, country: string | undefined): Inventory | null {
  const method = country ? recordOfCountry(country)?.shippingMethodCode : undefined
  const ofMethod = (leadTime: LeadTime) => leadTime.shippingMethodReference === method
  const named = (leadTime: LeadTime) => Boolean(leadTime.shippingMethodReference)
  if (!inventory || !method || !inventory.levels.some((level) => level.leadTimes.some(named)))
    return inventory
  return {
    ...inventory,
    levels: inventory.levels.map((level) => ({ ...level, leadTimes: level.leadTimes.filter(ofMethod) })),
  }
}

/**
 * The lead time the quantity arrives in. A stock location that can ship it all on its own sends
 * it, the fastest such one. Otherwise it leaves from several, the fastest first, and has arrived
 * only when the slowest of those has: 3 tins from a fast location holding 1 and a slow one
 * holding 2 take the slow one's time. Null (the default days) when a location it needs has no
 * lead time.
 */
function leadTimeFor(inventory: Inventory | null, quantity: number): LeadTime | null {
  const levels = inventory?.levels.filter((level) => level.quantity > 0) ?? []
  const alone = levels.filter((level) => level.quantity >= quantity)
  if (alone.length > 0) return fastest(alone.flatMap((level) => level.leadTimes))
  const bySpeed = levels
    .map((level) => ({ quantity: level.quantity, leadTime: fastest(level.leadTimes) }))
    .sort((a, b) => (a.leadTime?.maxHours ?? Infinity) - (b.leadTime?.maxHours ?? Infinity))
  let left = quantity
  let slowest: LeadTime | null = null
  for (const level of bySpeed) {
    if (left <= 0) break
    left -= level.quantity
    slowest = level.leadTime
    if (!slowest) return null
  }
  return slowest
}

/**
 * When an item will arrive, by the method that ships to the visitor's country. Without a lead
 * time the shop promises its default 7–14 days; a prompt lead time (at most 48 hours) for an
 * order of up to 10 items becomes dates counted in working days from the day the order leaves
 * the warehouse (its today, or the next working day at a weekend or on a holiday);
 * anything slower or bigger is said in working days. No text ever promises fewer than 2 days,
 * so with today's constants a prompt lead time (2 days at most) always names one day, the last
 * it may take; the range is there for a project whose lead times say more days than hours.
 *
 * @example estimateDelivery({ inventory, quantity: 1, now: new Date('2026-11-20T10:00:00Z'), country: 'IT' }) // { kind: 'dates', from: '2026-11-24', to: '2026-11-25' }
 */
export function estimateDelivery({
  inventory,
  quantity,
  units = quantity,
  now,
  country,
}: DeliveryInput): DeliveryEstimate {
  const leadTime = leadTimeFor(servingCountry(inventory, country), quantity)
  const minDays = Math.max(deliveryTextMinDays, leadTime?.minDays ?? defaultDeliveryDays.min)
  const maxDays = Math.max(minDays, leadTime?.maxDays ?? defaultDeliveryDays.max)
  const prompt = leadTime !== null && leadTime.maxHours <= maxPromptDeliveryHours
  if (!prompt || units > deliveryItemThreshold) return { kind: 'working-days', min: minDays, max: maxDays }
  const leaves = dispatchDay(calendarDayIn(now, dispatchTimeZone))
  return {
    kind: 'dates',
    from: isoDay(addWorkingDays(leaves, minDays)),
    to: isoDay(addWorkingDays(leaves, maxDays)),
  }
}

/**
 * When everything several estimates cover has arrived: the longest working days if any says
 * working days (a date promise is never slower), else the latest dates.
 */
export function latestEstimate(estimates: readonly DeliveryEstimate[]): DeliveryEstimate {
  const working = estimates.flatMap((estimate) => (estimate.kind === 'working-days' ? [estimate] : []))
  if (working.length > 0) {
    return {
      kind: 'working-days',
      min: Math.max(...working.map((estimate) => estimate.min)),
      max: Math.max(...working.map((estimate) => estimate.max)),
    }
  }
  const dates = estimates.flatMap((estimate) => (estimate.kind === 'dates' ? [estimate] : []))
  if (dates.length === 0) return { kind: 'working-days', ...defaultDeliveryDays }
  // ISO days sort as text.
  // biome-ignore lint/complexity/useMathMinMax: the days are strings; Math.max would make them NaN
  const latest = (days: string[]) => days.reduce((a, b) => (b > a ? b : a))
  return {
    kind: 'dates',
    from: latest(dates.map((estimate) => estimate.from)),
    to: latest(dates.map((estimate) => estimate.to)),
  }
}

/**
 * What shipping to the visitor's country costs, as the lead times' shipping method says: one
 * price for the page, whichever warehouse sends it. Null when no lead time says, or when they
 * name several methods at different prices (a project without method references, shipping to
 * one country by more than one): the page would not know which the order will go by.
 */
export function shippingCostFor(
  inventories: readonly (Inventory | null)[],
  country: string,
): ShippingCost | null {
  const costs = inventories.flatMap(
    (inventory) =>
      servingCountry(inventory, country)?.levels.flatMap((level) =>
        level.leadTimes.flatMap((leadTime) => (leadTime.shippingCost ? [leadTime.shippingCost] : [])),
      ) ?? [],
  )
  const [first] = costs
  const same = (cost: ShippingCost) =>
    cost.priceCents === first?.priceCents && cost.freeOverCents === first.freeOverCents
  return first && costs.every(same) ? first : null
}
