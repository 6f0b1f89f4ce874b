export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * The browser's local storage, never throwing. With site data blocked (a browser setting, some
 * in-app browsers) merely reading `window.localStorage` throws, and a full quota refuses writes.
 * What cannot be kept there is kept in memory for the visit: the shop works and only forgets on a
 * reload.
 */
export function createLocalStore(): KeyValueStore {
  const memory = new Map<string, string>()
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        return browserStorage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        const storage = browserStorage()
        if (!storage) throw new Error('no local storage')
        storage.setItem(key, value)
        memory.delete(key)
      } catch {
        memory.set(key, value)
      }
    },
    removeItem(key) {
      memory.delete(key)
      try {
        browserStorage()?.removeItem(key)
      } catch {
        // Nothing was kept there to forget.
      }
    },
  }
}

/** Removes every entry of the browser's local storage whose key starts with `prefix`, never throwing. */
export function removeStoredByPrefix(prefix: string): void {
  try {
    const storage = browserStorage()
    if (!storage) return
    const keys: string[] = []
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Site data blocked: nothing was kept there.
  }
}
