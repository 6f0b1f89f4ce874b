import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { etag, RETAINED_304_HEADERS } from 'hono/etag'
import type { AppEnv } from '../../app-env'
import { refusal } from '../../errors'
import { assetSecurityHeaders } from '../../middleware/security-headers'
import { cacheControlOf, contentTypeOf, parseAssetPath } from './asset-path'

/**
 * `/_mf/{app}/{version}/*`: the published files of the shell and the remotes, from R2.
 * Open to every origin (remotes may be loaded from another one) and revalidated by ETag.
 */
export function assetRoutes() {
  const app = new Hono<AppEnv>()
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], exposeHeaders: ['ETag'] }))
  app.use('*', assetSecurityHeaders())
  // hono's etag answers 304 with the ETag alone; a revalidated file keeps its caching rule. A
  // refusal is kept by no cache: a file missing now may be published a moment later by that name.
  app.use('*', async function cacheRules(c, next) {
    await next()
    if (c.res.status === 304) c.res.headers.set('Cache-Control', cacheControlOf(c.req.path))
    else if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store')
  })
  // A 304 keeps the CORS answer of its 200: a page on another origin revalidating reads it too.
  app.use(
    '*',
    etag({
      retainedHeaders: [
        ...RETAINED_304_HEADERS,
        'access-control-allow-origin',
        'access-control-expose-headers',
      ],
    }),
  )
  app.get('*', async function serveAsset(c) {
    const { app: name, version, file } = parseAssetPath(new URL(c.req.url).pathname)
    const cacheControl = cacheControlOf(file)
    // A hashed file never changes: kept in the data centre's cache, a visit's fifteen preloads
    // cost no R2 read each, only the first visitor's. Cloudflare's CDN keeps nothing a Worker
    // makes itself, however long its Cache-Control.
    const edgeCache = cacheControl.includes('immutable') ? await caches.open('assets') : null
    // By path alone: a fresh ask (`?attempt=2`) is the same file.
    const key = new Request(new URL(c.req.path, c.req.url))
    const cached = await edgeCache?.match(key)
    // A copy: the cache's answer is read-only, and the middleware above adds its headers.
    if (cached) return new Response(cached.body, cached)
    const object = await c.env.ASSETS.get(`${name}/${version}/${file}`)
    if (!object) throw refusal(404, 'not_found', `${name}/${version}/${file} is not published`)
    const res = c.body(object.body, 200, {
      'Content-Type': object.httpMetadata?.contentType ?? contentTypeOf(file),
      'Content-Length': String(object.size),
      'Cache-Control': cacheControl,
      ETag: object.httpEtag,
    })
    // Not kept is only slower: the next ask reads R2 again.
    if (edgeCache)
      await afterAnswer(
        c,
        edgeCache
          .put(key, res.clone())
          .catch((error: unknown) => console.error(`${key.url} not kept`, error)),
      )
    return res
  })
  return app
}

/**
 * Lets `work` finish after the answer has gone (a Worker's `waitUntil`); without an execution
 * context (a test's `app.request`), the answer waits for it.
 */
async function afterAnswer(c: Context<AppEnv>, work: Promise<void>): Promise<void> {
  let context: { waitUntil(promise: Promise<unknown>): void }
  try {
    context = c.executionCtx
  } catch {
    return work
  }
  context.waitUntil(work)
}
