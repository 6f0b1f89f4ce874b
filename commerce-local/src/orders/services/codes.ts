import { attributeEquals, attributeExpression, textMatches } from '../../db/conditions'
import { findRecords, type StoredRecord } from '../../db/records'
import { ApiError } from '../../errors/api-error'
import { unprocessable } from '../domain/cl-error'
import { isActive } from '../domain/promotions'
import { loadPromotions } from './load-promotions'

export interface CodeScope {
  readonly marketId: string
  readonly currencyCode: string
}

/** A 422 whose single error is shaped by the domain's Commerce Layer error. */
export function invalid(attribute: string, message = 'is invalid', error = 'invalid') {
  const e = unprocessable(`attributes/${attribute}`, message, error)
  return new ApiError(422, {
    code: e.code,
    title: e.title,
    detail: e.detail,
    pointer: e.source.pointer,
    meta: e.meta,
  })
}

/** An active gift card with a balance in the order's currency, by code or its first eight characters. */
export async function findGiftCard(
  db: D1Database,
  code: string,
  scope: CodeScope,
): Promise<StoredRecord | undefined> {
  const exact = await findRecords(db, 'gift_cards', { where: [attributeEquals('code', code)], limit: 1 })
  const candidates =
    exact.length > 0 || code.length < 8
      ? exact
      : await findRecords(db, 'gift_cards', {
          where: [textMatches(attributeExpression('code'), 'start', code)],
          limit: 2,
        })
  const card = candidates.length === 1 ? candidates[0] : undefined
  if (!card) return undefined
  const { status, balance_cents: balance, currency_code: currency, expires_at: expires } = card.attributes
  const market = card.relationships.market?.id
  const usable =
    status === 'active' &&
    typeof balance === 'number' &&
    balance > 0 &&
    currency === scope.currencyCode &&
    (!market || market === scope.marketId) &&
    (typeof expires !== 'string' || Date.parse(expires) > Date.now())
  return usable ? card : undefined
}

/** Whether a coupon code triggers a live promotion of the order's market and currency. */
export async function couponIsValid(db: D1Database, code: string, scope: CodeScope): Promise<boolean> {
  const promotions = await loadPromotions(db, scope.marketId)
  const lower = code.toLowerCase()
  return promotions.some(
    (p) =>
      p.couponCodes?.some((c) => c.toLowerCase() === lower) &&
      isActive(p, { now: new Date(), marketId: scope.marketId, currencyCode: scope.currencyCode }),
  )
}

/**
 * Checks the coupon and gift card attributes being written, the way Commerce Layer refuses unknown codes,
 * and resolves `gift_card_or_coupon_code` into one of the two. `written` holds every attribute the
 * request wrote, changed or not: the stored `gift_card_or_coupon_code` outlives the code it put on
 * the order, so a code taken off and sent again matched the stale value and was never tried.
 */
export async function applyCodes(
  db: D1Database,
  attributes: Record<string, unknown>,
  written: ReadonlySet<string>,
  scope: CodeScope,
) {
  const either = attributes.gift_card_or_coupon_code
  if (written.has('gift_card_or_coupon_code') && typeof either === 'string' && either !== '') {
    const card = await findGiftCard(db, either, scope)
    if (card) attributes.gift_card_code = card.attributes.code
    else if (await couponIsValid(db, either, scope)) attributes.coupon_code = either
    else throw invalid('gift_card_or_coupon_code', 'matches no active gift card or coupon', 'no_match')
  }
  const coupon = attributes.coupon_code
  if (written.has('coupon_code') && typeof coupon === 'string' && coupon !== '') {
    if (!(await couponIsValid(db, coupon, scope)))
      throw invalid('coupon_code', 'matches no active coupon', 'no_match')
  }
  const giftCard = attributes.gift_card_code
  if (written.has('gift_card_code') && typeof giftCard === 'string' && giftCard !== '') {
    const card = await findGiftCard(db, giftCard, scope)
    if (!card) throw invalid('gift_card_code', 'matches no active gift card', 'no_match')
    attributes.gift_card_code = card.attributes.code
  }
  for (const name of ['coupon_code', 'gift_card_code', 'gift_card_or_coupon_code']) {
    if (attributes[name] === '') attributes[name] = null
  }
}
