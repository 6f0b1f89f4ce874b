import { locales } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'
import { netQuantityOf, statedQuantity } from './net-quantity'
import { products } from './products'

describe('statedQuantity', () => {
  it('reads millilitres, centilitres, litres, grams and kilos, in base units', () => {
    expect(statedQuantity('Olio 750 ml')).toEqual({ value: 750, unit: 'ml' })
    expect(statedQuantity('Grappa di Barolo 50 cl')).toEqual({ value: 500, unit: 'ml' })
    expect(statedQuantity('Taggiasca, latta da 3 l')).toEqual({ value: 3000, unit: 'ml' })
    expect(statedQuantity('Panettone 1 kg')).toEqual({ value: 1000, unit: 'g' })
    expect(statedQuantity('Amaretti 200 g')).toEqual({ value: 200, unit: 'g' })
    expect(statedQuantity('Bouteille de 0,75 l')).toEqual({ value: 750, unit: 'ml' })
  })

  it('takes no year, age or word for a quantity', () => {
    expect(statedQuantity('Barolo DOCG 2019')).toBeUndefined()
    expect(statedQuantity('Aceto balsamico tradizionale, 12 anni')).toBeUndefined()
    expect(statedQuantity('Gragnano 500 gusti')).toBeUndefined()
  })
})

describe('the demo products', () => {
  it('each hold a net quantity, and every name that states one states the same', () => {
    for (const product of products) {
      const quantity = netQuantityOf(product)
      expect(quantity.value, product.code).toBeGreaterThan(0)
      for (const locale of locales) {
        const named = statedQuantity(product.text[locale][0])
        if (named) expect(named, `${product.code} in ${locale}`).toEqual(quantity)
      }
    }
  })
})
