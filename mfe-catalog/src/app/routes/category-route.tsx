import { useEffect } from 'react'
import { LoadError } from '../../components/load-error'
import { NotFound } from '../../components/not-found'
import { useSkuLists } from '../../features/categories/api/list-sku-lists'
import { CategoryNav } from '../../features/categories/components/category-nav'
import { ProductListing } from '../../features/listing/components/product-listing'
import { itemLists } from '../../lib/item-lists'
import { useShop } from '../../lib/shop-context'

/**
 * One category's products. The products are asked for by the slug at once, beside the
 * categories (which name the page and tell an unknown slug), so neither waits for the other.
 */
export function CategoryRoute({ slug, page = 1 }: { slug: string; page?: number }) {
  const { bus } = useShop()
  const lists = useSkuLists()
  // A slug typed or shared in capitals (`/categorie/WINES`) still finds its category, as codes do.
  const category =
    lists.status === 'ready'
      ? (lists.data.find((list) => list.slug === slug) ??
        lists.data.find((list) => list.slug.toLowerCase() === slug.toLowerCase()) ??
        null)
      : undefined
  const canonical = category?.slug
  useEffect(() => {
    // The address bar, bookmarks and shares then carry the category's own slug.
    if (canonical && canonical !== slug)
      bus.publish('nav:intent', { screen: { name: 'category', slug: canonical, page }, replace: true })
  }, [bus, canonical, slug, page])
  return (
    <>
      <CategoryNav current={slug} page={page} />
      {lists.status === 'error' && <LoadError error={lists.error} onRetry={lists.retry} isPage />}
      {category === null && <NotFound />}
      {lists.status !== 'error' && category !== null && (
        <ProductListing
          title={category?.name}
          list={itemLists.category(slug)}
          query={{ page, categorySlug: slug }}
          screenOf={(target) => ({ name: 'category', slug, page: target })}
        />
      )}
    </>
  )
}
