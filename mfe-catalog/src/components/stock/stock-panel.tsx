import { useTranslation } from '@storefront/shared/react-i18n'
import { useState } from 'react'
import { apiNow } from '../../lib/api-now'
import { availabilityOf, maxQuantityOf } from '../../lib/availability'
import type { PriceInfo, SkuOptionInfo } from '../../lib/catalog-types'
import { useShop } from '../../lib/shop-context'
import type { StockView } from '../../lib/stock-view'
import { useDispatchDay } from '../../lib/use-dispatch-day'
import type { ResourceState } from '../../lib/use-resource'
import { useUnitsInCart } from '../../lib/use-units-in-cart'
import { AddBar } from '../add-to-cart/add-bar'
import { AddToCartForm, addToCartFormId } from '../add-to-cart/add-to-cart-form'
import { AddToCartSkeleton } from '../add-to-cart/add-to-cart-skeleton'
import { LoadError } from '../load-error'
import { Skeleton } from '../skeleton'
import { SkuOptions, useChosenOptions } from '../sku-options'
import { AvailabilityNote } from './availability-note'
import { DeliveryNote } from './delivery-note'
import styles from './stock-panel.module.css'

export interface StockPanelProps {
  readonly stock: ResourceState<StockView> & { readonly retry: () => void; readonly refresh: () => void }
  readonly item: { readonly kind: 'sku' | 'bundle'; readonly code: string; readonly name: string }
  readonly options: readonly SkuOptionInfo[]
  /** The price, for the add bar at the foot of the screen; none when the item has none in this market. */
  readonly price?: PriceInfo
  /**
   * Why the item cannot be sold whatever its stock says: no price in this market (`not-sold`),
   * or a gift box missing one of its items (`out-of-stock`: it cannot be made up).
   */
  readonly unavailable?: 'not-sold' | 'out-of-stock'
}

/**
 * What depends on stock, for a product or a gift box: availability, the delivery estimate, and
 * how many can be added, with the options between the estimate and the form (chosen there while
 * the item can be added).
 */
export function StockPanel({ stock, item, options, price, unavailable }: StockPanelProps) {
  const { t } = useTranslation()
  const { market, bus } = useShop()
  const [chosenQuantity, setChosenQuantity] = useState(1)
  const chosenOptions = useChosenOptions()
  // Read so the estimate is worked out again when the warehouse's day turns.
  const dispatchDay = useDispatchDay(() => apiNow(bus))
  // The threshold is of the order: what the cart holds goes with what this page would add.
  const unitsInCart = useUnitsInCart(bus, market.marketCode)
  const readOnlyOptions = <SkuOptions key="options" options={options} />
  // Said at once, without the stock: an add the API would refuse is not offered, nor a delivery date.
  if (unavailable) {
    return (
      <>
        <AvailabilityNote availability={{ kind: unavailable }} />
        {readOnlyOptions}
        <AddToCartForm
          kind={item.kind}
          code={item.code}
          name={item.name}
          max={0}
          quantity={1}
          onQuantityChange={setChosenQuantity}
        />
      </>
    )
  }
  if (stock.status === 'error') {
    return (
      <>
        <LoadError error={stock.error} onRetry={stock.retry} />
        {readOnlyOptions}
      </>
    )
  }
  const choosableOptions = (
    <SkuOptions
      key="options"
      options={options}
      chosen={chosenOptions.codes}
      onToggle={chosenOptions.toggle}
    />
  )
  if (stock.status === 'loading') {
    // As the panel will be once stock comes, for an item that can be added: nothing under the
    // frames moves when stock arrives, and the options can be chosen already (a box ticked
    // meanwhile stays ticked and focused; the keys say which element is which across the two).
    return (
      <>
        <output key="pending" className={styles.pending} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton className={styles.line} />
          <Skeleton className={styles.box} />
        </output>
        {choosableOptions}
        <AddToCartSkeleton key="form" />
      </>
    )
  }
  const { inventory, estimate } = stock.data
  const availability = availabilityOf(inventory)
  const soldOut = availability.kind === 'out-of-stock'
  const max = soldOut ? 0 : maxQuantityOf(inventory)
  // Stock may be refreshed below what was chosen: never offer, estimate or send more than it allows.
  const quantity = Math.max(1, Math.min(chosenQuantity, max))
  return (
    <>
      <AvailabilityNote key="availability" availability={availability} />
      {!soldOut && (
        <DeliveryNote
          key={`delivery-${dispatchDay}`}
          estimate={estimate(quantity, apiNow(bus), market.country, unitsInCart)}
          shipping={stock.data.shippingCost(market.country)}
        />
      )}
      {soldOut ? readOnlyOptions : choosableOptions}
      <AddToCartForm
        key="form"
        kind={item.kind}
        code={item.code}
        name={item.name}
        max={max}
        quantity={quantity}
        onQuantityChange={setChosenQuantity}
        options={chosenOptions.codes}
        // The refusal is news of the stock: read again, the availability and the most a shopper
        // may choose follow (sold out since the page opened, the panel says so).
        onStockRefused={stock.refresh}
      />
      {!soldOut && price && <AddBar key="bar" formId={addToCartFormId(item.code)} price={price} />}
    </>
  )
}
