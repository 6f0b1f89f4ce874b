import { useBundles } from '../../features/bundle/api/list-bundles'
import { BrowseCategories } from '../../features/categories/components/browse-categories'
import { SearchResults } from '../../features/listing/components/search-results'

/**
 * A search finds products and gift boxes: a shopper looking for a "gift box" wants the boxes.
 * When it finds nothing, the categories lead on.
 */
export function SearchRoute({ query, page }: { query: string; page?: number }) {
  const text = query.trim()
  const boxes = useBundles(text ? { query: text } : null)
  return (
    <SearchResults query={query} page={page} boxes={text ? boxes : undefined} wayOn={<BrowseCategories />} />
  )
}
