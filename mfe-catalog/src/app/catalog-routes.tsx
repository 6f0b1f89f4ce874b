import type { Screen } from '@storefront/shared/routes'
import { NotFound } from '../components/not-found'
import { BundlePage } from '../features/bundle/components/bundle-page'
import { CategoriesPage } from '../features/categories/components/categories-page'
import { ProductPage } from '../features/product/components/product-page'
import { ScreenProvider } from '../lib/page-name'
import { CategoryRoute } from './routes/category-route'
import { HomeRoute } from './routes/home-route'
import { ListingRoute } from './routes/listing-route'
import { SearchRoute } from './routes/search-route'

/** The screen the shell asked for, which its pages name for the document's title. */
export function CatalogRoutes({ screen }: { screen: Screen }) {
  return (
    <ScreenProvider screen={screen}>
      <ScreenContent screen={screen} />
    </ScreenProvider>
  )
}

/** Keys reset a page's state when its subject changes. */
function ScreenContent({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'home':
      return <HomeRoute />
    case 'listing':
      return <ListingRoute page={screen.page} />
    case 'categories':
      return <CategoriesPage />
    case 'category':
      return <CategoryRoute key={screen.slug} slug={screen.slug} page={screen.page} />
    case 'product':
      return <ProductPage key={screen.code} code={screen.code} />
    case 'bundle':
      return <BundlePage key={screen.code} code={screen.code} />
    case 'search':
      return <SearchRoute key={screen.query ?? ''} query={screen.query ?? ''} page={screen.page} />
    default:
      // Another remote's screen: the shell should never mount the catalog for it.
      return <NotFound />
  }
}
