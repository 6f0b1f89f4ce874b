/** One entry of Commerce Layer's `errors` array, as its API answers it. */
export interface ClError {
  readonly title: string
  readonly detail: string
  readonly code: string
  readonly source: { readonly pointer: string }
  readonly status: string
  readonly meta: Record<string, unknown>
}

type Target = `attributes/${string}` | `relationships/${string}` | 'base'

/**
 * A 422 in Commerce Layer's wording: the title is the message and the detail repeats it after the field name,
 * so clients can show either.
 *
 * @example unprocessable('attributes/customer_email', "can't be blank", 'blank')
 */
export function unprocessable(
  target: Target,
  message: string,
  error: string,
  code = 'VALIDATION_ERROR',
  meta: Record<string, unknown> = {},
): ClError {
  const field = target === 'base' ? 'base' : target.slice(target.indexOf('/') + 1)
  return {
    title: message,
    detail: `${field} - ${message}`,
    code,
    source: { pointer: target === 'base' ? '/data' : `/data/${target}` },
    status: '422',
    meta: { error, ...meta },
  }
}
