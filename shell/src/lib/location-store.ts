import { create } from 'zustand'
import { enterEntry, entryDrawn, leaveEntry, newEntryState } from './scroll-memory'

interface LocationState {
  /** Path and query of the page, e.g. `/italy/eur/it/prodotti?page=2`. */
  readonly href: string
  /** How the page got here: the shop navigated (a link, a form), or the browser moved through its history. */
  readonly via: 'shop' | 'history'
  /**
   * The page this move left, null before the first and after a step forward through history (the
   * page come to has no link that led from the one left, only a way back, like a breadcrumb). Not
   * always the page last drawn: two quick steps back render only the second, and the page left is
   * the one between.
   */
  readonly from: string | null
  navigate(href: string, options?: { replace?: boolean }): void
  /** Reads the address bar again, after the browser moved (back, forward). */
  sync(): void
}

const currentHref = () => `${window.location.pathname}${window.location.search}`

interface NavigationLike {
  readonly currentEntry?: { readonly index: number } | null
}

/**
 * Where the entry on show stands in the tab's history, as the browser's Navigation API says
 * (`popstate` does not say whether it went back or forward); null where there is none.
 */
function entryIndex(): number | null {
  const index = (globalThis as { navigation?: NavigationLike }).navigation?.currentEntry?.index
  return typeof index === 'number' && index >= 0 ? index : null
}

let shownIndex = entryIndex()

/** The URL as app state: the shell owns it and every screen is derived from it. */
export const useLocationStore = create<LocationState>()((set, get) => ({
  href: currentHref(),
  via: 'shop',
  from: null,
  navigate(href, options = {}) {
    const from = get().href
    if (href === from && !options.replace) return
    if (options.replace) window.history.replaceState(newEntryState(), '', href)
    else {
      leaveEntry()
      window.history.pushState(newEntryState(), '', href)
    }
    enterEntry()
    // The page on show stays under its new entry: nothing else will say it is drawn.
    if (currentHref() === from) entryDrawn()
    shownIndex = entryIndex()
    // The new page opens at its top once it is drawn (`useScrollRestoration`): scrolled here, the
    // page being left would jump to its top first.
    set({ href: currentHref(), via: 'shop', from })
  },
  sync() {
    const from = get().href
    // The browser has moved to another entry but, restoring by hand, left the scroll as it was.
    leaveEntry()
    enterEntry()
    if (currentHref() === from) entryDrawn()
    const index = entryIndex()
    // Unknown, it is taken for a step back, the likelier.
    const forward = index !== null && shownIndex !== null && index > shownIndex
    shownIndex = index
    set({ href: currentHref(), via: 'history', from: forward ? null : from })
  },
}))

export const navigate = (href: string, options?: { replace?: boolean }) =>
  useLocationStore.getState().navigate(href, options)
