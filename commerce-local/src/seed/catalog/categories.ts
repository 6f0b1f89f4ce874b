import type { Locale } from '@storefront/shared/markets'
import type { StoredRecord } from '../../db/records'
import { seedRecord, seedRef } from '../seed-record'
import type { CategoryKey } from './product'
import { products } from './products'

const categoryNames: Record<CategoryKey, Record<Locale, string>> = {
  'olive-oils': {
    it: 'Oli d’oliva',
    en: 'Olive oils',
    de: 'Olivenöle',
    es: 'Aceites de oliva',
    fr: 'Huiles d’olive',
  },
  wines: { it: 'Vini', en: 'Wines', de: 'Weine', es: 'Vinos', fr: 'Vins' },
  spirits: {
    it: 'Distillati e liquori',
    en: 'Spirits',
    de: 'Spirituosen',
    es: 'Destilados y licores',
    fr: 'Spiritueux',
  },
  'balsamic-vinegar': {
    it: 'Aceto balsamico',
    en: 'Balsamic vinegar',
    de: 'Balsamessig',
    es: 'Vinagre balsámico',
    fr: 'Vinaigre balsamique',
  },
  pasta: { it: 'Pasta', en: 'Pasta', de: 'Pasta', es: 'Pasta', fr: 'Pâtes' },
  coffee: { it: 'Caffè', en: 'Coffee', de: 'Kaffee', es: 'Café', fr: 'Café' },
  sweets: { it: 'Dolci', en: 'Sweet treats', de: 'Süßes', es: 'Dulces', fr: 'Douceurs' },
}

export const categoryKeys = Object.keys(categoryNames) as CategoryKey[]

// A search matches what contains the words typed: "vino" is not in "Vini", nor "dolce" in
// "Dolci" (the other languages' plurals contain their singulars: "Weine", "vinos", "vins"); and
// shoppers name some categories by other words than the shop's: "Nudeln", "Likör", "Schnaps".
// Not "Süßigkeiten": a query with umlauts is searched as typed without them, and
// "suessigkeiten" holds "essig", so a search for vinegar would find every sweet.
const otherNames: Partial<Record<CategoryKey, readonly string[]>> = {
  // "olio" is in no plural of the Italian name, as "vino" is in no "Vini".
  'olive-oils': ['Olio'],
  wines: ['Vino'],
  spirits: ['Distillato', 'Liquore', 'Liqueur', 'Likör', 'Schnaps', 'Eau-de-vie'],
  pasta: ['Nudeln', 'Teigwaren'],
  sweets: ['Dolce', 'Süßwaren'],
}

/** What a shopper types to find a category's products: its names in every language, and the other words for it. */
export function categorySearchWords(category: CategoryKey): readonly string[] {
  return [...Object.values(categoryNames[category]), ...(otherNames[category] ?? [])]
}

/** The shop's categories as manual sku lists, names per language in `metadata.i18n`. */
export function categoriesSeed(): StoredRecord[] {
  return categoryKeys.flatMap((category, position) => {
    const members = products.filter((p) => p.category === category)
    const list = seedRecord({
      type: 'sku_lists',
      key: `category-${category}`,
      attributes: {
        name: categoryNames[category].en,
        slug: category,
        description: null,
        image_url: members[0] ? `/images/${members[0].code}.svg` : null,
        manual: true,
        sku_code_regex: null,
        metadata: {
          kind: 'category',
          position: position + 1,
          i18n: Object.fromEntries(Object.entries(categoryNames[category]).map(([l, name]) => [l, { name }])),
        },
      },
    })
    return [
      list,
      ...listItems(
        `category-${category}`,
        members.map((p) => [p.code, 1] as const),
      ),
    ]
  })
}

/** Items of a sku list, in the given order. */
export function listItems(listKey: string, entries: readonly (readonly [code: string, quantity: number])[]) {
  return entries.map(([code, quantity], index) =>
    seedRecord({
      type: 'sku_list_items',
      key: `${listKey}-${code}`,
      attributes: { position: index + 1, sku_code: code, quantity },
      relationships: { sku_list: seedRef('sku_lists', listKey), sku: seedRef('skus', code) },
    }),
  )
}
