import type { ProductSummary } from '../lib/catalog-types'
import { ProductCard } from './product-card'
import styles from './product-grid.module.css'
import type { ImageLoad } from './product-image'
import { Skeleton } from './skeleton'
import { SlowNote } from './slow-note'

interface ProductGridProps {
  readonly products: readonly ProductSummary[]
  readonly label: string
  readonly onSelect?: (product: ProductSummary, index: number) => void
  /** The cards' heading level: 2 (default) when the grid sits right under the page's title. */
  readonly headingLevel?: 2 | 3
  /**
   * The grid follows a page of other cards (the gift boxes after the products): its pictures wait
   * for the scroll instead of taking bandwidth from the pictures in view.
   */
  readonly belowFold?: boolean
}

// A grid's first row (up to five wide, product-grid.module.css) is above the fold on every
// screen: load its pictures at once, the first (the page's largest paint) ahead of the rest.
const eagerCount = 5

function loadOf(index: number, belowFold: boolean): ImageLoad {
  if (belowFold || index >= eagerCount) return 'lazy'
  return index === 0 ? 'first' : 'eager'
}

export function ProductGrid({
  products,
  label,
  onSelect,
  headingLevel,
  belowFold = false,
}: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={`${product.kind}-${product.id}`}>
          <ProductCard
            product={product}
            load={loadOf(index, belowFold)}
            {...(headingLevel ? { headingLevel } : {})}
            onSelect={onSelect ? () => onSelect(product, index) : undefined}
          />
        </li>
      ))}
    </ul>
  )
}

/** Placeholder cards in the grid's own layout, so the page does not jump when products arrive. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <>
      <SlowNote />
      <output className={styles.grid} aria-busy="true" aria-label={label} data-testid="grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <div key={index} className={styles.placeholder}>
            <Skeleton className={styles.picture} />
            <Skeleton className={styles.line} />
            <Skeleton className={styles.short} />
          </div>
        ))}
      </output>
    </>
  )
}
