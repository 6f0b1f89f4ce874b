import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/**
 * How long a remote entry may take before its load counts as failed. The runtime waits 20 s, and
 * the retry plugin tries twice more; a connection that stalled (nothing fails, nothing arrives)
 * kept a skeleton up for a minute before the fallback and its retry button. An entry is a few
 * KB, asked for by the document's preload from the start.
 */
export const entryTimeoutMs = 8_000

/**
 * The query that tells a fresh ask for an entry from the first, as `ask-afresh.mjs` names chunks
 * asked for again; the edge serves files by path.
 */
const attemptParam = 'attempt'

/**
 * The script each remote entry loads with (the runtime's `createScript`; one plugin, since the
 * last answer wins):
 * - a time limit, `entryTimeoutMs`;
 * - a fresh request for every ask after the first (`?attempt=2`, …). Chrome hands a script the
 *   request already under way for its URL, the document's preload included, so when that one
 *   stalled, the retry plugin's second load and the shopper's retry button waited on the same
 *   request (seen in a journey, and with a request held in Chromium). The bundler's automatic
 *   public path drops the query, so the entry's chunks load from the same folder;
 * - CORS for an entry from another origin (a CDN in ASSETS_ORIGIN), as the bundler runtime loads
 *   every chunk after it (`crossOriginLoading`). A classic script from another origin without it
 *   has its errors hidden from the page ("Script error.", no file), so the shop's error reports
 *   could not tell which remote failed. The edge's preloads ask the same way, or the browser
 *   would fetch each entry twice.
 */
export function entryScriptPlugin(pageOrigin = globalThis.location.origin): ModuleFederationRuntimePlugin {
  const asked = new Map<string, number>()
  return {
    name: 'shop-entry-scripts',
    createScript({ url, attrs }) {
      const script = document.createElement('script')
      // The runtime applies `attrs` only to the script it made itself.
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value))
      const src = new URL(url, pageOrigin)
      if (src.origin !== pageOrigin) script.crossOrigin = 'anonymous'
      const attempt = (asked.get(url) ?? 0) + 1
      asked.set(url, attempt)
      if (attempt > 1) {
        src.searchParams.set(attemptParam, String(attempt))
        script.src = src.href
      }
      return { script, timeout: entryTimeoutMs }
    },
  }
}
