import { vi } from 'vitest'

export type Handler = (url: URL) => unknown | Promise<unknown>

export interface FakeApi {
  /** Every URL the SDK asked for, decoded, in order. */
  readonly requests: string[]
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } })

/**
 * Stubs the network at the module edge: the global fetch the session client hands the SDK.
 * Routes are matched on the path after `/api`; a handler returning a Response is sent as is.
 */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      requests.push(decodeURIComponent(url.pathname + url.search))
      const path = url.pathname.replace(/^\/api/, '')
      const route = Object.keys(routes).find((pattern) => new RegExp(`^${pattern}$`).test(path))
      if (!route) return json(404, { errors: [{ code: 'RECORD_NOT_FOUND', status: '404', title: path }] })
      const body = await routes[route]?.(url)
      return body instanceof Response ? body : json(200, body)
    }),
  )
  return { requests }
}

export const serverError = () => json(500, { errors: [{ code: 'INTERNAL_SERVER_ERROR', status: '500' }] })

/**
 * Holds answers back until `open()`: a handler awaiting `opened` waits whether the request
 * arrives before or after the test opens it.
 */
export function gate(): { open: () => void; opened: Promise<void> } {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}
