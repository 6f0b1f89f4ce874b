import type { RemoteProps } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { CartPage } from '../features/cart/components/cart-page'
import { CartSkeleton } from '../features/cart/components/cart-skeleton'
import { CartRuntimeContext } from '../features/cart/hooks/cart-runtime-context'
import { useHeldRuntime } from '../features/cart/hooks/use-held-runtime'
import { CartI18n } from '../lib/i18n-provider'
import styles from './cart-app.module.css'
import { CartPageName } from './cart-page-name'

/** The cart screen the shell mounts under the market's cart route. */
export function CartApp(props: RemoteProps) {
  const runtime = useHeldRuntime(props)
  return (
    <CartI18n locale={props.locale} country={props.market.country}>
      <CartPageName bus={getShopBus()} screen={props.screen} />
      <div className={styles.root} data-boundary="cart">
        {runtime ? (
          <CartRuntimeContext.Provider value={runtime}>
            <CartPage locale={props.locale} routeBase={props.routeBase} />
          </CartRuntimeContext.Provider>
        ) : (
          <CartSkeleton />
        )}
      </div>
    </CartI18n>
  )
}
