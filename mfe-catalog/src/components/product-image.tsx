import { useState } from 'react'
import { useShop } from '../lib/shop-context'
import styles from './product-image.module.css'

interface ProductImageProps {
  readonly src?: string | undefined
  /** Empty where the product's name is already read next to the picture. */
  readonly alt: string
  readonly eager?: boolean
}

/** A square product picture that keeps its place while loading and shows a plain tile if it fails. */
export function ProductImage({ src, alt, eager = false }: ProductImageProps) {
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
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
