import { useTranslation } from '@storefront/shared/react-i18n'
import { CategoryNav } from '../../features/categories/components/category-nav'
import { ProductListing } from '../../features/listing/components/product-listing'

/** All products, 25 to a page, under the category chips. */
export function ListingRoute({ page = 1 }: { page?: number }) {
  const { t } = useTranslation()
  return (
    <>
      <CategoryNav />
      <ProductListing
        title={t('listing.title')}
        listName="listing"
        query={{ page }}
        screenOf={(target) => ({ name: 'listing', page: target })}
      />
    </>
  )
}
