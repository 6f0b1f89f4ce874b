import { describe, expect, it } from 'vitest'
import { catalogSeed } from '.'

/** Every text a page shows of a record: its name and description, in every language. */
function shownTexts(attributes: Record<string, unknown>): string[] {
  const i18n = (attributes.metadata as { i18n?: Record<string, Record<string, unknown>> } | undefined)?.i18n
  return [
    attributes.name,
    attributes.description,
    ...Object.values(i18n ?? {}).flatMap(Object.values),
  ].filter((text): text is string => typeof text === 'string')
}

describe('the demo catalog’s copy', () => {
  it('writes apostrophes as the shop’s own words do (’), never as a typewriter’s', () => {
    const texts = catalogSeed().flatMap((record) => shownTexts(record.attributes))
    expect(texts.filter((text) => text.includes('d’olive')).length).toBeGreaterThan(0)
    expect(texts.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([])
  })
})
