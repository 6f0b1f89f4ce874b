import { getRecord, type StoredRecord, updateStatement } from '../../db/records'
import { ApiError } from '../../errors/api-error'
import { now } from '../../jsonapi/ids'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { toRecord } from '../../jsonapi/write'
import type { ClError } from '../domain/cl-error'
import { type PlaceSnapshot, placeErrors } from '../domain/place-checks'
import type { OrderStatus } from '../domain/status'
import { isPurchasable, loadOrderGraph, type OrderGraph } from './order-graph'
import { authorize } from './payment-authorization'
import { giftCardSpentError, isGiftCardAbort, placeSideEffects } from './place-side-effects'
import { allocate, isStockAbort, stockItemsFor, stockNeeds, stockStatements, trackedNeeds } from './stock'
import { syncOrder } from './sync-order'

export function unprocessableAll(list: readonly ClError[]) {
  return new ApiError(
    422,
    list.map((e) => ({
      code: e.code,
      title: e.title,
      detail: e.detail,
      pointer: e.source.pointer,
      meta: e.meta,
    })),
  )
}

function snapshotOf(graph: OrderGraph, shortages: PlaceSnapshot['stockShortages']): PlaceSnapshot {
  const a = graph.order.attributes
  const country = (r: StoredRecord | undefined) =>
    typeof r?.attributes.country_code === 'string' ? r.attributes.country_code : null
  return {
    status: a.status as OrderStatus,
    customerEmail: typeof a.customer_email === 'string' && a.customer_email !== '' ? a.customer_email : null,
    purchasableItems: graph.lineItems.filter(isPurchasable).length,
    billingCountryCode: country(graph.billingAddress),
    shippingCountryCode: country(graph.shippingAddress),
    shippingCountryCodeLock:
      typeof a.shipping_country_code_lock === 'string' ? a.shipping_country_code_lock : null,
    shipmentsWithoutMethod: graph.shipments
      .filter((s) => !s.relationships.shipping_method)
      .map((s) => String(s.attributes.number)),
    hasPaymentMethod: Boolean(graph.paymentMethod),
    hasPaymentSource: Boolean(graph.paymentSource),
    totalWithTaxesCents: Number(a.total_amount_with_taxes_cents ?? 0),
    stockShortages: shortages,
  }
}

async function allocationFor(ctx: ResourceContext, graph: OrderGraph) {
  const needs = await trackedNeeds(ctx.db, await stockNeeds(ctx.db, graph.lineItems))
  const market = graph.order.relationships.market
  const marketRecord = market ? await getRecord(ctx.db, 'markets', market.id) : undefined
  const fromMarket = marketRecord?.internal.stock_location_ids
  const locations = Array.isArray(fromMarket) ? (fromMarket as string[]) : ctx.auth.stockLocationIds
  const stockItems = await stockItemsFor(
    ctx.db,
    needs.map((n) => n.skuId),
    locations,
  )
  return allocate(needs, stockItems)
}

/**
 * `_place`: the changes sent with it are saved and the order refreshed first, then everything Commerce Layer
 * checks is checked; the payment is authorized and the stock reserved in one batch that either all happens
 * or, if a concurrent place took the last units, not at all.
 */
export async function placeOrder(ctx: ResourceContext, draft: Draft, current: StoredRecord): Promise<void> {
  await updateStatement(ctx.db, toRecord('orders', draft, current.created_at, now())).run()
  await syncOrder(ctx.db, draft.id)
  const order = (await getRecord(ctx.db, 'orders', draft.id)) ?? current
  const graph = await loadOrderGraph(ctx.db, order)
  const { allocations, shortages } = await allocationFor(ctx, graph)
  const snapshot = snapshotOf(graph, shortages)
  const problems = placeErrors(snapshot)
  if (problems.length > 0) throw unprocessableAll(problems)

  const free = snapshot.totalWithTaxesCents === 0
  const authorization = free || !graph.paymentSource ? null : authorize(graph.paymentSource)
  if (authorization && !authorization.ok) throw unprocessableAll([authorization.error])

  const stamp = now()
  Object.assign(draft.attributes, order.attributes, {
    status: 'placed',
    payment_status: free ? 'free' : 'authorized',
    fulfillment_status: 'unfulfilled',
    editable: false,
    placed_at: stamp,
    payment_updated_at: stamp,
    place_total_amount_cents: snapshot.totalWithTaxesCents,
    place_total_amount_float: order.attributes.total_amount_with_taxes_float,
    formatted_place_total_amount: order.attributes.formatted_total_amount_with_taxes,
  })
  draft.internal.stock_allocations = allocations
  try {
    await ctx.db.batch([
      ...stockStatements(ctx.db, allocations, { reserved: 1, quantity: 0 }),
      ...placeSideEffects(ctx.db, graph, authorization?.ok ? authorization.instrument : null, stamp),
    ])
  } catch (error) {
    if (isGiftCardAbort(error)) {
      // Another order spent the card meanwhile: this one is priced again with what is left.
      await syncOrder(ctx.db, draft.id)
      throw unprocessableAll([giftCardSpentError])
    }
    if (!isStockAbort(error)) throw error
    const retry = await allocationFor(ctx, graph)
    throw unprocessableAll(placeErrors(snapshotOf(graph, retry.shortages)))
  }
}
