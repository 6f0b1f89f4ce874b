import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error type of the edge: an HTTP status plus a code of the shop's catalogue, which
 * the browser translates. Everything thrown ends up as `{error: {code, message?, details?}}`.
 *
 * @example throw new ShopError(422, 'invalid_email', { details: { field: 'email' } })
 */
export class ShopError extends HTTPException {
  readonly code: string
  readonly details: unknown
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: string,
    options: { message?: string; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(status, { message: options.message ?? '' })
    this.code = code
    this.details = options.details
    this.headers = options.headers ?? {}
  }
}

// Errors raised by hono's own middleware (bodyLimit, csrf, …) carry only a status.
const codeOfStatus: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
}

/** The body of every error answer, as `@storefront/shared/errors` describes it. */
export function errorBody(code: string, message?: string, details?: unknown) {
  return { error: { code, ...(message ? { message } : {}), ...(details === undefined ? {} : { details }) } }
}

/** The app's `onError`: the shop's JSON error shape for every failure, and no stack to the client. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ShopError) {
    return c.json(errorBody(error.code, error.message, error.details), error.status, error.headers)
  }
  if (error instanceof HTTPException) {
    const code = codeOfStatus[error.status] ?? 'generic_error'
    return c.json(errorBody(code, error.message || undefined), error.status as ContentfulStatusCode)
  }
  console.error('unhandled error', error)
  return c.json(errorBody('generic_error'), 500)
}
