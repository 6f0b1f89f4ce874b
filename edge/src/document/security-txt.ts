import { locales } from '@storefront/shared/markets'

// RFC 9116 asks for an Expires under a year away, so a file nobody looks after stops being
// trusted. This one is written from the live configuration on every request, so it cannot go
// stale: the date only has to stay ahead of the copies caches keep (a day).
const expiresAfterMs = 30 * 24 * 3_600_000

export interface SecurityTxtOptions {
  /** Where to report a vulnerability: a `mailto:` or `https:` URI. */
  readonly contact: string
  /** The shop's public address, for `Canonical`; left out when unknown (development). */
  readonly shopOrigin?: string
  readonly now: number
}

/**
 * The shop's `/.well-known/security.txt` (RFC 9116): who hears of a vulnerability, and in which
 * languages. A shop that takes payments is probed; a finder who cannot reach anyone posts it.
 */
export function securityTxt({ contact, shopOrigin, now }: SecurityTxtOptions): string {
  const lines = [
    `Contact: ${contact}`,
    `Expires: ${new Date(now + expiresAfterMs).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${locales.join(', ')}`,
    ...(shopOrigin ? [`Canonical: ${shopOrigin}/.well-known/security.txt`] : []),
  ]
  return `${lines.join('\n')}\n`
}
