import { foldForSearch } from '@storefront/shared/i18n'

const field = 'name_or_code_or_metadata'

/**
 * The Commerce Layer filter for a shopper's words: the name (every language is in `metadata`) or
 * the code contains them as typed, or folded. Folded, they meet the accent-free names the catalog
 * keeps in `metadata.search`, so "caffe" finds "Caffè" and "olivenoel" finds "Olivenöl".
 */
export function textSearchFilter(query: string): Record<string, string> {
  const folded = foldForSearch(query)
  if (folded === query.toLowerCase()) return { [`${field}_cont`]: query }
  // `_cont_any` splits its value at commas: a comma of the query's own would split the words.
  const terms = [query, folded].map((term) => term.replaceAll(',', ' '))
  return { [`${field}_cont_any`]: terms.join(',') }
}
