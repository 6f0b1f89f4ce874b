import type { StoredRecord } from '../../db/records'
import { getRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import type { Draft, ResourceContext } from '../../jsonapi/resource'

/**
 * A payment method must be one of the order's available ones (its market's, in its currency, enabled);
 * choosing another drops the source made for the previous one, as Commerce Layer does.
 */
export async function applyPaymentMethodChoice(
  ctx: ResourceContext,
  draft: Draft,
  current: StoredRecord | undefined,
) {
  const chosen = draft.relationships.payment_method
  if (!chosen || chosen.id === current?.relationships.payment_method?.id) return
  const method = await getRecord(ctx.db, 'payment_methods', chosen.id)
  const available =
    method &&
    !method.attributes.disabled_at &&
    method.relationships.market?.id === draft.relationships.market?.id &&
    method.attributes.currency_code === draft.attributes.currency_code
  if (!available)
    throw errors.validation('payment_method', 'is invalid', '/data/relationships/payment_method')
  if (draft.relationships.payment_source?.id === current?.relationships.payment_source?.id)
    draft.relationships.payment_source = null
}
