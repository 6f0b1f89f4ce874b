import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

const fallbackTag = Symbol.for('shop.remote-fallback')

/** What `loadRemote` resolves to when a remote could not be loaded, instead of a rejection. */
export interface FallbackModule {
  readonly [fallbackTag]: true
  readonly id: string
  readonly error: unknown
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && fallbackTag in value
}

/**
 * `errorLoadRemote`: once the retry plugin has given up, hand back a fallback module the shell
 * recognises and renders as "this section is unavailable", so a dead remote never rejects
 * into the page. Other lifecycles keep the runtime's own handling.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined
      console.error(`remote ${id} could not be loaded`, error)
      const fallback: FallbackModule = { [fallbackTag]: true, id, error }
      return fallback as never
    },
  }
}
