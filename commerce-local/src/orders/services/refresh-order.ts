import { replaceStatement, type StoredRecord, updateStatement } from '../../db/records'
import { now, stableId } from '../../jsonapi/ids'
import { applicablePromotions, type Promotion } from '../domain/promotions'
import { settledStatus } from '../domain/status'
import { pricesIncludeTax, taxRateFor } from '../domain/taxes'
import { computeTotals, type OrderTotals, type TotalsShipment } from '../domain/totals'
import { promotionTypes } from './load-promotions'
import { isPurchasable, type OrderGraph } from './order-graph'
import { amountFields, type Formatting, formattingOf, orderAmountFields } from './order-money'

const num = (value: unknown, fallback = 0) => (typeof value === 'number' ? value : fallback)

function shipmentInputs(graph: OrderGraph): TotalsShipment[] {
  return graph.shipments.flatMap((shipment) => {
    const method = graph.shippingMethods.get(shipment.relationships.shipping_method?.id ?? '')
    if (!method) return []
    const {
      price_amount_cents: price,
      free_over_amount_cents: freeOver,
      use_subtotal: useSubtotal,
    } = method.attributes
    const freeOverAmountCents = typeof freeOver === 'number' ? freeOver : null
    return [
      {
        id: shipment.id,
        priceAmountCents: num(price),
        freeOverAmountCents,
        useSubtotal: useSubtotal === true,
      },
    ]
  })
}

/** The country taxes are worked out for: where the order ships, else where it is billed. */
export function taxCountry(graph: OrderGraph): string | null {
  const code = graph.shippingAddress?.attributes.country_code ?? graph.billingAddress?.attributes.country_code
  return typeof code === 'string' ? code : null
}

/** Works the amounts out from the graph, with the promotions the order qualifies for. */
export function totalsOf(
  graph: OrderGraph,
  promotions: readonly Promotion[],
  giftCardBalance: number | null,
) {
  const { order } = graph
  const items = graph.lineItems.filter(isPurchasable)
  const options = (id: string) =>
    graph.options
      .filter((o) => o.relationships.line_item?.id === id)
      .reduce((s, o) => s + num(o.attributes.total_amount_cents), 0)
  const lines = items.map((item) => ({
    id: item.id,
    code: String(item.attributes.sku_code ?? item.attributes.bundle_code ?? ''),
    quantity: num(item.attributes.quantity),
    unitAmountCents: num(item.attributes.unit_amount_cents),
    optionsAmountCents: options(item.id),
  }))
  const { currency } = formattingOf(order)
  const country = taxCountry(graph)
  const applicable = applicablePromotions(promotions, {
    now: new Date(),
    marketId: order.relationships.market?.id ?? '',
    currencyCode: currency,
    couponCode: typeof order.attributes.coupon_code === 'string' ? order.attributes.coupon_code : null,
    items: lines.map((l) => ({
      id: l.id,
      code: l.code,
      totalAmountCents: l.unitAmountCents * l.quantity + l.optionsAmountCents,
    })),
  })
  return computeTotals({
    lines,
    adjustmentsCents: graph.lineItems
      .filter((i) => i.attributes.item_type === 'adjustments')
      .map((i) => num(i.attributes.total_amount_cents)),
    shipments: shipmentInputs(graph),
    paymentMethodPriceCents: num(graph.paymentMethod?.attributes.price_amount_cents),
    promotions: applicable,
    giftCardBalanceCents: giftCardBalance,
    taxRate: country ? taxRateFor(country) : null,
    taxIncluded: pricesIncludeTax(currency),
  })
}

function lineItemUpdates(graph: OrderGraph, totals: OrderTotals, format: Formatting, stamp: string) {
  const rate = taxCountry(graph) ? taxRateFor(taxCountry(graph) ?? '') : 0
  return totals.lines.flatMap((line) => {
    const item = graph.lineItems.find((i) => i.id === line.id)
    if (!item) return []
    const breakdown = Object.fromEntries(
      totals.discounts.flatMap((d) => {
        const cents = d.shares.get(line.id)
        return cents
          ? [[d.promotion.id, { name: d.promotion.name, cents, weight: cents / d.amountCents }]]
          : []
      }),
    )
    const attributes = {
      ...item.attributes,
      ...amountFields(
        {
          unit_amount: num(item.attributes.unit_amount_cents),
          options_amount:
            line.totalAmountCents - num(item.attributes.unit_amount_cents) * num(item.attributes.quantity),
          discount: line.discountCents,
          total_amount: line.totalAmountCents,
          tax_amount: line.taxAmountCents,
        },
        format,
      ),
      tax_rate: rate,
      discount_breakdown: breakdown,
    }
    return [{ ...item, attributes, updated_at: stamp }]
  })
}

function promotionLineItems(
  order: StoredRecord,
  totals: OrderTotals,
  format: Formatting,
  stamp: string,
): StoredRecord[] {
  const discounts = [
    ...totals.discounts.map((d) => ({ promotion: d.promotion, cents: d.amountCents })),
    ...(totals.freeShipping
      ? [{ promotion: totals.freeShipping.promotion, cents: totals.freeShipping.amountCents }]
      : []),
  ]
  // A promotion behind a coupon rule only applies with the order's coupon, so that code triggered it.
  const coupon = typeof order.attributes.coupon_code === 'string' ? order.attributes.coupon_code : null
  return discounts.map(({ promotion, cents }) => ({
    type: 'line_items',
    // One line per order and promotion, so concurrent refreshes overwrite rather than duplicate it.
    id: stableId('line_items', order.id, promotion.id),
    attributes: {
      item_type: promotion.type,
      name: promotion.name,
      coupon_code: promotion.couponCodes === null ? null : coupon,
      quantity: 1,
      currency_code: format.currency,
      tax_rate: 0,
      ...amountFields(
        { unit_amount: cents, total_amount: cents, discount: 0, tax_amount: 0, options_amount: 0 },
        format,
      ),
    },
    relationships: {
      order: { type: 'orders', id: order.id },
      item: { type: promotion.type, id: promotion.id },
    },
    internal: {},
    created_at: stamp,
    updated_at: stamp,
  }))
}

function orderUpdate(
  graph: OrderGraph,
  totals: OrderTotals,
  format: Formatting,
  stamp: string,
): StoredRecord {
  const { order } = graph
  const a = order.attributes
  const items = graph.lineItems.filter(isPurchasable)
  const country = taxCountry(graph)
  const status = settledStatus(
    a.status as never,
    typeof a.customer_email === 'string' && a.customer_email !== '',
    items.length,
  )
  return {
    ...order,
    attributes: {
      ...a,
      ...orderAmountFields(totals, format),
      status,
      editable: status === 'draft' || status === 'pending',
      tax_included: pricesIncludeTax(format.currency),
      tax_rate: country ? taxRateFor(country) : null,
      country_code: country,
      skus_count: totals.skusCount,
      line_item_options_count: graph.options.length,
      shipments_count: graph.shipments.length,
    },
    updated_at: stamp,
  }
}

/** Deletes the order's promotion line items that no longer apply. */
function staleDiscountsStatement(db: D1Database, orderId: string, current: readonly StoredRecord[]) {
  return db
    .prepare(
      `DELETE FROM records WHERE type = 'line_items' AND json_extract(relationships, '$.order.id') = ?
         AND json_extract(attributes, '$.item_type') IN (SELECT value FROM json_each(?))
         AND id NOT IN (SELECT value FROM json_each(?))`,
    )
    .bind(orderId, JSON.stringify(promotionTypes), JSON.stringify(current.map((r) => r.id)))
}

/**
 * Recomputes the order the way Commerce Layer's autorefresh does: prices, discounts (as promotion line
 * items), shipping, taxes and totals, all written in one batch. Returns the order as written.
 */
export async function refreshOrder(
  db: D1Database,
  graph: OrderGraph,
  giftCardBalance: number | null,
  promotions: readonly Promotion[],
) {
  const { order } = graph
  const format = formattingOf(order)
  const stamp = now()
  const totals = totalsOf(graph, promotions, giftCardBalance)
  const updated = orderUpdate(graph, totals, format, stamp)
  const discountLines = promotionLineItems(order, totals, format, stamp)
  const shipments = graph.shipments.map((s) => ({
    ...s,
    attributes: {
      ...s.attributes,
      ...amountFields({ cost_amount: totals.shipmentCosts.get(s.id) ?? 0 }, format),
      skus_count: totals.skusCount,
    },
  }))
  await db.batch([
    updateStatement(db, updated),
    ...lineItemUpdates(graph, totals, format, stamp).map((r) => updateStatement(db, r)),
    staleDiscountsStatement(db, order.id, discountLines),
    ...discountLines.map((r) => replaceStatement(db, r)),
    ...shipments.map((r) => updateStatement(db, r)),
  ])
  return { order: updated, totals }
}
