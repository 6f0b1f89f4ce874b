import { foldForSearch } from '@storefront/shared/i18n'

const field = 'name_or_code_or_metadata'
// More words narrow nothing a shopper would notice, and each one is a condition to evaluate.
const maxWords = 8

/**
 * The Commerce Layer filter for a shopper's words: an item matches when its name (every
 * language is in `metadata`) or code contains each word, in any order, so "olio toscano" finds
 * "Olio extravergine toscano". Words are folded: they meet the accent-free names the catalog
 * keeps in `metadata.search`, so "caffe" finds "Caffè" and "olivenoel" finds "Olivenöl".
 */
export function textSearchFilter(query: string): Record<string, string> {
  // Hyphens stay: they are part of codes such as OIL-EVO-TUSCANY-500.
  const words = [
    ...new Set(
      foldForSearch(query)
        .split(/[^\p{L}\p{N}-]+/u)
        .filter(Boolean),
    ),
  ].slice(0, maxWords)
  // Only signs, e.g. "#": searched as typed, it finds what contains them (likely nothing).
  if (words.length === 0) return { [`${field}_cont`]: query }
  if (words.length === 1) return { [`${field}_cont`]: words[0] as string }
  return { [`${field}_cont_all`]: words.join(',') }
}
