import { foldForSearch } from '@storefront/shared/i18n'

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/**
 * `metadata.search` of a catalog item: its names folded as the shop folds a query, so a search
 * typed without accents finds them. A German name with umlauts is also kept as written on a
 * keyboard without them ("Kaese"), which folding alone would not match.
 */
export function searchKeywords(names: readonly string[]): string {
  const forms = names.flatMap((name) => {
    const spelled = name.replace(/[äöüÄÖÜ]/g, (letter) => umlauts[letter] ?? letter)
    return spelled === name ? [name] : [name, spelled]
  })
  // A separator no query contains, so a search never matches across two names.
  return [...new Set(forms.map(foldForSearch))].join(' | ')
}
