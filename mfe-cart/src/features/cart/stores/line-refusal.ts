import type { ErrorCode, ShopError } from '@storefront/shared/errors'
import { validationRefusalOf } from './validation-refusal'

/** What the shopper did to a line. */
export type LineAction = 'quantity' | 'remove' | 'greeting-card'

const refusals = {
  quantity: 'line_quantity_not_changed',
  remove: 'line_not_removed',
  'greeting-card': 'greeting_card_not_changed',
} as const satisfies Record<LineAction, ErrorCode>

/**
 * The words for a failed change to a line: a 422 says which change failed and what to do (a
 * smaller quantity, a reload), or that the order can no longer change.
 */
export function lineRefusalOf(error: ShopError, thrown: unknown, action: LineAction): ErrorCode {
  return validationRefusalOf(error, thrown, refusals[action])
}
