import type { Deps } from '../app-env'
import { refusal } from '../errors'
import { loggedAnswer, loggedUrl } from '../logging'

export interface UpstreamAnswer {
  readonly status: number
  readonly body: unknown
}

/**
 * One JSON call to the commerce API (or its auth server). A network failure or a 5xx is the
 * upstream being down: a 502 in the shop's error shape, never a hanging or half-read answer.
 * `repeatOnLostConnection` sends a call that can safely go twice once more when its connection
 * broke before any answer; a timeout is not repeated, it would only double the wait.
 */
export async function callUpstream(
  deps: Deps,
  url: string,
  init: {
    method: string
    body?: unknown
    token?: string
    jsonApi?: boolean
    repeatOnLostConnection?: boolean
  },
): Promise<UpstreamAnswer> {
  const contentType = init.jsonApi ? 'application/vnd.api+json' : 'application/json'
  const headers: Record<string, string> = { Accept: contentType }
  if (init.body !== undefined) headers['Content-Type'] = contentType
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  const send = () =>
    deps.fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    })
  let response: Response
  try {
    response = await send().catch((error: unknown) => {
      if (!init.repeatOnLostConnection || isTimeout(error)) throw error
      console.warn('commerce API connection lost; sending once more', loggedUrl(url), error)
      return send()
    })
  } catch (error) {
    console.error('commerce API unreachable', loggedUrl(url), error)
    throw refusal(502, 'upstream_unavailable', 'the commerce service cannot be reached')
  }
  if (response.status >= 500) {
    // The visitor gets a 502; the log keeps what the upstream said, the only trace of why.
    const said = loggedAnswer(await response.text().catch(() => ''))
    console.error('commerce API failed', response.status, init.method, loggedUrl(url), said)
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

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError'

/** The first JSON:API error of an answer: what it says, and the attribute it points at. */
export function firstErrorOf(body: unknown): { detail?: string; pointer?: string } {
  const errors = (body as { errors?: unknown } | null)?.errors
  const first = Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined) : undefined
  if (!first) return {}
  const source = first.source as { pointer?: unknown } | undefined
  return {
    detail: typeof first.detail === 'string' ? first.detail : undefined,
    pointer: typeof source?.pointer === 'string' ? source.pointer : undefined,
  }
}
