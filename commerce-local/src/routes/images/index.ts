import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import { errors } from '../../errors/errors'
import type { AppEnv } from '../../jsonapi/resource'
import { pictures } from '../../seed/catalog'
import { categoryPictures, type Picture } from './picture'
import { productSvg } from './product-svg'

/** `GET /images/{code}.svg`: generated pictures for skus and gift boxes, never fetched from outside. */
export function imageRoutes() {
  const images = new Hono<AppEnv>()
  // A picture changes only when a product is renamed; after a day's cache the browser asks again
  // and, with a validator, gets 304 instead of the whole picture.
  images.use(etag())
  images.get('/:file{[A-Za-z0-9_-]+\\.svg}', async (c) => {
    const code = c.req.param('file').replace(/\.svg$/, '')
    const where = [attributeEquals('code', code)]
    const sku = await findFirst(c.var.db, 'skus', where)
    const record = sku ?? (await findFirst(c.var.db, 'bundles', where))
    if (!record) throw errors.recordNotFound(`No product with code ${code}`)
    const category = sku ? (sku.attributes.metadata as { category?: string } | undefined)?.category : 'bundle'
    return c.body(productSvg(String(record.attributes.name), pictureOf(code, category)), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    })
  })
  return images
}

/**
 * The seed draws each of its products; a product made through the API (a test's, an import's)
 * gets its category's pack, and a gift box the seed does not know a gift box.
 */
function pictureOf(code: string, category: string | undefined): Picture {
  return pictures[code] ?? categoryPictures[category ?? 'bundle'] ?? (categoryPictures.bundle as Picture)
}
