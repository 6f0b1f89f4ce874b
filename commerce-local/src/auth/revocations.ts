// Checking D1 on every request costs a query; a token found unrevoked is trusted for a few
// seconds per isolate. A revoke in this isolate takes effect at once; in another, within the TTL.
const trustMs = 5000
const unrevoked = new Map<string, number>()
const revokedHere = new Set<string>()

/** Whether the access token with this `rand` claim was revoked. */
export async function isRevoked(db: D1Database, rand: string): Promise<boolean> {
  if (revokedHere.has(rand)) return true
  const now = Date.now()
  if ((unrevoked.get(rand) ?? 0) > now) return false
  const row = await db.prepare('SELECT 1 FROM revoked_access_tokens WHERE rand = ?').bind(rand).first()
  if (row) return true
  if (unrevoked.size > 10_000) unrevoked.clear()
  unrevoked.set(rand, now + trustMs)
  return false
}

export async function revokeAccessToken(db: D1Database, rand: string, exp: number): Promise<void> {
  revokedHere.add(rand)
  unrevoked.delete(rand)
  await db
    .prepare('INSERT OR IGNORE INTO revoked_access_tokens (rand, expires_at) VALUES (?, ?)')
    .bind(rand, exp)
    .run()
}
