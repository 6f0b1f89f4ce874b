import { env } from 'cloudflare:workers'
import { shopErrorBodySchema } from '@storefront/shared/errors'
import type { AppName, PublishedVersion } from '@storefront/shared/registry'
import { createApp } from '../app'
import type { Deps } from '../app-env'
import type { Bindings } from '../config'
import { publishVersion } from '../registry/operations'

export const testEnv = env as unknown as Bindings

/** What turns `testEnv` into a production deployment the configuration accepts. */
export const productionEnv = {
  ENVIRONMENT: 'production',
  SHOP_ORIGIN: 'https://shop.example',
  COMMERCE_API_BASE: 'https://commerce.example/api',
  COMMERCE_AUTH_BASE: 'https://auth.commerce.example',
  MAILER: 'resend',
  MAIL_API_KEY: 'mail-key',
  MAIL_FROM: 'Shop <no-reply@shop.example>',
} as const

export interface UpstreamCall {
  url: string
  method: string
  body: unknown
  headers: Headers
}

export type UpstreamHandler = (call: UpstreamCall) => Response | Promise<Response>

/**
 * A stand-in for the commerce API: handlers keyed by `METHOD path` (e.g. `POST /oauth/token`),
 * every call recorded. An unhandled call fails loudly with a 599, so a test never passes by
 * accident on a request it did not expect.
 */
export function stubUpstream(handlers: Record<string, UpstreamHandler>) {
  const calls: UpstreamCall[] = []
  const fetch: Deps['fetch'] = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.text()
    const call = {
      url: request.url,
      method: request.method,
      body: text ? JSON.parse(text) : null,
      headers: request.headers,
    }
    calls.push(call)
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`]
    return handler ? handler(call) : new Response('unexpected call', { status: 599 })
  }
  return { fetch, calls }
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let clients = 0

/**
 * The app with a stubbed network, and a `request` bound to the test bindings. Its requests come
 * from an address of their own unless a test names one, as Cloudflare always does: the rate
 * limiters live as long as the workerd the test files share, and one client for all of them
 * spent the sign-in budget of a file that never signs in twice.
 */
export function testApp(
  handlers: Record<string, UpstreamHandler> = {},
  now = () => Date.parse('2026-01-01T00:00:00Z'),
) {
  const upstream = stubUpstream(handlers)
  const app = createApp({ fetch: upstream.fetch, now })
  const client = `2001:db8::${(++clients).toString(16)}`
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', client)
    return app.request(path, { ...init, headers }, testEnv)
  }
  return { app, request, calls: upstream.calls }
}

/** Writes files of a fake build into R2 and registers the version, as the publish script does. */
export async function publishFixture(
  app: AppName,
  version: string,
  files: Record<string, string>,
  meta: Partial<PublishedVersion> = {},
  options: { promote?: boolean } = {},
) {
  await Promise.all(
    Object.entries(files).map(([path, body]) => testEnv.ASSETS.put(`${app}/${version}/${path}`, body)),
  )
  return publishVersion(
    testEnv.REGISTRY,
    app,
    {
      version,
      contract: '1.0.0',
      publishedAt: '2026-01-01T00:00:00.000Z',
      manifest: 'mf-manifest.json',
      styles: [],
      startup: [],
      dictionaries: {},
      ...meta,
    },
    { by: 'cli:fixture', at: '2026-01-01T00:00:00.000Z' },
    options,
  )
}

/**
 * A Module Federation 2 manifest naming its remote entry and the sync files of its exposes:
 * `.css` files are its stylesheets, the others its scripts.
 */
export function fakeManifest(
  name: string,
  entry = 'remoteEntry.3f2a9c1b.js',
  type = 'global',
  exposes: Record<string, string[]> = {},
) {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, remoteEntry: { name: entry, path: '', type } },
    exposes: Object.entries(exposes).map(([path, files]) => ({
      id: `${name}:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: {
        js: { sync: files.filter((file) => !file.endsWith('.css')), async: [] },
        css: { sync: files.filter((file) => file.endsWith('.css')), async: [] },
      },
    })),
  })
}

/** A POST with a JSON body from the page's own origin. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/**
 * The error a response carries, checked against the shop's error body schema (so every refusal
 * is one the browser's `readShopError` understands): its catalogue code and, when the catalogue
 * has no code of its own for it, the reason.
 */
export async function errorOf(res: Response): Promise<{ code: string; reason?: string; message?: string }> {
  const { error } = shopErrorBodySchema.parse(await res.json())
  const reason = error.details?.values?.reason
  return {
    code: error.code,
    ...(reason ? { reason: String(reason) } : {}),
    ...(error.message ? { message: error.message } : {}),
  }
}

/** The reason of a refusal, or its catalogue code when the catalogue names it. */
export async function refusalOf(res: Response): Promise<string> {
  const { code, reason } = await errorOf(res)
  return reason ?? code
}
