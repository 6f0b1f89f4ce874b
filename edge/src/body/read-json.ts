import type { Context } from 'hono'
import type { z } from 'zod'
import { ShopError } from '../errors'
import { codeOfIssues } from './issue-code'

/**
 * The request body, parsed and validated. Only `application/json` is read: a form post (the
 * shape of a cross-site forgery) never reaches a handler. A body that does not fit the
 * schema answers 422 with the catalogue code of its first problem and every issue as details.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { prepare?: (body: unknown) => unknown } = {},
): Promise<z.output<S>> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ShopError(415, 'unsupported_media_type', { message: 'send application/json' })
  }
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    throw new ShopError(400, 'malformed_json', { message: 'the body is not valid JSON' })
  }
  const parsed = schema.safeParse(options.prepare ? options.prepare(value) : value)
  if (!parsed.success) {
    const details = parsed.error.issues.map(({ path, message, code }) => ({
      path: path.map(String),
      message,
      code,
    }))
    throw new ShopError(422, codeOfIssues(parsed.error.issues), { details })
  }
  return parsed.data
}
