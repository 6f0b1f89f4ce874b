// What the worker logs of upstream calls: enough to say why, nothing of whom.

const resourceName = /^[a-z_]+$/

/**
 * An upstream address as the logs keep it: the resource, not whose. Under `/api/` a JSON:API path
 * alternates a type and an id (`/api/orders/{id}/line_items/{id}`): every second segment goes,
 * and any segment that is not a resource's name. Elsewhere (`/oauth/token`) a segment with an
 * upper-case letter or a digit goes. The query goes too: it may hold an e-mail.
 *
 * @example loggedUrl('https://x.commercelayer.io/api/customers/BSadZuqdFC?filter=a') // 'https://x.commercelayer.io/api/customers/:id'
 */
export function loggedUrl(url: string): string {
  const { origin, pathname } = new URL(url)
  const [, first, ...rest] = pathname.split('/')
  const segments =
    first === 'api'
      ? rest.map((segment, index) => (index % 2 === 0 && resourceName.test(segment) ? segment : ':id'))
      : [first ?? '', ...rest].map((segment) => (/[A-Z0-9]/.test(segment) ? ':id' : segment))
  return `${origin}/${first === 'api' ? ['api', ...segments].join('/') : segments.join('/')}`
}

// Fields of an error answer that name the failure: OAuth's `error`, a mail provider's `name`,
// `statusCode` and `message` ("the from address is not verified", the only trace of why a
// customer's mail never came). A message may quote what was sent: its addresses go.
const namingFields = ['error', 'name', 'code', 'statusCode', 'message'] as const

/** Text without the e-mail addresses in it, nor the name before an address written `Name <address>`. */
export const withoutAddresses = (text: string) =>
  text
    .replace(/[\p{L} .'-]*<[^<>]*@[^<>]*>/gu, ' [recipient]')
    .replace(/[^\s@<>"'`]+@[^\s@<>"'`]+/g, '[e-mail]')

/**
 * What an upstream failure said, for the log: a JSON:API answer's error codes and titles, or
 * another JSON answer's naming fields, which say why without what the shopper sent; any other
 * text (a proxy's page) cut short. Addresses, and the names written with them, are taken out.
 */
export function loggedAnswer(text: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return withoutAddresses(text.slice(0, 200))
  }
  if (typeof parsed !== 'object' || parsed === null) return ''
  const { errors } = parsed as { errors?: unknown }
  if (Array.isArray(errors))
    return errors
      .map((error: { code?: unknown; title?: unknown }) => `${error.code ?? ''} ${error.title ?? ''}`.trim())
      .join('; ')
  const fields = parsed as Record<string, unknown>
  return namingFields
    .filter((field) => typeof fields[field] === 'string' || typeof fields[field] === 'number')
    .map((field) => `${field}=${withoutAddresses(String(fields[field]).slice(0, 200))}`)
    .join(' ')
}
