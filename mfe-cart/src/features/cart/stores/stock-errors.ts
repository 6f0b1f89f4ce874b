interface ApiErrorItem {
  code?: string
  meta?: { error?: string; available?: unknown; sku_code?: unknown }
}

/**
 * The sku the stock ran short of, when the answer names it, and how many of it are left: null
 * when the answer does not say (`stockFigures` reads it then).
 */
export interface Shortage {
  readonly skuCode: string | null
  readonly available: number | null
}

/** A shortage with its figure known. */
export interface KnownShortage extends Shortage {
  readonly available: number
}

/**
 * What the stock lacked when the API refused a quantity, else null. Commerce Layer answers 422
 * with an `out_of_stock` item, which may say what is available (of the sku it names, if it does).
 */
export function shortageOf(thrown: unknown): Shortage | null {
  const errors = (thrown as { errors?: ApiErrorItem[] } | null)?.errors
  const item = (Array.isArray(errors) ? errors : []).find(
    (error) => error.code === 'OUT_OF_STOCK' || error.meta?.error === 'out_of_stock',
  )
  if (!item) return null
  const said = item.meta?.available
  const available = Number(said)
  const skuCode = item.meta?.sku_code
  return {
    skuCode: typeof skuCode === 'string' && skuCode ? skuCode : null,
    available:
      said === undefined || said === null ? null : Number.isFinite(available) ? Math.max(0, available) : 0,
  }
}
