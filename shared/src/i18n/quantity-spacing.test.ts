import { describe, expect, it } from 'vitest'
import { keepQuantityWithUnit } from './quantity-spacing'

describe('keepQuantityWithUnit', () => {
  it('joins a size to its unit with a no-break space', () => {
    expect(keepQuantityWithUnit('Caffè espresso in grani 1 kg')).toBe('Caffè espresso in grani 1\u00a0kg')
    expect(keepQuantityWithUnit('Olio, latta da 3 l')).toBe('Olio, latta da 3\u00a0l')
    expect(keepQuantityWithUnit('Grappa 50 cl e amaretti 200 g')).toBe(
      'Grappa 50\u00a0cl e amaretti 200\u00a0g',
    )
  })

  it('leaves a number followed by a word alone', () => {
    expect(keepQuantityWithUnit('Barolo 2019 DOCG')).toBe('Barolo 2019 DOCG')
    expect(keepQuantityWithUnit('Set da 2 grappe')).toBe('Set da 2 grappe')
    expect(keepQuantityWithUnit('Box 3 lemon')).toBe('Box 3 lemon')
  })
})
