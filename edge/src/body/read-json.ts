import { shopErrorOfIssues } from '@storefront/shared/errors'
import type { Context } from 'hono'
import type { z } from 'zod'
import { ShopError } from '../errors'
import { flattenUnionIssues } from './issue-code'

/**
 * The request body, parsed and validated. Only `application/json` is read: a form post (the
 * shape of a cross-site forgery) never reaches a handler. A body that does not fit the
 * schema answers 400 with the catalogue code of its first problem and every issue as details.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: {
    prepare?: (body: unknown) => unknown
    /** The media types read, when JSON also comes under another name (`application/csp-report`). */
    mediaTypes?: readonly string[]
  } = {},
): Promise<z.output<S>> {
  const mediaTypes = options.mediaTypes ?? ['application/json']
  const sent = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (!sent || !mediaTypes.includes(sent)) {
    throw new ShopError(415, 'missing_parameters', {
      reason: 'unsupported_media_type',
      message: `send ${mediaTypes.join(' or ')}`,
    })
  }
  let value: unknown
  try {
    // Decoded by hand: workerd warns on every `.json()` of a type it does not know for text, and
    // browsers send CSP reports as `application/csp-report`.
    value = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()))
  } catch {
    throw new ShopError(null, 'missing_parameters', {
      reason: 'malformed_json',
      message: 'the body is not valid JSON',
    })
  }
  const parsed = schema.safeParse(options.prepare ? options.prepare(value) : value)
  if (!parsed.success) {
    const refused = shopErrorOfIssues(flattenUnionIssues(parsed.error))
    throw new ShopError(null, refused.code, {
      message: refused.message,
      ...(refused.details ? { details: refused.details } : {}),
    })
  }
  return parsed.data
}
