import { json, type UpstreamHandler } from '.'
import { clError, fakeAuthServer } from './commerce'

/**
 * Commerce Layer's customer resources for one known customer, answering with the documented
 * JSON:API shapes and errors. `subscribed` records newsletter subscriptions; `reset.askedAt` is
 * when the one reset was asked for.
 */
export function fakeCommerce() {
  const auth = fakeAuthServer()
  const subscribed: string[] = []
  const passwords = new Map([['cust1', auth.customer.password]])
  // When the reset was asked for: half an hour before the test app's clock (2026-01-01).
  const reset = { askedAt: '2025-12-31T23:30:00Z' }
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
      return resource(
        'customer_password_resets',
        'reset1',
        { customer_email: email, reset_password_token: 'tok123', created_at: reset.askedAt },
        201,
      )
    },
    'GET /api/customer_password_resets/reset1': () =>
      resource('customer_password_resets', 'reset1', {
        customer_email: auth.customer.email,
        created_at: reset.askedAt,
      }),
    'PATCH /api/customer_password_resets/reset1': (call) => {
      const attributes = attributesOf(call.body)
      if (attributes._reset_password_token !== 'tok123')
        return clError(422, 'VALIDATION_ERROR', 'token - is invalid')
      passwords.set('cust1', attributes.customer_password ?? '')
      return resource('customer_password_resets', 'reset1', {})
    },
    'GET /api/customers/cust1': () => resource('customers', 'cust1', { email: auth.customer.email }),
    'PATCH /api/customers/cust1': (call) => {
      passwords.set('cust1', attributesOf(call.body).password ?? '')
      return resource('customers', 'cust1', {})
    },
  }
  return { handlers, auth, subscribed, passwords, reset }
}
