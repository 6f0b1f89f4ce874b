import { json, type UpstreamCall, type UpstreamHandler } from '.'

/** A token answer as Commerce Layer sends it; customers get a refresh token and an owner. */
export function tokenBody(options: { scope: string; refresh?: string; owner?: string; access?: string }) {
  return {
    access_token: options.access ?? `access-${Math.random().toString(36).slice(2)}`,
    token_type: 'bearer',
    expires_in: 7200,
    scope: options.scope,
    created_at: 1_767_225_600,
    ...(options.refresh
      ? { refresh_token: options.refresh, owner_id: options.owner ?? 'cust1', owner_type: 'customer' }
      : {}),
  }
}

/** Commerce Layer's JSON:API error answer. */
export function clError(status: number, code: string, detail: string, pointer?: string) {
  return json(
    {
      errors: [
        { title: detail, detail, code, status: String(status), ...(pointer ? { source: { pointer } } : {}) },
      ],
    },
    status,
  )
}

/**
 * An auth server that knows one customer (`ada@example.com` / `secret123`) and rotates
 * refresh tokens: each refresh token works once.
 */
export function fakeAuthServer(customer = { email: 'ada@example.com', password: 'secret123', id: 'cust1' }) {
  const live = new Set<string>()
  let issued = 0
  const customerToken = (scope: string) => {
    const refresh = `refresh-${++issued}`
    live.add(refresh)
    return json(tokenBody({ scope, refresh, owner: customer.id }))
  }
  const handler: UpstreamHandler = (call: UpstreamCall) => {
    const body = call.body as Record<string, string>
    if (body.grant_type === 'client_credentials') return json(tokenBody({ scope: body.scope ?? '' }))
    if (body.grant_type === 'password') {
      if (body.username === customer.email && body.password === customer.password)
        return customerToken(body.scope ?? '')
      return clError(401, 'INVALID_GRANT', 'Invalid credentials')
    }
    if (body.grant_type === 'refresh_token' && live.delete(body.refresh_token ?? '')) {
      return customerToken(body.scope ?? 'market:code:it')
    }
    return clError(401, 'INVALID_GRANT', 'Invalid refresh token')
  }
  return { handler, live, customer }
}
