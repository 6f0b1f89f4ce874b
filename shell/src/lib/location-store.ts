import { create } from 'zustand'

interface LocationState {
  /** Path and query of the page, e.g. `/italy/eur/it/prodotti?page=2`. */
  readonly href: string
  navigate(href: string, options?: { replace?: boolean }): void
  /** Reads the address bar again, after the browser moved (back, forward). */
  sync(): void
}

const currentHref = () => `${window.location.pathname}${window.location.search}`

/** The URL as app state: the shell owns it and every screen is derived from it. */
export const useLocationStore = create<LocationState>()((set, get) => ({
  href: currentHref(),
  navigate(href, options = {}) {
    if (href === get().href && !options.replace) return
    if (options.replace) window.history.replaceState(null, '', href)
    else window.history.pushState(null, '', href)
    set({ href: currentHref() })
    window.scrollTo?.(0, 0)
  },
  sync() {
    set({ href: currentHref() })
  },
}))

export const navigate = (href: string, options?: { replace?: boolean }) =>
  useLocationStore.getState().navigate(href, options)
