import type { StoredRecord } from '../../db/records'
import { amountFields } from '../../resources/catalog/money'
import { seedRecord } from '../seed-record'
import { distinctMarketRows } from './markets'

interface Method {
  key: string
  name: string
  source: 'wire_transfers' | 'braintree_payments'
  price: number
  /** what the shop shows: the Braintree drop-in serves both cards and PayPal */
  kind: 'bank_transfer' | 'cash_on_delivery' | 'card' | 'paypal'
}

const everywhere: Method[] = [
  { key: 'bank-transfer', name: 'Bank transfer', source: 'wire_transfers', price: 0, kind: 'bank_transfer' },
  { key: 'card', name: 'Credit card', source: 'braintree_payments', price: 0, kind: 'card' },
  { key: 'paypal', name: 'PayPal', source: 'braintree_payments', price: 0, kind: 'paypal' },
]
// Cash on delivery is collected by the Italian courier only, for a fee.
const cashOnDelivery: Method = {
  key: 'cash-on-delivery',
  name: 'Cash on delivery',
  source: 'wire_transfers',
  price: 400,
  kind: 'cash_on_delivery',
}

export function paymentMethodsSeed(): StoredRecord[] {
  return distinctMarketRows().flatMap((row) =>
    [...everywhere, ...(row.code === 'it' ? [cashOnDelivery] : [])].map((method) =>
      seedRecord({
        type: 'payment_methods',
        key: `${row.code}-${method.key}`,
        attributes: {
          name: method.name,
          payment_source_type: method.source,
          currency_code: row.currency,
          moto: false,
          require_capture: method.source === 'braintree_payments',
          auto_place: false,
          auto_capture: method.source === 'braintree_payments',
          price_amount_cents: method.price,
          ...amountFields('price_amount', method.price, row.currency),
          disabled_at: null,
          metadata: { kind: method.kind },
        },
        relationships: { market: { type: 'markets', id: row.id } },
      }),
    ),
  )
}

const greetingCard = {
  it: ['Biglietto di auguri', 'Un biglietto scritto a mano con il tuo messaggio, in omaggio.'],
  en: ['Greeting card', 'A handwritten card with your message, free of charge.'],
  de: ['Grußkarte', 'Eine handgeschriebene Karte mit deiner Nachricht, kostenlos.'],
  es: ['Tarjeta de felicitación', 'Una tarjeta escrita a mano con tu mensaje, de regalo.'],
  fr: ['Carte de vœux', 'Une carte manuscrite avec votre message, offerte.'],
} as const

/** The free greeting card, one option per market (its currency), for any sku. */
export function skuOptionsSeed(): StoredRecord[] {
  return distinctMarketRows().map((row) =>
    seedRecord({
      type: 'sku_options',
      key: `greeting-card-${row.code}`,
      attributes: {
        name: greetingCard.en[0],
        description: greetingCard.en[1],
        currency_code: row.currency,
        price_amount_cents: 0,
        ...amountFields('price_amount', 0, row.currency),
        delay_hours: 0,
        delay_days: 0,
        sku_code_regex: null,
        metadata: {
          code: 'greeting-card',
          i18n: Object.fromEntries(
            Object.entries(greetingCard).map(([locale, [name, description]]) => [
              locale,
              { name, description },
            ]),
          ),
        },
      },
      relationships: { market: { type: 'markets', id: row.id } },
    }),
  )
}
