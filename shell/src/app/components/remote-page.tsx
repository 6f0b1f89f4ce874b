import { exposedModules, type FragmentProps, type RemoteProps } from '@storefront/shared/contract'
import { type RemoteName, type Screen, skeletonLayoutOf } from '@storefront/shared/routes'
import { FragmentSkeleton, PageSkeleton } from '../../features/pages/components/page-skeleton'
import { RemoteView } from '../../features/remotes/components/remote-view'

/** A screen's remote mounted with the props of the contract. */
export function RemotePage({
  remote,
  screen,
  fragment,
  ready,
}: {
  readonly remote: RemoteName
  readonly screen: Screen
  readonly fragment: FragmentProps
  readonly ready: boolean
}) {
  const props: RemoteProps = { ...fragment, screen }
  return (
    <RemoteView
      remote={remote}
      id={exposedModules[remote].app}
      props={props}
      skeleton={<PageSkeleton layout={skeletonLayoutOf(screen.name)} />}
      ready={ready}
      screen={screen}
    />
  )
}

/** The cart's mini-cart in the header, failing on its own without the page. */
export function MiniCartSlot({
  fragment,
  ready,
}: {
  readonly fragment: FragmentProps
  readonly ready: boolean
}) {
  return (
    <RemoteView
      remote="cart"
      id={exposedModules.cart.miniCart}
      props={fragment}
      skeleton={<FragmentSkeleton />}
      ready={ready}
      compact
    />
  )
}
