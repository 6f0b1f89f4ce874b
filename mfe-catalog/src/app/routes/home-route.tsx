import { BundleStrip } from '../../features/bundle/components/bundle-strip'
import { ListingRoute } from './listing-route'

/** The landing page: the first page of products, then the gift boxes. */
export function HomeRoute() {
  return (
    <>
      <ListingRoute />
      <BundleStrip />
    </>
  )
}
