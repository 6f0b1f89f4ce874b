import type { UpstreamToken } from '../commerce/oauth'

/**
 * The market's guest token, shared by the isolate's visitors. Commerce Layer allows 30 token
 * requests a minute per IP, and every request for one comes from the edge: minted for each page
 * load, a few visitors a second at one location would have every shopper there refused. A guest
 * token gives nothing a visitor could not get for themselves (the sales channel's client id is
 * public), and a guest's order is reached by its id, so sharing it shares nothing of theirs.
 *
 * A token is handed out while at least half its life is left: a browser renews near the end,
 * and then meets a new one, not the one it is renewing. Concurrent requests for a market wait
 * for the one mint on its way. A browser whose token was refused (revoked, or the application's
 * keys rotated) names it, and that token is minted anew, once: naming an older one changes nothing.
 */
export function guestTokenCache(now: () => number) {
  const tokens = new Map<string, { token: UpstreamToken; freshUntil: number }>()
  const minting = new Map<string, Promise<UpstreamToken>>()

  const mint = (scope: string, request: () => Promise<UpstreamToken>) => {
    const pending = request()
      .then((token) => {
        const issuedAt = token.created_at ? token.created_at * 1000 : now()
        // Kept with its issue time, so that every answer from it states its expiry truly.
        const dated = { ...token, created_at: Math.floor(issuedAt / 1000) }
        tokens.set(scope, { token: dated, freshUntil: issuedAt + (token.expires_in * 1000) / 2 })
        return dated
      })
      .finally(() => minting.delete(scope))
    minting.set(scope, pending)
    return pending
  }

  return {
    /** The market's shared guest token, minted by `request` when there is none still fresh. */
    get(scope: string, request: () => Promise<UpstreamToken>, refused?: string): Promise<UpstreamToken> {
      const kept = tokens.get(scope)
      if (kept && refused !== undefined && kept.token.access_token === refused) tokens.delete(scope)
      else if (kept && kept.freshUntil > now()) return Promise.resolve(kept.token)
      return minting.get(scope) ?? mint(scope, request)
    },
  }
}

export type GuestTokenCache = ReturnType<typeof guestTokenCache>
