/**
 * Local storage that never throws: Safari's private mode and full quotas refuse writes, and a
 * cart that cannot remember its id must still work for the visit.
 */
export const storage = {
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
