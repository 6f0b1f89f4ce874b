// Units a product name gives its size in: weight, volume, pieces.
const unit = '(?:mg|kg|g|ml|cl|dl|l|L|oz|lb|pz|pcs)'
const numberBeforeUnit = new RegExp(`(\\d)[ \\t]+(${unit})(?![\\p{L}\\p{N}])`, 'gu')

/**
 * A product's name with its size kept on one line: "Caffè in grani 1\u00a0kg". A card or a cart
 * line wraps a long name wherever there is a space, and "1" at the end of one line with "kg"
 * starting the next read as a different product.
 *
 * @example keepQuantityWithUnit('Olio toscano 500 ml') // 'Olio toscano 500\u00a0ml'
 */
export function keepQuantityWithUnit(name: string): string {
  return name.replace(numberBeforeUnit, '$1\u00a0$2')
}
