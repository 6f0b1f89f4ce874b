import { BundleStrip } from '../../features/bundle/components/bundle-strip'
import { itemLists } from '../../lib/item-lists'
import { ListingRoute } from './listing-route'

/** The landing page: the first page of products, then the gift boxes. */
export function HomeRoute() {
  return (
    <>
      <ListingRoute list={itemLists.home} />
      <BundleStrip />
    </>
  )
}
