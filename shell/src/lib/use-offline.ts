import { useSyncExternalStore } from 'react'

const subscribe = (changed: () => void) => {
  globalThis.addEventListener('online', changed)
  globalThis.addEventListener('offline', changed)
  return () => {
    globalThis.removeEventListener('online', changed)
    globalThis.removeEventListener('offline', changed)
  }
}

// Only a browser that says it is offline is: `onLine` true means no more than a network is there.
const offlineNow = () => globalThis.navigator?.onLine === false

/** Whether the browser says it has no connection, following it as it changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, offlineNow, () => false)
}
