import { defaultDeliveryDays } from '@storefront/shared/constants'
import { type Locale, locales } from '@storefront/shared/markets'
import { describe, expect, it, vi } from 'vitest'
import { infoTopics } from '../../lib/info-topics'
import { loadInfoTexts } from './load-info-texts'

// Days no text holds by chance: a text that wrote the days out itself would not say these.
vi.mock('@storefront/shared/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@storefront/shared/constants')>()),
  defaultDeliveryDays: { min: 23, max: 41 },
}))

// Every language but English, the one the others are checked against: a new one is checked too.
const translated = locales.filter((locale) => locale !== 'en')

describe('the shop texts', () => {
  it('say something on every topic in every language', async () => {
    for (const locale of locales) {
      const texts = await loadInfoTexts(locale)
      for (const topic of infoTopics) {
        expect(texts[topic].length, `${locale} ${topic}`).toBeGreaterThan(0)
        for (const paragraph of texts[topic]) expect(paragraph.trim().length).toBeGreaterThan(40)
      }
    }
  })

  it('are translated, not English copied over', async () => {
    const english = await loadInfoTexts('en')
    for (const locale of translated) {
      const texts = await loadInfoTexts(locale)
      for (const topic of infoTopics) {
        expect(texts[topic]).toHaveLength(english[topic].length)
        for (const [i, paragraph] of texts[topic].entries()) expect(paragraph).not.toBe(english[topic][i])
      }
    }
  })

  it('keep French punctuation on its word with a narrow no-break space, as the dictionaries do', async () => {
    const texts = await loadInfoTexts('fr')
    for (const topic of infoTopics)
      for (const paragraph of texts[topic])
        expect(paragraph, topic).not.toMatch(/[ \u00a0][?!;:»%]|«[ \u00a0]/)
  })

  it('do not promise VAT-inclusive prices to the rest of the world, whose prices are net', async () => {
    const payments = (await loadInfoTexts('en')).payments.join(' ')
    expect(payments).not.toMatch(/Prices include VAT/)
    expect(payments).toMatch(/elsewhere taxes and duties are calculated at checkout/)
  })

  it('give the default delivery time from the shop constants', async () => {
    const { min, max } = defaultDeliveryDays
    const said: Record<Locale, string> = {
      en: `allow ${min} to ${max} working days`,
      it: `da ${min} a ${max} giorni lavorativi`,
      de: `mit ${min} bis ${max} Werktagen`,
      es: `entre ${min} y ${max} días laborables`,
      fr: `de ${min} à ${max} jours ouvrés`,
    }
    for (const locale of locales)
      expect((await loadInfoTexts(locale)).shipping.join(' '), locale).toContain(said[locale])
  })
})
