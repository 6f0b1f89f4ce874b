import type { Locale } from '@storefront/shared/markets'

export type CategoryKey =
  | 'olive-oils'
  | 'wines'
  | 'spirits'
  | 'balsamic-vinegar'
  | 'pasta'
  | 'coffee'
  | 'sweets'

/** A kind within a category that shoppers search by, though no product name says it. */
export type ProductKind = 'red-wine' | 'white-wine' | 'sparkling-wine' | 'coffee-beans' | 'ground-coffee'

/** What a package holds, in millilitres or grams: the base of the price per litre or kilo. */
export interface NetQuantity {
  readonly value: number
  readonly unit: 'ml' | 'g'
}

/** One product of the demo shop, with its copy in every language the shop speaks. */
export interface Product {
  code: string
  category: CategoryKey
  /** what shoppers search it by though no name says it ("vino rosso", "Kaffeebohnen") */
  kind?: ProductKind
  /** name and description per language */
  text: Record<Locale, readonly [name: string, description: string]>
  /** tax-included price in the EUR price list; the other lists derive from it */
  euroCents: number
  /** a struck-through "was" price, for the products on offer */
  compareAtEuroCents?: number
  /** what the package holds, where its names do not say it ("750 ml", "3 l", "1 kg") */
  netQuantity?: NetQuantity
  weightGrams: number
  /** units in the Milan and the Verona warehouse */
  stock: readonly [milan: number, verona: number]
}
