import { exports } from 'cloudflare:workers'

const origin = 'http://localhost:8788'

/** Sends a request to the worker under test, as a browser on the loopback would. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch: typeof fetch } }).default
  return worker.fetch(`${origin}${path}`, init)
}

/** A fetch for js-auth and the SDK: their https Commerce Layer hosts are answered by the worker. */
export const workerFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  return call(`${url.pathname}${url.search}`, input instanceof Request ? input : init)
}
