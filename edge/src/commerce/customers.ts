import type { Deps } from '../app-env'
import type { Config } from '../config'
import { ShopError } from '../errors'
import { logRefusal, type UpstreamCallName } from './refusals'
import { callUpstream, firstErrorOf, type UpstreamAnswer } from './upstream'

/** Calls of the integration application: only the edge holds its secret. */
export interface Integration {
  readonly deps: Deps
  readonly config: Config
  readonly token: string
}

/** One call with the integration's token; a refusal is logged under the call's name. */
async function resource(
  integration: Integration,
  call: UpstreamCallName,
  request: { method: string; path: string; body?: unknown },
) {
  const answer = await callUpstream(integration.deps, `${integration.config.apiBase}/${request.path}`, {
    method: request.method,
    body: request.body,
    token: integration.token,
    jsonApi: true,
  })
  if (answer.status >= 400) logRefusal(call, answer, { ownCredentials: true })
  return answer
}

function idOf(answer: UpstreamAnswer): string | undefined {
  const id = (answer.body as { data?: { id?: unknown } } | null)?.data?.id
  return typeof id === 'string' ? id : undefined
}

function attributesOf(answer: UpstreamAnswer): Record<string, unknown> {
  return (answer.body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes ?? {}
}

/** The catalogue code of a refused customer write, read from the JSON:API error's pointer and text. */
function customerWriteError(answer: UpstreamAnswer): ShopError {
  const { pointer = '', detail = '' } = firstErrorOf(answer.body)
  if (pointer.endsWith('/email') && /taken|exist/i.test(detail))
    return new ShopError(null, 'email_already_registered')
  if (pointer.endsWith('/email')) return new ShopError(null, 'invalid_email')
  if (pointer.endsWith('/password')) return new ShopError(null, 'invalid_password')
  return new ShopError(answer.status === 422 ? 422 : 502, 'generic_error', {
    reason: 'refused_by_commerce',
    ...(detail ? { message: detail } : {}),
  })
}

export async function createCustomer(
  integration: Integration,
  attributes: { email: string; password: string; metadata?: Record<string, unknown> },
): Promise<string> {
  const answer = await resource(integration, 'signup', {
    method: 'POST',
    path: 'customers',
    body: { data: { type: 'customers', attributes } },
  })
  const id = idOf(answer)
  if (answer.status >= 400 || !id) throw customerWriteError(answer)
  return id
}

/** Subscribes to the newsletter; false when Commerce Layer refuses (e.g. already subscribed). */
export async function subscribeToNewsletter(integration: Integration, email: string): Promise<boolean> {
  const answer = await resource(integration, 'newsletter', {
    method: 'POST',
    path: 'customer_subscriptions',
    body: {
      data: {
        type: 'customer_subscriptions',
        attributes: { customer_email: email, reference: 'newsletter' },
      },
    },
  })
  return answer.status < 400
}

export async function customerEmail(integration: Integration, id: string): Promise<string> {
  const answer = await resource(integration, 'customer', {
    method: 'GET',
    path: `customers/${encodeURIComponent(id)}`,
  })
  const email = attributesOf(answer).email
  if (answer.status >= 400 || typeof email !== 'string') throw new ShopError(401, 'TOKEN_ERROR')
  return email
}

export async function updateCustomerPassword(integration: Integration, id: string, password: string) {
  const answer = await resource(integration, 'password_change', {
    method: 'PATCH',
    path: `customers/${encodeURIComponent(id)}`,
    body: { data: { type: 'customers', id, attributes: { password } } },
  })
  if (answer.status >= 400) throw customerWriteError(answer)
}

// Commerce Layer answers an unknown address with a validation error on it ("not found").
const noSuchCustomer = (answer: UpstreamAnswer) =>
  answer.status === 404 ||
  (answer.status === 422 && /not found/i.test(firstErrorOf(answer.body).detail ?? ''))

/**
 * Starts a reset; null when no customer has that e-mail (the caller must not reveal it). Any
 * other refusal (the integration's credentials refused, a request the API cannot use) is the
 * shop's failure, the same for every address: read as "no such customer" it answered "sent" and
 * no mail ever came.
 */
export async function createPasswordReset(
  integration: Integration,
  email: string,
): Promise<{ id: string; token: string } | null> {
  const answer = await resource(integration, 'password_reset', {
    method: 'POST',
    path: 'customer_password_resets',
    body: { data: { type: 'customer_password_resets', attributes: { customer_email: email } } },
  })
  if (noSuchCustomer(answer)) return null
  const id = idOf(answer)
  const token = attributesOf(answer).reset_password_token
  if (answer.status >= 400 || !id || typeof token !== 'string')
    throw new ShopError(502, 'generic_error', { reason: 'refused_by_commerce' })
  return { id, token }
}

/**
 * How long a reset link works. A link is a key to the account: one found in a mailbox weeks
 * later, or one of several asked for, must not still set a password. Commerce Layer keeps a
 * reset's token with no end, so the edge reads when the reset was asked for.
 */
export const resetLinkLifetimeMs = 60 * 60 * 1000

const linkInvalid = (message: string) => new ShopError(400, 'reset_link_invalid', { message })

/** The reset a link names, with its customer; null when Commerce Layer has none by that id. */
async function readReset(integration: Integration, id: string) {
  const answer = await resource(integration, 'password_reset_check', {
    method: 'GET',
    path: `customer_password_resets/${encodeURIComponent(id)}?include=customer`,
  })
  if (answer.status >= 400) return null
  const data = (answer.body as { data?: { relationships?: { customer?: { data?: { id?: unknown } } } } })
    ?.data
  const customerId = data?.relationships?.customer?.data?.id
  // Every reset belongs to a customer: without one the answer is not what the reference shows.
  if (typeof customerId !== 'string')
    throw new ShopError(502, 'generic_error', { reason: 'refused_by_commerce' })
  const attributes = attributesOf(answer)
  return {
    customerId,
    askedAt: Date.parse(String(attributes.created_at)),
    spent: attributes.reset_password_at != null,
  }
}

/** The id of the customer's newest reset: only its link may set a password. */
async function newestResetId(integration: Integration, customerId: string): Promise<string | undefined> {
  const query = new URLSearchParams({
    'filter[q][customer_id_eq]': customerId,
    sort: '-created_at',
    'page[size]': '1',
    'fields[customer_password_resets]': 'created_at',
  })
  const answer = await resource(integration, 'password_reset_newest', {
    method: 'GET',
    path: `customer_password_resets?${query}`,
  })
  if (answer.status >= 400) throw new ShopError(502, 'generic_error', { reason: 'refused_by_commerce' })
  const newest = (answer.body as { data?: { id?: unknown }[] } | null)?.data?.[0]?.id
  return typeof newest === 'string' ? newest : undefined
}

// Past a link's lifetime by more than any clock between here and Commerce Layer is off: a link
// older than that is refused anyway, and the unused ones of years are not worth a call each.
const clockMarginMs = 5 * 60 * 1000
// Enough for every link a customer can be sent in an hour through the rate limit, many times over.
const endingRounds = 4

/**
 * Ends every reset link of the customer still open: Commerce Layer keeps the resets, each with its
 * token and no end, so they are deleted, and a link to one is then `reset_link_invalid`. All of
 * them, not the newest alone: the one before it would become the newest, and work again. Read in
 * pages, each deleted before the next is read.
 */
export async function endPasswordResets(integration: Integration, customerId: string): Promise<void> {
  const since = new Date(integration.deps.now() - resetLinkLifetimeMs - clockMarginMs).toISOString()
  const query = new URLSearchParams({
    'filter[q][customer_id_eq]': customerId,
    'filter[q][reset_password_at_null]': 'true',
    'filter[q][created_at_gt]': since,
    'page[size]': '25',
    'fields[customer_password_resets]': 'created_at',
  })
  for (let round = 0; round < endingRounds; round++) {
    const answer = await resource(integration, 'password_reset_outstanding', {
      method: 'GET',
      path: `customer_password_resets?${query}`,
    })
    if (answer.status >= 400) throw new ShopError(502, 'generic_error', { reason: 'refused_by_commerce' })
    const ids = ((answer.body as { data?: { id?: unknown }[] } | null)?.data ?? []).flatMap(({ id }) =>
      typeof id === 'string' ? [id] : [],
    )
    if (ids.length === 0) return
    await Promise.all(ids.map((id) => deletePasswordReset(integration, id)))
  }
  throw new ShopError(502, 'generic_error', {
    reason: 'refused_by_commerce',
    message: 'the customer’s reset links did not all end',
  })
}

async function deletePasswordReset(integration: Integration, id: string): Promise<void> {
  const answer = await resource(integration, 'password_reset_end', {
    method: 'DELETE',
    path: `customer_password_resets/${encodeURIComponent(id)}`,
  })
  // Gone already (a change beside this one ended it): what was asked for.
  if (answer.status >= 400 && answer.status !== 404)
    throw new ShopError(502, 'generic_error', { reason: 'refused_by_commerce' })
}

/**
 * Sets the new password with a reset's token. A link works once, within
 * `resetLinkLifetimeMs`, and only while it is the customer's newest: asking again, or resetting
 * with a newer link, ends the older ones (and a change signed in ends them all, `endPasswordResets`). Commerce Layer's reference says none of this of its
 * resets (a token with no end, `reset_password_at` only recording a use), so the edge checks it
 * on Commerce Layer's own records before it passes the token on; it keeps no reset state of its
 * own. A link that fails any check is `reset_link_invalid`: the shopper is told to ask again,
 * not that their session could not start.
 */
export async function completePasswordReset(
  integration: Integration,
  reset: { id: string; token: string },
  password: string,
): Promise<void> {
  const asked = await readReset(integration, reset.id)
  if (!asked) throw linkInvalid('the reset link is not valid')
  if (asked.spent) throw linkInvalid('the reset link was used already')
  if (!(integration.deps.now() - asked.askedAt <= resetLinkLifetimeMs))
    throw linkInvalid('the reset link has expired')
  if ((await newestResetId(integration, asked.customerId)) !== reset.id)
    throw linkInvalid('a newer reset link was sent')
  const answer = await resource(integration, 'password_reset_complete', {
    method: 'PATCH',
    path: `customer_password_resets/${encodeURIComponent(reset.id)}`,
    body: {
      data: {
        type: 'customer_password_resets',
        id: reset.id,
        attributes: { customer_password: password, _reset_password_token: reset.token },
      },
    },
  })
  if (answer.status === 422 && firstErrorOf(answer.body).pointer?.endsWith('/customer_password')) {
    throw new ShopError(null, 'invalid_password')
  }
  if (answer.status >= 400) throw linkInvalid('the reset link is not valid')
}
