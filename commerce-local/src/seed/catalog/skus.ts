import type { Locale } from '@storefront/shared/markets'
import { currencies, locales } from '@storefront/shared/markets'
import type { StoredRecord } from '../../db/records'
import { formatCents } from '../../money/format'
import { amountFields } from '../../resources/catalog/money'
import { seedRecord, seedRef } from '../seed-record'
import { categorySearchWords } from './categories'
import { kindSearchWords } from './kinds'
import { stockLocationKeys } from './markets'
import { netQuantityOf } from './net-quantity'
import { italianOriginWords } from './origin-words'
import { priceIn, priceListKey } from './pricing'
import type { Product } from './product'
import { products } from './products'
import { searchKeywords } from './search-keywords'

const alcoholic = new Set(['wines', 'spirits'])
const exciseNote = {
  it: 'Accise incluse',
  en: 'Excise duty included',
  de: 'inkl. Verbrauchsteuer',
  es: 'Impuestos especiales incluidos',
  fr: 'Droits d’accise inclus',
} as const satisfies Record<Locale, string>

/**
 * Per-language copy lives in `metadata.i18n.{locale}`; `name`/`description` hold English, and
 * `metadata.search` the names and the category's names as search compares them.
 */
export function skusSeed(): StoredRecord[] {
  return products.map((product) =>
    seedRecord({
      type: 'skus',
      key: product.code,
      attributes: {
        code: product.code,
        name: product.text.en[0],
        description: product.text.en[1],
        image_url: `/images/${product.code}.svg`,
        pieces_per_pack: null,
        weight: product.weightGrams,
        unit_of_weight: 'gr',
        hs_tariff_number: null,
        do_not_ship: false,
        do_not_track: false,
        metadata: skuMetadata(product),
      },
    }),
  )
}

function skuMetadata(product: Product) {
  const excise = alcoholic.has(product.category)
  const i18n = Object.fromEntries(
    locales.map((locale) => {
      const [name, description] = product.text[locale]
      return [locale, { name, description, ...(excise && { note: exciseNote[locale] }) }]
    }),
  )
  // A shopper searching "vini" or "Wein" means the category, whose name is in no product's name.
  const search = searchKeywords([
    ...locales.map((locale) => product.text[locale][0]),
    ...categorySearchWords(product.category),
    ...(product.kind ? kindSearchWords(product.kind) : []),
    ...italianOriginWords,
  ])
  // The descriptions are searched too, being in `metadata`; folded here as the names are, or a
  // word with an accent in them ("Käse", "reducción") could never be found by the folded query.
  const searchDescriptions = searchKeywords(locales.map((locale) => product.text[locale][1]))
  return {
    category: product.category,
    excise_included: excise,
    // Sold to adults only, which the product page says; excise alone does not tell (coffee pays
    // it in Germany).
    contains_alcohol: alcoholic.has(product.category),
    // What the package holds, for the price per litre or kilo EU shops show beside the price.
    net_quantity: netQuantityOf(product),
    i18n,
    search,
    search_descriptions: searchDescriptions,
  }
}

export function pricesSeed(): StoredRecord[] {
  return products.flatMap((product) =>
    currencies.map((currency) => {
      const amount = priceIn(currency, product.euroCents)
      const compareAt = product.compareAtEuroCents ? priceIn(currency, product.compareAtEuroCents) : amount
      return seedRecord({
        type: 'prices',
        key: `${product.code}-${currency}`,
        attributes: {
          currency_code: currency,
          sku_code: product.code,
          amount_cents: amount,
          ...amountFields('amount', amount, currency),
          original_amount_cents: amount,
          formatted_original_amount: formatCents(amount, currency),
          compare_at_amount_cents: compareAt,
          ...amountFields('compare_at_amount', compareAt, currency),
        },
        relationships: {
          price_list: seedRef('price_lists', priceListKey(currency)),
          sku: seedRef('skus', product.code),
        },
      })
    }),
  )
}

export function stockItemsSeed(): StoredRecord[] {
  return products.flatMap((product) =>
    stockLocationKeys.map((location, index) =>
      seedRecord({
        type: 'stock_items',
        key: `${product.code}-${location}`,
        attributes: { sku_code: product.code, quantity: product.stock[index] ?? 0 },
        relationships: {
          stock_location: seedRef('stock_locations', location),
          sku: seedRef('skus', product.code),
        },
        internal: { reserved_quantity: 0 },
      }),
    ),
  )
}
