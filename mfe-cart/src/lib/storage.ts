/**
 * Local storage that never throws: Safari's private mode and full quotas refuse writes, and a
 * cart that cannot remember its id must still work for the visit.
 */
export const storage = {
  /**
   * Whether what is stored outlives the page: not where the browser blocks site data (or an
   * in-app browser has none), where the cart is forgotten on a reload.
   */
  remembers(): boolean {
    try {
      const probe = 'storefront-storage-probe'
      globalThis.localStorage.setItem(probe, '1')
      globalThis.localStorage.removeItem(probe)
      return true
    } catch {
      return false
    }
  },
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value)
    } catch {
      // Remembering is a convenience; the order itself lives in the API.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key)
    } catch {
      // Nothing to forget when storage is unavailable.
    }
  },
}
