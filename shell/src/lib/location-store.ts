import { create } from 'zustand'
import { enterEntry, entryDrawn, leaveEntry, newEntryState } from './scroll-memory'

interface LocationState {
  /** Path and query of the page, e.g. `/italy/eur/it/prodotti?page=2`. */
  readonly href: string
  /** How the page got here: the shop navigated (a link, a form), or the browser moved through its history. */
  readonly via: 'shop' | 'history'
  /**
   * The page this move left, null before the first. Not always the page last drawn: two quick
   * steps back render only the second, and the page left is the one between.
   */
  readonly from: string | null
  navigate(href: string, options?: { replace?: boolean }): void
  /** Reads the address bar again, after the browser moved (back, forward). */
  sync(): void
}

const currentHref = () => `${window.location.pathname}${window.location.search}`

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
    set({ href: currentHref(), via: 'history', from })
  },
}))

export const navigate = (href: string, options?: { replace?: boolean }) =>
  useLocationStore.getState().navigate(href, options)
