import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/**
 * Remote entries from another origin (a CDN in ASSETS_ORIGIN) load with CORS, as the bundler
 * runtime loads every chunk after them (`crossOriginLoading`). A classic script from another
 * origin without it has its errors hidden from the page ("Script error.", no file), so the shop's
 * error reports could not tell which remote failed. The edge's preloads ask the same way, or the
 * browser would fetch each entry twice. Entries from the page's origin are left to the runtime.
 */
export function corsScriptPlugin(pageOrigin = globalThis.location.origin): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-cors-scripts',
    createScript({ url, attrs }) {
      if (new URL(url, pageOrigin).origin === pageOrigin) return undefined
      const script = document.createElement('script')
      // The runtime applies `attrs` only to the script it made itself.
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value))
      script.crossOrigin = 'anonymous'
      return script
    },
  }
}
