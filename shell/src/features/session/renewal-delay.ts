/** Renew a minute before expiry, or at four fifths of a short lifetime; never sooner than a second. */
export function renewalDelay(expiresAt: number, now: number): number {
  const lifetime = expiresAt - now
  const margin = Math.min(60_000, lifetime / 5)
  return Math.max(1_000, lifetime - margin)
}
