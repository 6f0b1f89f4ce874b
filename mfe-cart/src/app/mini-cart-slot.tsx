import type { FragmentProps } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { useAddingToCart } from '../features/cart/hooks/use-adding-to-cart'
import { useCartUnreadable } from '../features/cart/hooks/use-cart-unreadable'
import { useHeldRuntime } from '../features/cart/hooks/use-held-runtime'
import { MiniCart } from '../features/mini-cart/components/mini-cart'
import { CartI18n } from '../lib/i18n-provider'
import styles from './cart-app.module.css'

/**
 * The header fragment. The shell mounts it on every page, so it is what keeps the cart
 * runtime, and with it the add-to-cart listener, alive while the visitor browses.
 */
export function MiniCartSlot(props: FragmentProps) {
  const runtime = useHeldRuntime(props)
  const unreadable = useCartUnreadable(runtime)
  const adding = useAddingToCart(runtime)
  return (
    <CartI18n locale={props.locale} country={props.market.country}>
      <div className={styles.fragment} data-boundary="cart">
        <MiniCart
          bus={getShopBus()}
          market={props.market}
          routeBase={props.routeBase}
          unreadable={unreadable}
          adding={adding}
        />
      </div>
    </CartI18n>
  )
}
