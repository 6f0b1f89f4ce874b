import { useTranslation } from '@storefront/shared/react-i18n'
import { useState } from 'react'
import { AddToCartForm } from '../../../components/add-to-cart/add-to-cart-form'
import { LoadError } from '../../../components/load-error'
import { Skeleton } from '../../../components/skeleton'
import { SkuOptions, useChosenOptions } from '../../../components/sku-options'
import { availabilityOf, maxQuantityOf } from '../../../lib/availability'
import type { ProductDetail } from '../../../lib/catalog-types'
import { estimateDelivery } from '../../../lib/delivery-estimate'
import { useSkuInventory } from '../api/get-sku-inventory'
import { AvailabilityNote } from './availability-note'
import { DeliveryNote } from './delivery-note'
import styles from './product-stock.module.css'

/**
 * What depends on stock: availability, the delivery estimate, and how many can be added, with
 * the options between the estimate and the form (chosen there while the product can be added).
 */
export function ProductStock({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const stock = useSkuInventory(product.id)
  const [chosen, setQuantity] = useState(1)
  const options = useChosenOptions()
  const readOnlyOptions = <SkuOptions options={product.options} />
  if (stock.status === 'error') {
    return (
      <>
        <LoadError error={stock.error} onRetry={stock.retry} />
        {readOnlyOptions}
      </>
    )
  }
  if (stock.status === 'loading') {
    return (
      <output className={styles.pending} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton className={styles.line} />
        <Skeleton className={styles.box} />
        {readOnlyOptions}
        <Skeleton className={styles.button} />
      </output>
    )
  }
  const availability = availabilityOf(stock.data)
  const soldOut = availability.kind === 'out-of-stock'
  const max = soldOut ? 0 : maxQuantityOf(stock.data)
  // Stock may be refreshed below what was chosen: never offer, estimate or send more than it allows.
  const quantity = Math.max(1, Math.min(chosen, max))
  return (
    <>
      <AvailabilityNote availability={availability} />
      {!soldOut && (
        <DeliveryNote
          estimate={estimateDelivery({
            inventory: stock.data,
            quantity,
            now: new Date(),
          })}
        />
      )}
      {soldOut ? (
        readOnlyOptions
      ) : (
        <SkuOptions options={product.options} chosen={options.codes} onToggle={options.toggle} />
      )}
      <AddToCartForm
        kind="sku"
        code={product.code}
        name={product.name}
        max={max}
        quantity={quantity}
        onQuantityChange={setQuantity}
        options={options.codes}
      />
    </>
  )
}
