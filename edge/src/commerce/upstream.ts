import type { Deps } from '../app-env'
import { refusal } from '../errors'

export interface UpstreamAnswer {
  readonly status: number
  readonly body: unknown
}

/**
 * One JSON call to the commerce API (or its auth server). A network failure or a 5xx is the
 * upstream being down: a 502 in the shop's error shape, never a hanging or half-read answer.
 */
export async function callUpstream(
  deps: Deps,
  url: string,
  init: { method: string; body?: unknown; token?: string; jsonApi?: boolean },
): Promise<UpstreamAnswer> {
  const contentType = init.jsonApi ? 'application/vnd.api+json' : 'application/json'
  const headers: Record<string, string> = { Accept: contentType }
  if (init.body !== undefined) headers['Content-Type'] = contentType
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  let response: Response
  try {
    response = await deps.fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    console.error('commerce API unreachable', url, error)
    throw refusal(502, 'upstream_unavailable', 'the commerce service cannot be reached')
  }
  if (response.status >= 500) {
    // The visitor gets a 502; the log keeps what the upstream said, the only trace of why.
    const said = (await response.text().catch(() => '')).slice(0, 500)
    console.error('commerce API failed', response.status, init.method, url, said)
    throw refusal(502, 'upstream_unavailable', `the commerce service answered ${response.status}`)
  }
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, body }
}

/** The first JSON:API error code of an answer (`VALIDATION_ERROR`, `RECORD_NOT_FOUND`, …). */
export function firstErrorOf(body: unknown): { code?: string; detail?: string; pointer?: string } {
  const errors = (body as { errors?: unknown } | null)?.errors
  const first = Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined) : undefined
  if (!first) return {}
  const source = first.source as { pointer?: unknown } | undefined
  return {
    code: typeof first.code === 'string' ? first.code : undefined,
    detail: typeof first.detail === 'string' ? first.detail : undefined,
    pointer: typeof source?.pointer === 'string' ? source.pointer : undefined,
  }
}
