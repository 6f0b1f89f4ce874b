import { createMiddleware } from 'hono/factory'
import { ApiError } from '../../errors/api-error'

const jsonApi = 'application/vnd.api+json'
const acceptable = [jsonApi, 'application/json', 'application/*', '*/*']

/**
 * JSON:API media type rules as Commerce Layer applies them: a body must be sent as
 * `application/vnd.api+json` (else 415) and the client must accept it (else 406).
 */
export function contentNegotiation() {
  return createMiddleware(async function contentNegotiation(c, next) {
    const accept = c.req.header('Accept')
    const accepted =
      !accept || accept.split(',').some((range) => acceptable.includes(range.split(';')[0]!.trim()))
    if (!accepted) {
      throw new ApiError(406, {
        code: 'NOT_ACCEPTABLE',
        title: 'Not acceptable',
        detail: `The Accept header must allow ${jsonApi}`,
      })
    }
    const method = c.req.method
    if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
      const type = c.req.header('Content-Type')?.split(';')[0]?.trim()
      if (type !== jsonApi) {
        throw new ApiError(415, {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          title: 'Unsupported media type',
          detail: `The Content-Type header must be ${jsonApi}`,
        })
      }
    }
    await next()
  })
}
