import { json, type UpstreamCall, type UpstreamHandler } from '.'
import { clError, fakeAuthServer } from './commerce'

/** A password reset as the fake keeps it: the first is `reset1` with the token `tok123`. */
interface FakeReset {
  id: string
  token: string
  askedAt: string
  resetAt: string | null
}

/**
 * Commerce Layer's customer resources for one known customer, answering with the documented
 * JSON:API shapes and errors. `subscribed` records newsletter subscriptions; `resets` the resets
 * asked for, oldest first, and `reset` the first one (`reset.askedAt` is when it was asked for).
 * A reset's token is taken again after it was used: the reference does not say Commerce Layer
 * refuses it, so the edge must not count on it.
 */
export function fakeCommerce() {
  const auth = fakeAuthServer()
  const subscribed: string[] = []
  const passwords = new Map([['cust1', auth.customer.password]])
  // The first reset was asked for half an hour before the test app's clock (2026-01-01), each
  // later one a minute after the one before.
  const reset: FakeReset = { id: 'reset1', token: 'tok123', askedAt: '2025-12-31T23:30:00Z', resetAt: null }
  // reset1 stands from the start, so a test may follow its link without asking first; the first
  // reset asked for is reset1, each later one is new.
  const resets: FakeReset[] = [reset]
  let asks = 0
  const askedAtOf = (n: number) => new Date(Date.parse(reset.askedAt) + n * 60_000).toISOString()
  const resetOf = (id: string) => resets.find((r) => r.id === id)
  const resource = (type: string, id: string, attributes: Record<string, unknown>, status = 200) =>
    json({ data: { id, type, attributes } }, status)
  const attributesOf = (body: unknown) =>
    (body as { data: { attributes: Record<string, string> } }).data.attributes
  const handlers: Record<string, UpstreamHandler> = {
    'POST /oauth/token': (call) => {
      const body = call.body as Record<string, string>
      // Password changes are seen by the auth server, as in Commerce Layer.
      if (body.grant_type === 'password' && body.username === auth.customer.email) {
        auth.customer.password = passwords.get('cust1') ?? ''
      }
      return auth.handler(call)
    },
    'POST /oauth/revoke': (call) => {
      auth.live.delete((call.body as { token?: string }).token ?? '')
      return json({})
    },
    'POST /api/customers': (call) => {
      const { email, password } = attributesOf(call.body)
      if (email === auth.customer.email || email === 'taken@example.com') {
        return clError(422, 'VALIDATION_ERROR', 'email - has already been taken', '/data/attributes/email')
      }
      if (email === 'weird@example.com')
        return clError(422, 'VALIDATION_ERROR', 'metadata - is invalid', '/data/attributes/metadata')
      auth.customer.email = email ?? ''
      auth.customer.password = password ?? ''
      passwords.set('cust1', password ?? '')
      return resource('customers', 'cust1', { email }, 201)
    },
    'POST /api/customer_subscriptions': (call) => {
      const email = attributesOf(call.body).customer_email ?? ''
      if (subscribed.includes(email))
        return clError(422, 'VALIDATION_ERROR', 'customer_email - already subscribed')
      subscribed.push(email)
      return resource('customer_subscriptions', `sub${subscribed.length}`, { customer_email: email }, 201)
    },
    'POST /api/customer_password_resets': (call) => {
      const email = attributesOf(call.body).customer_email
      if (email !== auth.customer.email) return clError(404, 'RECORD_NOT_FOUND', 'customer not found')
      const n = asks++
      const asked: FakeReset =
        n === 0 ? reset : { id: `reset${n + 1}`, token: `tok${n + 1}`, askedAt: askedAtOf(n), resetAt: null }
      if (n > 0) resets.push(asked)
      return resource(
        'customer_password_resets',
        asked.id,
        { customer_email: email, reset_password_token: asked.token, created_at: asked.askedAt },
        201,
      )
    },
    // Listed only as the edge asks: one customer's, newest first, or those not used since a time
    // (customer_id, reset_password_at and created_at are filterable, created_at sortable, in the
    // reference).
    'GET /api/customer_password_resets': (call) => {
      const query = new URL(call.url).searchParams
      const sort = query.get('sort')
      if (query.get('filter[q][customer_id_eq]') !== 'cust1' || (sort !== null && sort !== '-created_at'))
        return clError(400, 'PARAM_NOT_ALLOWED', 'unexpected list query')
      const unused = query.get('filter[q][reset_password_at_null]') === 'true'
      const since = Date.parse(query.get('filter[q][created_at_gt]') ?? '')
      const size = Number(query.get('page[size]') ?? 10)
      const listed = resets
        .filter((r) => (!unused || r.resetAt === null) && !(Date.parse(r.askedAt) <= since))
        .sort((a, b) => (sort ? Date.parse(b.askedAt) - Date.parse(a.askedAt) : 0))
        .slice(0, size)
      return json({
        data: listed.map((r) => ({
          id: r.id,
          type: 'customer_password_resets',
          attributes: { created_at: r.askedAt, reset_password_at: r.resetAt },
        })),
      })
    },
    ...Object.fromEntries(
      ['reset1', 'reset2', 'reset3'].flatMap((id) => [
        [
          `GET /api/customer_password_resets/${id}`,
          (call: UpstreamCall) => {
            const found = resetOf(id)
            if (!found) return clError(404, 'RECORD_NOT_FOUND', 'not found')
            const included = new URL(call.url).searchParams.get('include') === 'customer'
            return json({
              data: {
                id,
                type: 'customer_password_resets',
                attributes: {
                  customer_email: auth.customer.email,
                  created_at: found.askedAt,
                  reset_password_at: found.resetAt,
                },
                relationships: {
                  customer: included ? { data: { type: 'customers', id: 'cust1' } } : { links: {} },
                },
              },
            })
          },
        ],
        [
          `PATCH /api/customer_password_resets/${id}`,
          (call: UpstreamCall) => {
            const found = resetOf(id)
            const attributes = attributesOf(call.body)
            if (!found || attributes._reset_password_token !== found.token)
              return clError(422, 'VALIDATION_ERROR', 'token - is invalid')
            passwords.set('cust1', attributes.customer_password ?? '')
            found.resetAt = askedAtOf(30)
            return resource('customer_password_resets', id, { reset_password_at: found.resetAt })
          },
        ],
        [
          `DELETE /api/customer_password_resets/${id}`,
          () => {
            const at = resets.findIndex((r) => r.id === id)
            if (at < 0) return clError(404, 'RECORD_NOT_FOUND', 'not found')
            resets.splice(at, 1)
            return new Response(null, { status: 204 })
          },
        ],
      ]),
    ),
    'GET /api/customers/cust1': () => resource('customers', 'cust1', { email: auth.customer.email }),
    'PATCH /api/customers/cust1': (call) => {
      passwords.set('cust1', attributesOf(call.body).password ?? '')
      return resource('customers', 'cust1', {})
    },
  }
  return { handlers, auth, subscribed, passwords, reset, resets }
}
