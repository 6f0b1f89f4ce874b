import { type CatalogueEntry, type ErrorCode, errorOf } from './catalogue'
import type { ErrorDetails, ShopErrorBody } from './error-body'

export interface ShopErrorOptions {
  message?: string
  details?: ErrorDetails
  cause?: unknown
}

/**
 * The one error type of the shop: a catalogue code, optional details, and the thrown thing it
 * came from as `cause`.
 *
 * @example
 * throw new ShopError('item_limit_exceeded', { details: { values: { count: 6, p: 'Barolo DOCG' } } })
 */
export class ShopError extends Error {
  override readonly name = 'ShopError'
  readonly code: ErrorCode
  readonly details: ErrorDetails | undefined

  constructor(code: ErrorCode, options: ShopErrorOptions = {}) {
    super(options.message ?? code, { cause: options.cause })
    this.code = code
    this.details = options.details
  }

  get entry(): CatalogueEntry {
    return errorOf(this.code)
  }

  /** The status the edge answers with: the catalogue's, else 500. */
  get status(): number {
    return this.entry.behaviour.status ?? 500
  }

  /** The JSON body the edge sends for this error. */
  toBody(): ShopErrorBody {
    const message = this.message === this.code ? undefined : this.message
    return {
      error: { code: this.code, ...(message && { message }), ...(this.details && { details: this.details }) },
    }
  }
}

/** The error's message in the current language, with its values. */
export function translateShopError(
  error: ShopError,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  return t(error.entry.key, error.details?.values)
}
