import { foldForSearch, spellOutUmlauts } from '@storefront/shared/i18n'

/**
 * `metadata.search` of a catalog item: its names folded as the shop folds a query, so a search
 * typed without accents finds them. A German name with umlauts is also kept as written on a
 * keyboard without them ("Kaese"), which folding alone would not match.
 */
export function searchKeywords(names: readonly string[]): string {
  const forms = names.flatMap((name) => {
    const spelled = spellOutUmlauts(name)
    return spelled === name ? [name] : [name, spelled]
  })
  // A separator no query contains, so a search never matches across two names.
  return [...new Set(forms.map(foldForSearch))].join(' | ')
}
