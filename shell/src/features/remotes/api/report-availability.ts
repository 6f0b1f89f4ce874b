import type { ShopBus } from '@storefront/shared/events'
import type { RemoteName } from '@storefront/shared/routes'

/**
 * Tells the page whether a remote could be loaded, on `shell:remotes-unavailable`. The list is
 * the channel's own last value, so the shell keeps no second copy of it; nothing is published
 * when the remote's state does not change.
 */
export function reportAvailability(bus: ShopBus, remote: RemoteName, available: boolean): void {
  const before = bus.last('shell:remotes-unavailable')?.remotes ?? []
  if (before.includes(remote) !== available) return
  const remotes = available ? before.filter((name) => name !== remote) : [...before, remote]
  bus.publish('shell:remotes-unavailable', { remotes })
}
