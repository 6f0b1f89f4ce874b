// Paths the edge answers itself: a click on them must reach the server.
const serverPaths = /^\/(api|_mf)\//

/**
 * The path and query a click should navigate to inside the page, or null when the browser
 * must handle it (modifier keys, other windows, downloads, other origins, the edge's paths).
 */
export function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor?.href || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || serverPaths.test(url.pathname)) return null
  if (url.pathname === window.location.pathname && url.hash) return null
  return `${url.pathname}${url.search}`
}
