import { allRoles } from '../../auth/auth-context'
import { linkedTo } from '../../db/conditions'
import { getRecord, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { defineResource, hasOne } from '../../jsonapi/define-resource'
import { groupBy, visibleRecords } from '../../jsonapi/related-records'
import type { ResourceContext } from '../../jsonapi/resource'
import { guestsListNothing } from '../../resources/access'
import { isPurchasable } from '../services/order-graph'
import { throughOrder } from '../services/order-scope'
import { syncOrder } from '../services/sync-order'
import { shipmentAttributes } from './line-item-attributes'
import { editableOrder } from './order-of'

/** The enabled methods of the order's market in its currency that ship to its shipping country. */
export async function availableShippingMethods(ctx: ResourceContext, shipments: readonly StoredRecord[]) {
  // Every shipment at once: their lookups share round trips instead of queueing one by one.
  const entries = await Promise.all(
    shipments.map(async (shipment) => {
      const order = await getRecord(ctx.db, 'orders', shipment.relationships.order?.id ?? '')
      if (!order) return undefined
      const addressId = order.relationships.shipping_address?.id
      const [address, methods] = await Promise.all([
        addressId ? getRecord(ctx.db, 'addresses', addressId) : undefined,
        visibleRecords(ctx, 'shipping_methods', [linkedTo('market', [order.relationships.market?.id ?? ''])]),
      ])
      const country = address?.attributes.country_code
      const offered = methods.filter((m) => {
        const zone = m.internal.zone_country_codes
        const shipsThere = !country || !Array.isArray(zone) || zone.includes(country)
        return (
          !m.attributes.disabled_at &&
          m.attributes.currency_code === order.attributes.currency_code &&
          shipsThere
        )
      })
      return [shipment.id, offered] as const
    }),
  )
  return new Map(entries.filter((entry) => entry !== undefined))
}

async function shipmentLineItems(ctx: ResourceContext, shipments: readonly StoredRecord[]) {
  const orderIds = shipments.flatMap((s) => s.relationships.order?.id ?? [])
  const items = (await visibleRecords(ctx, 'line_items', [linkedTo('order', orderIds)])).filter(isPurchasable)
  const byOrder = groupBy(items, (i) => i.relationships.order?.id)
  return new Map(shipments.map((s) => [s.id, byOrder.get(s.relationships.order?.id ?? '') ?? []]))
}

const statusTriggers: Record<string, string> = {
  _upcoming: 'upcoming',
  _on_hold: 'on_hold',
  _picking: 'picking',
  _packing: 'packing',
  _ready_to_ship: 'ready_to_ship',
  _ship: 'shipped',
  _deliver: 'delivered',
  _cancel: 'cancelled',
}

export const shipments = defineResource({
  type: 'shipments',
  attributes: shipmentAttributes,
  relationships: {
    order: hasOne('orders'),
    shipping_method: hasOne('shipping_methods', 'U'),
    stock_location: hasOne('stock_locations'),
    available_shipping_methods: {
      kind: 'many',
      type: 'shipping_methods',
      resolve: availableShippingMethods,
      filterable: false,
    },
    line_items: { kind: 'many', type: 'line_items', resolve: shipmentLineItems, filterable: false },
  },
  access: { list: allRoles, retrieve: allRoles, update: allRoles },
  visibleTo: (ctx) => throughOrder(ctx.auth),
  listScope: guestsListNothing,
  async beforeUpdate(ctx, draft, current) {
    const method = draft.relationships.shipping_method
    if (method?.id !== current.relationships.shipping_method?.id) {
      await editableOrder(ctx, current.relationships.order)
      const available = (await availableShippingMethods(ctx, [current])).get(current.id) ?? []
      if (method && !available.some((m) => m.id === method.id)) {
        throw errors.validation('shipping_method', 'is invalid', '/data/relationships/shipping_method')
      }
    }
    for (const [trigger, status] of Object.entries(statusTriggers)) {
      if (draft.triggers[trigger] === true) draft.attributes.status = status
    }
  },
  async afterWrite(ctx, record) {
    const orderId = record.relationships.order?.id
    if (orderId) await syncOrder(ctx.db, orderId)
  },
})
