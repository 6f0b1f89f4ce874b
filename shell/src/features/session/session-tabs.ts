import { isAtLeast } from '@storefront/shared/contract'

/** What one tab of the shop tells the others about the customer's session. */
export type SessionNews = 'signed-in' | 'signed-out'

/**
 * The shop's tabs share one refresh cookie and one stored cart each market, but each holds its
 * own access token: a tab left a guest beside one that signed in went on adding to a cart of
 * its own, and one still signed in beside one that signed out went on showing the customer's
 * cart. A tab that signs in or out says so; the others follow.
 */
export interface SessionTabs {
  tell(news: SessionNews): void
  listen(onNews: (news: SessionNews) => void): () => void
  /** Lets the channel go: a page that made another session manager hears through that one. */
  close(): void
}

const channelName = 'storefront:session'
const isNews = (data: unknown): data is SessionNews => data === 'signed-in' || data === 'signed-out'

/** The cart reads the stored cart again for a session changed in another tab since this contract. */
const cartFollowsTabsSince = '1.9.0'

/**
 * The other tabs of this browser, over a BroadcastChannel; none where there is no such thing,
 * or where the page's cart remote predates `other-tab` (a rollback): it would go on showing a
 * guest's cart under the customer's token, every add refused.
 */
export function createSessionTabs(cartContract: string | undefined): SessionTabs {
  if (typeof BroadcastChannel === 'undefined') return noOtherTabs
  if (cartContract !== undefined && !isAtLeast(cartContract, cartFollowsTabsSince)) return noOtherTabs
  const channel = new BroadcastChannel(channelName)
  return {
    tell: (news) => channel.postMessage(news),
    listen(onNews) {
      const heard = (event: MessageEvent<unknown>) => {
        if (isNews(event.data)) onNews(event.data)
      }
      channel.addEventListener('message', heard)
      return () => channel.removeEventListener('message', heard)
    },
    close: () => channel.close(),
  }
}

/** A page alone: nothing to tell, nothing to hear. */
export const noOtherTabs: SessionTabs = { tell: () => {}, listen: () => () => {}, close: () => {} }
