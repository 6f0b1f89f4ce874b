import { attributeEquals } from '../../db/conditions'
import { findFirst, getRecord } from '../../db/records'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { formatCents } from '../../money/format'

/** `{name}_cents` → `{name}_float` and `formatted_{name}` as Commerce Layer repeats every amount. */
export function amountFields(name: string, cents: unknown, currency: string): Record<string, unknown> {
  if (typeof cents !== 'number') return { [`${name}_float`]: null, [`formatted_${name}`]: null }
  return { [`${name}_float`]: cents / 100, [`formatted_${name}`]: formatCents(cents, currency) }
}

/** Fills a price's currency, sku link/code and derived amounts from its price list and sku. */
export async function withFormattedAmounts(ctx: ResourceContext, draft: Draft): Promise<void> {
  const a = draft.attributes
  const priceListId = draft.relationships.price_list?.id
  const priceList = priceListId ? await getRecord(ctx.db, 'price_lists', priceListId) : undefined
  const currency = String(priceList?.attributes.currency_code ?? a.currency_code ?? 'EUR')
  await linkSkuByCode(ctx, draft)
  Object.assign(a, {
    currency_code: currency,
    original_amount_cents: a.amount_cents,
    formatted_original_amount:
      typeof a.amount_cents === 'number' ? formatCents(a.amount_cents, currency) : null,
    ...amountFields('amount', a.amount_cents, currency),
    ...amountFields('compare_at_amount', a.compare_at_amount_cents ?? a.amount_cents, currency),
  })
  a.compare_at_amount_cents ??= a.amount_cents
}

/** Records that carry both `sku_code` and a `sku` link keep the two in step. */
export async function linkSkuByCode(ctx: ResourceContext, draft: Draft): Promise<void> {
  const code = draft.attributes.sku_code
  const skuId = draft.relationships.sku?.id
  if (typeof code === 'string' && !skuId) {
    const sku = await findFirst(ctx.db, 'skus', [attributeEquals('code', code)])
    if (sku) draft.relationships.sku = { type: 'skus', id: sku.id }
  } else if (skuId) {
    const sku = await getRecord(ctx.db, 'skus', skuId)
    if (sku) draft.attributes.sku_code = sku.attributes.code
  }
}
