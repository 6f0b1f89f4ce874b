import type { Locale } from '@storefront/shared/markets'
import type { WineStyle } from './product'

// A search matches what contains every word typed, so a plural whose words are not inside the
// singular's ("vini rossi", "vins rouges", "Rotweine") is kept beside it.
const wineStyleNames: Record<WineStyle, Record<Locale, readonly string[]>> = {
  red: {
    it: ['Vino rosso', 'Vini rossi'],
    en: ['Red wine'],
    de: ['Rotwein', 'Rotweine'],
    es: ['Vino tinto', 'Vinos tintos'],
    fr: ['Vin rouge', 'Vins rouges'],
  },
  white: {
    it: ['Vino bianco', 'Vini bianchi'],
    en: ['White wine'],
    de: ['Weißwein', 'Weißweine'],
    es: ['Vino blanco', 'Vinos blancos'],
    fr: ['Vin blanc', 'Vins blancs'],
  },
  sparkling: {
    it: ['Spumante', 'Spumanti', 'Bollicine'],
    en: ['Sparkling wine'],
    de: ['Schaumwein', 'Sekt'],
    es: ['Vino espumoso', 'Vinos espumosos'],
    fr: ['Vin effervescent', 'Vins effervescents', 'Mousseux'],
  },
}

/** What shoppers call a kind of wine, in every language the shop speaks. */
export function wineStyleSearchWords(style: WineStyle): readonly string[] {
  return Object.values(wineStyleNames[style]).flat()
}
