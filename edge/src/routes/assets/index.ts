import { Hono } from 'hono'
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
    const object = await c.env.ASSETS.get(`${name}/${version}/${file}`)
    if (!object) throw refusal(404, 'not_found', `${name}/${version}/${file} is not published`)
    return c.body(object.body, 200, {
      'Content-Type': object.httpMetadata?.contentType ?? contentTypeOf(file),
      'Content-Length': String(object.size),
      'Cache-Control': cacheControlOf(file),
      ETag: object.httpEtag,
    })
  })
  return app
}
