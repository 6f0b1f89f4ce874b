import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../../errors/api-error'

export interface RateLimitOptions {
  /** requests allowed per window and client */
  limit: number
  windowSeconds: number
  /** who a request counts against; defaults to its bearer token, else its address */
  key?: (authorization: string | undefined, address: string | undefined) => string
}

/**
 * A fixed-window limit per client, answering 429 with `Retry-After` as Commerce Layer does.
 * Counts live in the isolate: enough for one local instance, not a distributed limit.
 */
export function rateLimit(options: (c: Context) => RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>()
  return createMiddleware(async function rateLimit(c, next) {
    const { limit, windowSeconds, key = defaultKey } = options(c)
    const id = key(c.req.header('Authorization'), c.req.header('CF-Connecting-IP'))
    const now = Date.now()
    const windowMs = windowSeconds * 1000
    let window = windows.get(id)
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear()
      window = { start: now, count: 0 }
      windows.set(id, window)
    }
    window.count += 1
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.start + windowMs - now) / 1000)
      throw new ApiError(
        429,
        { code: 'TOO_MANY_REQUESTS', title: 'Too many requests', detail: 'Rate limit exceeded, retry later' },
        { 'Retry-After': String(retryAfter) },
      )
    }
    await next()
  })
}

function defaultKey(authorization: string | undefined, address: string | undefined): string {
  return authorization ?? address ?? 'anonymous'
}
