// What the worker logs of upstream calls: enough to say why, nothing of whom.

/**
 * An upstream address as the logs keep it: the resource, not whose. Ids (mixed case or with
 * digits, as Commerce Layer writes them) name a customer or an order, and the query may hold an
 * e-mail; logs outlive the privacy a shopper was promised.
 *
 * @example loggedUrl('https://x.commercelayer.io/api/customers/BSadZuqdFC?filter=a') // 'https://x.commercelayer.io/api/customers/:id'
 */
export function loggedUrl(url: string): string {
  const { origin, pathname } = new URL(url)
  const path = pathname
    .split('/')
    .map((segment) => (/[A-Z0-9]/.test(segment) ? ':id' : segment))
    .join('/')
  return `${origin}${path}`
}

/**
 * What an upstream failure said, for the log: a JSON:API answer's error codes and titles, which
 * say why without what the shopper sent; any other text cut short, e-mails taken out.
 */
export function loggedAnswer(text: string): string {
  try {
    const errors = (JSON.parse(text) as { errors?: unknown }).errors
    if (Array.isArray(errors))
      return errors
        .map((error: { code?: unknown; title?: unknown }) =>
          `${error.code ?? ''} ${error.title ?? ''}`.trim(),
        )
        .join('; ')
  } catch {
    // Not JSON: a proxy's or a platform's page.
  }
  return text.slice(0, 200).replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[e-mail]')
}
