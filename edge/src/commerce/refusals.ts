import type { UpstreamAnswer } from './upstream'

/** The edge's own calls to Commerce Layer, as the log names them. */
export type UpstreamCallName =
  | 'token'
  | 'revoke'
  | 'signup'
  | 'newsletter'
  | 'customer'
  | 'password_change'
  | 'password_reset'
  | 'password_reset_check'
  | 'password_reset_newest'
  | 'password_reset_complete'
  | 'password_reset_outstanding'
  | 'password_reset_end'

// A code is a word the API chose (`INVALID_GRANT`, `invalid_client`); anything else in its place
// could be text echoing what was sent, and stays out of the log.
const codeShape = /^[\w.-]{1,64}$/

/** The API's error code of a refusal: JSON:API's first `errors[].code`, or OAuth's `error`. */
export function errorCodeOf(body: unknown): string | undefined {
  const { errors, error } = (body ?? {}) as { errors?: unknown; error?: unknown }
  const first = Array.isArray(errors) ? (errors[0] as { code?: unknown } | undefined)?.code : error
  return typeof first === 'string' && codeShape.test(first) ? first : undefined
}

/**
 * Logs a refused call of the edge's own as one object, without ids, addresses or tokens. A 401 or
 * 403 on a call made with the edge's own application credentials is no shopper's doing: the
 * secret was rotated or the application misconfigured, and every such call fails until it is
 * fixed, so it is logged at error level as `upstream_credentials_refused`.
 *
 * @example logRefusal('signup', answer, { ownCredentials: true })
 */
export function logRefusal(
  call: UpstreamCallName,
  answer: UpstreamAnswer,
  options: { ownCredentials: boolean; grant?: string; token?: 'access' | 'refresh' },
): void {
  const credentials = options.ownCredentials && (answer.status === 401 || answer.status === 403)
  const event = {
    event: credentials ? 'upstream_credentials_refused' : 'upstream_refused',
    call,
    status: answer.status,
    code: errorCodeOf(answer.body),
    ...(options.grant ? { grant: options.grant } : {}),
    ...(options.token ? { token: options.token } : {}),
  }
  if (credentials) console.error(event)
  else console.warn(event)
}
