import type { StoredRecord } from '../../db/records'

/** Markets, price lists, stock, shipping and payment methods, products and gift boxes. */
export function catalogSeed(): StoredRecord[] {
  return []
}
