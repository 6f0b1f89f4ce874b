import { useTranslation } from 'react-i18next'
import { LoadError } from '../../components/load-error'
import { NotFound } from '../../components/not-found'
import { ProductGridSkeleton } from '../../components/product-grid'
import { useSkuList } from '../../features/categories/api/get-sku-list'
import { CategoryNav } from '../../features/categories/components/category-nav'
import { ProductListing } from '../../features/listing/components/product-listing'

/** One category's products: the category is found by its slug, then listed like the listing. */
export function CategoryRoute({ slug, page = 1 }: { slug: string; page?: number }) {
  const { t } = useTranslation()
  const list = useSkuList(slug)
  return (
    <>
      <CategoryNav current={slug} />
      {list.status === 'loading' && <ProductGridSkeleton label={t('common:loading')} />}
      {list.status === 'error' && <LoadError error={list.error} onRetry={list.retry} />}
      {list.status === 'ready' && !list.data && <NotFound />}
      {list.status === 'ready' && list.data && (
        <ProductListing
          title={list.data.name}
          listName={`category:${slug}`}
          query={{ page, skuListId: list.data.id }}
          screenOf={(target) => ({ name: 'category', slug, page: target })}
        />
      )}
    </>
  )
}
