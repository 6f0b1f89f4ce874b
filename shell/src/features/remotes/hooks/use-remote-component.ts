import { type ComponentType, useEffect, useState } from 'react'
import { isFallbackModule } from '../api/fallback-plugin'
import { loadExposed } from '../api/federation'

export type RemoteComponentState<P> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly Component: ComponentType<P> }
  | { readonly status: 'failed'; readonly error: unknown }

/** An exposed module's component: its default export, or the named one (`App`, `MiniCart`). */
export function componentOf<P>(module: unknown, exportName: string): ComponentType<P> | null {
  if (typeof module === 'function') return module as ComponentType<P>
  if (typeof module !== 'object' || module === null) return null
  const record = module as Record<string, unknown>
  const candidate = record.default ?? record[exportName]
  return typeof candidate === 'function' ? (candidate as ComponentType<P>) : null
}

/**
 * Loads an exposed component, e.g. `catalog/App`; `attempt` changes to load it again after the
 * remote was busted. Never throws: a missing or broken module comes back as `failed`.
 */
export function useRemoteComponent<P>(id: string, attempt: number): RemoteComponentState<P> {
  const [state, setState] = useState<RemoteComponentState<P>>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    const exportName = id.split('/').pop() ?? 'default'
    if (attempt > 0) console.info(`loading ${id} again, attempt ${attempt + 1}`)
    loadExposed(id)
      .then((module) => {
        if (!current) return
        const Component = isFallbackModule(module) ? null : componentOf<P>(module, exportName)
        // A component in state must be wrapped: setState would call a bare function as an updater.
        setState(Component ? { status: 'ready', Component } : { status: 'failed', error: module })
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', error })
      })
    return () => {
      current = false
    }
  }, [id, attempt])
  return state
}
