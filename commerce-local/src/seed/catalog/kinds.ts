import type { Locale } from '@storefront/shared/markets'
import type { CategoryKey, ProductKind } from './product'

/** The category each kind belongs to: a kind narrows its category, never crosses it. */
export const kindCategory: Record<ProductKind, CategoryKey> = {
  'red-wine': 'wines',
  'white-wine': 'wines',
  'sparkling-wine': 'wines',
  'coffee-beans': 'coffee',
  'ground-coffee': 'coffee',
}

// A search matches what contains every word typed, so a plural whose words are not inside the
// singular's ("vini rossi", "vins rouges", "Rotweine") is kept beside it, and so is a German
// compound ("Kaffeebohnen"), which no name split in two words contains.
const kindNames: Record<ProductKind, Record<Locale, readonly string[]>> = {
  'red-wine': {
    it: ['Vino rosso', 'Vini rossi'],
    en: ['Red wine'],
    de: ['Rotwein', 'Rotweine'],
    es: ['Vino tinto', 'Vinos tintos'],
    fr: ['Vin rouge', 'Vins rouges'],
  },
  'white-wine': {
    it: ['Vino bianco', 'Vini bianchi'],
    en: ['White wine'],
    de: ['Weißwein', 'Weißweine'],
    es: ['Vino blanco', 'Vinos blancos'],
    fr: ['Vin blanc', 'Vins blancs'],
  },
  'sparkling-wine': {
    it: ['Spumante', 'Spumanti', 'Bollicine'],
    en: ['Sparkling wine'],
    de: ['Schaumwein', 'Sekt'],
    es: ['Vino espumoso', 'Vinos espumosos'],
    fr: ['Vin effervescent', 'Vins effervescents', 'Mousseux'],
  },
  'coffee-beans': {
    it: ['Caffè in grani', 'Caffè in chicchi'],
    en: ['Coffee beans', 'Whole bean coffee'],
    de: ['Kaffeebohnen', 'Bohnenkaffee'],
    es: ['Café en grano'],
    fr: ['Café en grains'],
  },
  'ground-coffee': {
    it: ['Caffè macinato'],
    en: ['Ground coffee'],
    de: ['Gemahlener Kaffee', 'Kaffeepulver'],
    es: ['Café molido'],
    fr: ['Café moulu'],
  },
}

/** What shoppers call a kind of product, in every language the shop speaks. */
export function kindSearchWords(kind: ProductKind): readonly string[] {
  return Object.values(kindNames[kind]).flat()
}
