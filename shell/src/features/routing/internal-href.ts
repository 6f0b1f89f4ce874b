// Paths the edge answers itself: a click on them must reach the server.
const serverPaths = /^\/(api|_mf)\//

/**
 * The path and query of a link the page itself would show, or null when the browser must
 * handle it (downloads, other windows, other origins, the edge's paths, a jump within the page).
 */
export function internalPathOf(anchor: HTMLAnchorElement): string | null {
  if (!anchor.href || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || serverPaths.test(url.pathname)) return null
  if (url.pathname === window.location.pathname && url.hash) return null
  return `${url.pathname}${url.search}`
}

/** The link an event happened on or in, if any. */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  return (event.target as Element | null)?.closest?.('a') ?? null
}

/**
 * The path and query a click should navigate to inside the page, or null when the browser
 * must handle it (modifier keys, other windows, downloads, other origins, the edge's paths).
 */
export function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = anchorOf(event)
  return anchor ? internalPathOf(anchor) : null
}
