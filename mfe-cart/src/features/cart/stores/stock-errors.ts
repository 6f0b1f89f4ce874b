interface ApiErrorItem {
  code?: string
  meta?: { error?: string; available?: unknown }
}

/**
 * How many units are left when the API refused a quantity for lack of stock, else null.
 * Commerce Layer answers 422 with an `out_of_stock` item that says what is available.
 */
export function outOfStockOf(thrown: unknown): number | null {
  const errors = (thrown as { errors?: ApiErrorItem[] } | null)?.errors
  const item = (Array.isArray(errors) ? errors : []).find(
    (error) => error.code === 'OUT_OF_STOCK' || error.meta?.error === 'out_of_stock',
  )
  if (!item) return null
  const available = Number(item.meta?.available)
  return Number.isFinite(available) ? Math.max(0, available) : 0
}
