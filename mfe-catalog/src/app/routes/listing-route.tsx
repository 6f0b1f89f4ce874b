import type { ItemList } from '@storefront/shared/analytics'
import { useTranslation } from '@storefront/shared/react-i18n'
import { CategoryNav } from '../../features/categories/components/category-nav'
import { ProductListing } from '../../features/listing/components/product-listing'
import { itemLists } from '../../lib/item-lists'

/** All products, 25 to a page, under the category chips; reported as `list` (the home page's is its own). */
export function ListingRoute({ page = 1, list = itemLists.listing }: { page?: number; list?: ItemList }) {
  const { t } = useTranslation()
  return (
    <>
      <CategoryNav />
      <ProductListing
        title={t('listing.title')}
        list={list}
        query={{ page }}
        screenOf={(target) => ({ name: 'listing', page: target })}
      />
    </>
  )
}
