import { viewEvents } from '@storefront/shared/analytics'
import type { PayloadOf } from '@storefront/shared/events'

type AnalyticsEvent = PayloadOf<'analytics:event'>

export interface ViewsOnPage {
  /** The shopper is on `page` now (a key the same in every language): one left is seen anew on coming back. */
  show(page: string): void
  /** False for a view this page already reported, true for anything else. */
  isNew(event: AnalyticsEvent): boolean
}

// What a view is of, in the same words in every language: the event, its currency and list, the
// items by id, and the words searched. Names, prices and quantities say how it looked, not what
// was seen.
function viewed({ event, ecommerce, params }: AnalyticsEvent): string {
  const items = Array.isArray(ecommerce?.items) ? ecommerce.items : []
  const ids = items.map((item) => (item as { item_id?: unknown } | null)?.item_id)
  return JSON.stringify([event, ecommerce?.currency, ecommerce?.item_list_id, ids, params?.search_term])
}

/**
 * The views reported on the page on show. The shell mounts a page's remote afresh in another
 * language (and when late words arrive), and the remote, which cannot tell that from the shopper
 * coming back, reports what it shows once more: the page, not the remote, decides what is new.
 */
export function viewsOnPage(): ViewsOnPage {
  let shown: string | null = null
  let seen = new Set<string>()
  return {
    show(page) {
      if (page === shown) return
      shown = page
      seen = new Set()
    },
    isNew(event) {
      if (!viewEvents.has(event.event)) return true
      const key = viewed(event)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    },
  }
}
