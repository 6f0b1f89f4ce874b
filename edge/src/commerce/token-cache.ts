import type { UpstreamToken } from './oauth'

/**
 * Tokens the edge may hand to anyone alike: a market's guest token (every visitor's is the same
 * sales channel's) and the integration's own, never a customer's. Commerce Layer allows 30 calls
 * a minute to `/oauth/token` per IP, and it sees the edge's IP, not the visitors': asked afresh
 * for every page start, a busy minute would be refused and the shop would stop. A token is kept
 * while three quarters of its life are left: whoever gets it has nearly a fresh token's time, and
 * renews from a fresh one.
 * Kept in the isolate's memory: nothing to read or write on the way, and nothing that outlives a
 * deployment's credentials.
 */
export interface TokenCache {
  /** The kept token for `key`, else the one `ask` brings (asked once however many wait for it). */
  take(key: string, ask: () => Promise<UpstreamToken>): Promise<UpstreamToken>
  /** The token kept for `key`, if any is ready. */
  peek(key: string): UpstreamToken | undefined
  /** Forgets `token` when it is still the one kept for `key`: the API no longer takes it. */
  drop(key: string, token: string): void
}

interface Kept {
  readonly token: Promise<UpstreamToken>
  ready?: UpstreamToken
  /** Until when it is handed out; infinite while the first ask is on its way. */
  until: number
}

export function createTokenCache(now: () => number): TokenCache {
  const kept = new Map<string, Kept>()
  return {
    take(key, ask) {
      const asked = now()
      const hit = kept.get(key)
      if (hit && hit.until > asked) return hit.token
      const entry: Kept = {
        until: Number.POSITIVE_INFINITY,
        token: ask().then(
          (token) => {
            // Without the API's own time of issue the answer would count its life from each reuse.
            const issued = token.created_at ?? Math.floor(asked / 1000)
            entry.until = issued * 1000 + (token.expires_in * 1000) / 4
            entry.ready = { ...token, created_at: issued }
            return entry.ready
          },
          (error: unknown) => {
            if (kept.get(key) === entry) kept.delete(key)
            throw error
          },
        ),
      }
      kept.set(key, entry)
      return entry.token
    },
    peek(key) {
      const hit = kept.get(key)
      return hit && hit.until > now() ? hit.ready : undefined
    },
    drop(key, token) {
      if (kept.get(key)?.ready?.access_token === token) kept.delete(key)
    },
  }
}
