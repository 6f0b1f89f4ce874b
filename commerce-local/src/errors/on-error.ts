import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from './api-error'

const jsonApi = 'application/vnd.api+json'

/** Turns anything thrown in a handler into Commerce Layer's error document. */
export const onError: ErrorHandler = (error, c) => {
  const apiError = toApiError(error)
  if (apiError.status >= 500) console.error(error)
  for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value)
  return c.body(JSON.stringify({ errors: apiError.errors }), apiError.status, { 'Content-Type': jsonApi })
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPException) {
    return new ApiError(error.status as 400, {
      code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      title: error.message || 'Bad request',
    })
  }
  return new ApiError(500, {
    code: 'INTERNAL_SERVER_ERROR',
    title: 'Internal server error',
    detail: 'Something went wrong',
  })
}
