import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** One entry of Commerce Layer's `errors` array. */
export interface ApiErrorItem {
  title: string
  detail: string
  code: string
  status: string
  source?: { pointer?: string; parameter?: string }
  meta?: Record<string, unknown>
}

interface ErrorOptions {
  code: string
  title: string
  detail?: string
  pointer?: string
  parameter?: string
  meta?: Record<string, unknown>
}

/**
 * The one error type of commerce-local: whatever throws it, `onError` answers with
 * Commerce Layer's error document and this status.
 *
 * @example throw new ApiError(404, { code: 'RECORD_NOT_FOUND', title: 'Not found' })
 */
export class ApiError extends Error {
  readonly errors: ApiErrorItem[]

  constructor(
    readonly status: ContentfulStatusCode,
    options: ErrorOptions | ErrorOptions[],
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(options) ? options : [options]
    super(list[0]?.detail ?? list[0]?.title ?? 'error')
    this.errors = list.map((item) => toItem(status, item))
  }
}

function toItem(
  status: number,
  { code, title, detail, pointer, parameter, meta }: ErrorOptions,
): ApiErrorItem {
  const item: ApiErrorItem = { title, detail: detail ?? title, code, status: String(status) }
  if (pointer || parameter) item.source = pointer ? { pointer } : { parameter: parameter as string }
  if (meta) item.meta = meta
  return item
}
