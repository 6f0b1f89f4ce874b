import type { Bus } from './bus'

/**
 * Groups a remote's subscriptions so one call on unmount removes them all: a remote that
 * mounts and unmounts many times never leaves a listener behind.
 */
// biome-ignore lint/suspicious/noExplicitAny: any channel map
export function createScope<B extends Bus<any>>(bus: B) {
  const disposers = new Set<() => void>()
  return {
    subscribe: ((name: string, handler: (payload: unknown) => void) => {
      const off = bus.subscribe(name, handler)
      const dispose = () => {
        off()
        disposers.delete(dispose)
      }
      disposers.add(dispose)
      return dispose
    }) as B['subscribe'],
    dispose() {
      for (const dispose of [...disposers]) dispose()
    },
    get size() {
      return disposers.size
    },
  }
}
