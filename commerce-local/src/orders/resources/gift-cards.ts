import type { StoredRecord } from '../../db/records'
import { defineResource, hasOne } from '../../jsonapi/define-resource'
import type { Draft } from '../../jsonapi/resource'
import { integrationAccess } from '../../resources/access'
import { amountFields } from '../services/order-money'
import { giftCardAttributes } from './payment-promotion-attributes'

function randomCode(): string {
  return crypto.randomUUID()
}

/** Balance changes and activation as Commerce Layer's gift card triggers do them. */
function applyTriggers(draft: Draft, current?: StoredRecord): void {
  const a = draft.attributes
  const t = draft.triggers
  if (t._activate === true) a.status = 'active'
  if (t._deactivate === true) a.status = 'inactive'
  if (t._purchase === true && a.status === 'draft') a.status = 'active'
  if (typeof t._balance_change_cents === 'number')
    a.balance_cents = Number(current?.attributes.balance_cents ?? 0) + t._balance_change_cents
}

export const giftCards = defineResource({
  type: 'gift_cards',
  attributes: giftCardAttributes,
  relationships: { market: hasOne('markets', 'CU') },
  access: integrationAccess,
  beforeCreate(_ctx, draft) {
    const a = draft.attributes
    a.code ??= randomCode()
    a.status = 'draft'
    a.initial_balance_cents = a.balance_cents
    applyTriggers(draft)
  },
  beforeUpdate: (_ctx, draft, current) => applyTriggers(draft, current),
  async computed(_ctx, records) {
    return new Map(
      records.map((r) => {
        const a = r.attributes
        const format = { currency: String(a.currency_code ?? 'EUR') }
        const amounts = {
          balance: Number(a.balance_cents ?? 0),
          initial_balance: Number(a.initial_balance_cents ?? 0),
          ...(typeof a.balance_max_cents === 'number' && { balance_max: a.balance_max_cents }),
        }
        return [r.id, amountFields(amounts, format)]
      }),
    )
  },
})
