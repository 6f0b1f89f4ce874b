import type { NetQuantity, Product } from './product'

const stated = /(\d+(?:[.,]\d+)?)\s*(ml|cl|l|g|kg)(?![\p{L}\d])/iu
const toBase = { ml: 1, cl: 10, l: 1000, g: 1, kg: 1000 } as const

/** The quantity a product's name states ("Brunello 750 ml", "3 l tin"), or undefined. */
export function statedQuantity(name: string): NetQuantity | undefined {
  const match = stated.exec(name)
  if (!match?.[1] || !match[2]) return undefined
  const unit = match[2].toLowerCase() as keyof typeof toBase
  const value = Math.round(Number(match[1].replace(',', '.')) * toBase[unit])
  return { value, unit: unit === 'g' || unit === 'kg' ? 'g' : 'ml' }
}

/** What the package holds: given with the product, or as its English name states it. */
export function netQuantityOf(product: Product): NetQuantity {
  const quantity = product.netQuantity ?? statedQuantity(product.text.en[0])
  if (!quantity) throw new Error(`${product.code}: no net quantity, in its data or its name`)
  return quantity
}
