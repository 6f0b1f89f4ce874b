import { useState } from 'react'
import { useShop } from '../lib/shop-context'
import styles from './product-image.module.css'

interface ProductImageProps {
  readonly src?: string | undefined
  /** Empty where the product's name is already read next to the picture. */
  readonly alt: string
  /**
   * `lazy` waits for the scroll; `eager` is in view when the page opens; `first` is the page's
   * largest picture (its LCP), asked for before the others.
   */
  readonly load?: ImageLoad
}

export type ImageLoad = 'lazy' | 'eager' | 'first'

/** A square product picture that keeps its place while loading and shows a plain tile if it fails. */
export function ProductImage({ src, alt, load = 'lazy' }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  const { assetUrl } = useShop()
  return (
    <div className={styles.frame}>
      {src && !failed && (
        <img
          className={styles.image}
          src={assetUrl(src)}
          alt={alt}
          width={600}
          height={600}
          loading={load === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={load === 'first' ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
