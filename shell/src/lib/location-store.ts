import { create } from 'zustand'
import { enterEntry, leaveEntry, newEntryState } from './scroll-memory'

interface LocationState {
  /** Path and query of the page, e.g. `/italy/eur/it/prodotti?page=2`. */
  readonly href: string
  /** How the page got here: the shop navigated (a link, a form), or the browser moved through its history. */
  readonly via: 'shop' | 'history'
  navigate(href: string, options?: { replace?: boolean }): void
  /** Reads the address bar again, after the browser moved (back, forward). */
  sync(): void
}

const currentHref = () => `${window.location.pathname}${window.location.search}`

/** The URL as app state: the shell owns it and every screen is derived from it. */
export const useLocationStore = create<LocationState>()((set, get) => ({
  href: currentHref(),
  via: 'shop',
  navigate(href, options = {}) {
    if (href === get().href && !options.replace) return
    if (options.replace) window.history.replaceState(newEntryState(), '', href)
    else {
      leaveEntry()
      window.history.pushState(newEntryState(), '', href)
    }
    enterEntry()
    // The new page opens at its top once it is drawn (`useScrollRestoration`): scrolled here, the
    // page being left would jump to its top first.
    set({ href: currentHref(), via: 'shop' })
  },
  sync() {
    // The browser has moved to another entry but, restoring by hand, left the scroll as it was.
    leaveEntry()
    enterEntry()
    set({ href: currentHref(), via: 'history' })
  },
}))

export const navigate = (href: string, options?: { replace?: boolean }) =>
  useLocationStore.getState().navigate(href, options)
