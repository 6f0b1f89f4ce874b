import type { RecordRef, StoredRecord } from '../../db/records'
import { products } from '../../seed/catalog/products'
import { demoCustomer, demoCustomerRef } from '../../seed/customers'
import { seedRecord, seedRef } from '../../seed/seed-record'
import { taxRateFor } from '../domain/taxes'
import { computeTotals } from '../domain/totals'
import { amountFields, orderAmountFields } from '../services/order-money'

const italy = { type: 'markets', id: 'mkItalyxxx' }
const format = { currency: 'EUR' }

interface PastOrder {
  key: string
  number: number
  placedAt: string
  status: 'placed' | 'approved'
  items: readonly (readonly [code: string, quantity: number])[]
}

// Two orders from earlier in the year: one delivered (approved), one still being prepared.
const pastOrders: readonly PastOrder[] = [
  {
    key: 'past-1',
    number: 23001,
    placedAt: '2026-03-14T10:20:00.000Z',
    status: 'approved',
    items: [
      ['OIL-EVO-TUSCANY-500', 2],
      ['COFFEE-MOKA-GROUND-250', 3],
    ],
  },
  {
    key: 'past-2',
    number: 23002,
    placedAt: '2026-10-02T17:45:00.000Z',
    status: 'placed',
    items: [
      ['PASTA-PACCHERI-500', 4],
      ['VINEGAR-MODENA-IGP-250', 1],
    ],
  },
]

const address = (key: string): StoredRecord =>
  seedRecord({
    type: 'addresses',
    key,
    attributes: {
      business: false,
      first_name: 'Mario',
      last_name: 'Rossi',
      full_name: 'Mario Rossi',
      line_1: 'Via Brera 12',
      city: 'Milano',
      zip_code: '20121',
      state_code: 'MI',
      country_code: 'IT',
      phone: '+39 02 1234567',
      email: demoCustomer.email,
      billing_info: 'RSSMRA80A01F205X',
    },
    internal: { owner_customer_id: demoCustomerRef.id },
  })

function pastOrderRecords(past: PastOrder): StoredRecord[] {
  const order = seedRef('orders', past.key)
  const link = { order }
  const lines = past.items.map(([code, quantity]) => {
    const product = products.find((p) => p.code === code)
    return {
      id: seedRef('line_items', `${past.key}-${code}`).id,
      code,
      quantity,
      unitAmountCents: product?.euroCents ?? 0,
      optionsAmountCents: 0,
      name: product?.text.en[0] ?? code,
    }
  })
  const shipment = seedRef('shipments', past.key)
  const method: RecordRef = seedRef('shipping_methods', 'standard-it')
  const totals = computeTotals({
    lines,
    adjustmentsCents: [],
    shipments: [{ id: shipment.id, priceAmountCents: 590, freeOverAmountCents: 4900, useSubtotal: false }],
    paymentMethodPriceCents: 0,
    promotions: [],
    giftCardBalanceCents: null,
    taxRate: taxRateFor('IT'),
    taxIncluded: true,
  })
  const lineItems = lines.map((line) => {
    const computed = totals.lines.find((l) => l.id === line.id)
    return seedRecord({
      type: 'line_items',
      key: `${past.key}-${line.code}`,
      attributes: {
        item_type: 'skus',
        sku_code: line.code,
        name: line.name,
        quantity: line.quantity,
        currency_code: 'EUR',
        tax_rate: taxRateFor('IT'),
        ...amountFields(
          {
            unit_amount: line.unitAmountCents,
            total_amount: computed?.totalAmountCents ?? 0,
            tax_amount: computed?.taxAmountCents ?? 0,
            discount: 0,
            options_amount: 0,
          },
          format,
        ),
      },
      relationships: { ...link, sku: seedRef('skus', line.code), item: seedRef('skus', line.code) },
    })
  })
  const billing = address(`${past.key}-billing`)
  const shipping = address(`${past.key}-shipping`)
  const payment = seedRecord({
    type: 'wire_transfers',
    key: past.key,
    attributes: { payment_instrument: { issuer_type: 'wire_transfer' } },
    relationships: link,
  })
  return [
    billing,
    shipping,
    payment,
    ...lineItems,
    seedRecord({
      type: 'shipments',
      key: past.key,
      attributes: {
        number: `${past.number}/S/001`,
        status: past.status === 'approved' ? 'delivered' : 'upcoming',
        currency_code: 'EUR',
        skus_count: totals.skusCount,
        ...amountFields({ cost_amount: totals.shipping }, format),
      },
      relationships: { ...link, shipping_method: method },
    }),
    seedRecord({
      type: 'orders',
      key: past.key,
      attributes: {
        number: String(past.number),
        status: past.status,
        payment_status: past.status === 'approved' ? 'paid' : 'authorized',
        fulfillment_status: past.status === 'approved' ? 'fulfilled' : 'unfulfilled',
        guest: false,
        editable: false,
        customer_email: demoCustomer.email,
        customer_type: 'returning',
        language_code: 'it',
        autorefresh: true,
        place_async: false,
        currency_code: 'EUR',
        tax_included: true,
        tax_rate: taxRateFor('IT'),
        country_code: 'IT',
        skus_count: totals.skusCount,
        line_item_options_count: 0,
        shipments_count: 1,
        token: `${past.key}-token`,
        placed_at: past.placedAt,
        ...(past.status === 'approved' && { approved_at: past.placedAt }),
        ...orderAmountFields(totals, format),
        metadata: { etag: `${past.key}-${past.number}` },
      },
      relationships: {
        market: italy,
        customer: demoCustomerRef,
        billing_address: { type: 'addresses', id: billing.id },
        shipping_address: { type: 'addresses', id: shipping.id },
        payment_method: seedRef('payment_methods', 'it-bank-transfer'),
        payment_source: { type: 'wire_transfers', id: payment.id },
      },
    }),
  ]
}

/** The demo customer's order history, priced with the same rules as live orders. */
export function pastOrdersSeed(): StoredRecord[] {
  return pastOrders.flatMap(pastOrderRecords)
}
