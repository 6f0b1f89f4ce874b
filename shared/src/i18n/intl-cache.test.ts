import { describe, expect, it } from 'vitest'
import { cachedBy } from './intl-cache'

describe('cachedBy', () => {
  it('builds a value once per key and hands back the same one after', () => {
    let built = 0
    const numberFormat = cachedBy(
      (tag: string) => tag,
      (tag: string) => {
        built += 1
        return new Intl.NumberFormat(tag)
      },
    )
    expect(numberFormat('it')).toBe(numberFormat('it'))
    expect(numberFormat('de')).not.toBe(numberFormat('it'))
    expect(built).toBe(2)
  })
})
