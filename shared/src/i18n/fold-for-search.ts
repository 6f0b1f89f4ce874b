// Letters NFKD does not take apart into a base letter and a mark.
const spelledOut: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  '’': "'",
  '‘': "'",
}

/**
 * Text as search compares it: lower case, without accents or umlauts, so "Caffe" finds "Caffè"
 * and "kase" finds "Käse". Commerce Layer's `_cont` matches accents exactly; the shop searches
 * the folded words the catalog keeps in each item's `metadata.search` with the folded query.
 */
export function foldForSearch(text: string): string {
  // NFKD, not NFD: compatibility forms too, so a Japanese keyboard's full-width "ＣＡＦＥ" is "CAFE".
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßẞœŒæÆøØłŁ’‘]/g, (letter) => spelledOut[letter] ?? letter)
    .toLowerCase()
}

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/**
 * German umlauts as written on a keyboard without them ("Kaese", "Oel"). The catalog keeps each
 * name with umlauts in this form too, and a query typed with umlauts is searched in it: folded
 * alone, "Öl" would be "ol", which half the catalog's words contain ("olio", "Barolo").
 *
 * @example spellOutUmlauts('Olivenöl') // 'Olivenoel'
 */
export function spellOutUmlauts(text: string): string {
  return text.normalize('NFC').replace(/[äöüÄÖÜ]/g, (letter) => umlauts[letter] ?? letter)
}
