import { ShopError as CatalogueError, type ErrorCode, type ErrorDetails } from '@storefront/shared/errors'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface EdgeErrorOptions {
  message?: string
  /**
   * Why, in a word a program can test (`invalid_path`, `bad_request`), when the catalogue has
   * no code of its own for it. Travels as `details.values.reason`.
   */
  reason?: string
  details?: ErrorDetails
  headers?: Record<string, string>
}

/**
 * The one error type of the edge: the shared catalogue's ShopError (its codes and JSON body,
 * which the browser parses with `readShopError`), answered with an HTTP status: the
 * catalogue's for the code unless given.
 *
 * @example throw new ShopError(400, 'generic_error', { reason: 'invalid_path' })
 */
export class ShopError extends CatalogueError {
  readonly #status: ContentfulStatusCode | null
  readonly headers: Record<string, string>

  constructor(status: ContentfulStatusCode | null, code: ErrorCode, options: EdgeErrorOptions = {}) {
    const values = options.reason
      ? { ...options.details?.values, reason: options.reason }
      : options.details?.values
    const details =
      values || options.details ? { ...options.details, ...(values ? { values } : {}) } : undefined
    super(code, { ...(options.message ? { message: options.message } : {}), ...(details ? { details } : {}) })
    this.#status = status
    this.headers = options.headers ?? {}
  }

  override get status(): ContentfulStatusCode {
    return this.#status ?? (super.status as ContentfulStatusCode)
  }
}

/** A refusal the catalogue has no code for: `generic_error` with a status and a reason. */
export function refusal(status: ContentfulStatusCode, reason: string, message?: string): ShopError {
  return new ShopError(status, 'generic_error', { reason, ...(message ? { message } : {}) })
}

// Errors raised by hono's own middleware (csrf, …) carry only a status.
const reasonOfStatus: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
}

/**
 * The app's `onError`: the shop's JSON error body for every failure, and no stack to the client.
 * No cache keeps a refusal unless it says so: what is missing now may be there a moment later.
 */
export function handleError(error: Error, c: Context): Response {
  const res = answerTo(error, c)
  if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', 'no-store')
  return res
}

function answerTo(error: Error, c: Context): Response {
  if (error instanceof ShopError) return c.json(error.toBody(), error.status, error.headers)
  if (error instanceof CatalogueError) return c.json(error.toBody(), error.status as ContentfulStatusCode)
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    return c.json(refusal(status, reasonOfStatus[status] ?? 'http_error').toBody(), status)
  }
  console.error('unhandled error', error)
  return c.json(new ShopError(500, 'generic_error').toBody(), 500)
}
