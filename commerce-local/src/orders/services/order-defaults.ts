import { getRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import type { Draft, ResourceContext } from '../../jsonapi/resource'

async function nextNumber(db: D1Database): Promise<number> {
  const row = await db
    .prepare("UPDATE order_counters SET value = value + 1 WHERE name = 'orders' RETURNING value")
    .first<{ value: number }>()
  return row?.value ?? Date.now()
}

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/**
 * What a new order starts with: the token's market (a sales channel may not pick another), the currency of
 * the market's price list, the customer of a customer token, a number and a token.
 */
export async function applyOrderDefaults(ctx: ResourceContext, draft: Draft): Promise<void> {
  const { auth, db } = ctx
  const marketId = draft.relationships.market?.id ?? auth.marketIds[0]
  if (!marketId) throw errors.validation('market', "can't be blank", '/data/relationships/market')
  if (auth.role !== 'integration' && !auth.marketIds.includes(marketId)) {
    throw errors.validation('market', 'is invalid', '/data/relationships/market')
  }
  const market = await getRecord(db, 'markets', marketId)
  const priceList = market?.relationships.price_list
    ? await getRecord(db, 'price_lists', market.relationships.price_list.id)
    : undefined
  draft.relationships.market = { type: 'markets', id: marketId }
  if (auth.role === 'customer' && auth.customerId) {
    draft.relationships.customer = { type: 'customers', id: auth.customerId }
    const customer = await getRecord(db, 'customers', auth.customerId)
    draft.attributes.customer_email ??= customer?.attributes.email ?? null
  }
  Object.assign(draft.attributes, {
    number: String(await nextNumber(db)),
    status: 'draft',
    payment_status: 'unpaid',
    fulfillment_status: 'unfulfilled',
    guest: !draft.relationships.customer,
    editable: true,
    currency_code: priceList?.attributes.currency_code ?? 'EUR',
    freight_taxable: true,
    payment_method_taxable: true,
    adjustment_taxable: false,
    gift_card_taxable: false,
    requires_billing_info: false,
    token: randomToken(),
    metadata: draft.attributes.metadata ?? {},
    customer_type: draft.relationships.customer ? 'returning' : null,
  })
}
