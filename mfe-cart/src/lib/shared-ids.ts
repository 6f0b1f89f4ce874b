/**
 * Ids every tab of the origin reads the same at once, in IndexedDB. Local storage is not such a
 * place: another tab's write reaches this one some milliseconds late, so a tab taking the
 * cross-tab lock right after another released it can read the value from before it (in
 * Chromium, 85 of 600 such handovers did). IndexedDB orders its transactions for the whole
 * origin: what a tab wrote before releasing the lock is what the next holder reads.
 *
 * Where IndexedDB is missing or refuses (old private modes, a full disk) every call answers
 * `undefined` or does nothing, and callers keep to local storage.
 */
export interface SharedIds {
  /** The id under `key`, null when there is none, undefined when IndexedDB cannot answer. */
  get(key: string): Promise<string | null | undefined>
  /** Resolves once the write is committed (or refused): what another tab reads next. */
  set(key: string, id: string): Promise<void>
  forget(key: string): Promise<void>
  forgetAll(): Promise<void>
}

const storeName = 'ids'
// Safari 14.1 could leave the first open of a page unanswered: local storage decides meanwhile,
// and the next call opens again.
const openLimitMs = 2_000

export function createSharedIds(databaseName: string): SharedIds {
  let opening: Promise<IDBDatabase | null> | null = null

  const database = () => {
    opening ??= new Promise<IDBDatabase | null>((resolve) => {
      let settled = false
      const settle = (db: IDBDatabase | null) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(db)
      }
      const timer = setTimeout(() => {
        opening = null
        settle(null)
      }, openLimitMs)
      try {
        const request = globalThis.indexedDB?.open(databaseName, 1)
        if (!request) return settle(null)
        request.onupgradeneeded = () => request.result.createObjectStore(storeName)
        request.onsuccess = () => {
          const db = request.result
          // Answered after the limit: the next call has opened its own.
          if (settled) return db.close()
          // A newer version of the shop (another tab) upgrading the database, or a deletion,
          // waits for this connection: let it go, and open again on the next call.
          db.onversionchange = () => {
            db.close()
            opening = null
          }
          settle(db)
        }
        request.onerror = () => settle(null)
        request.onblocked = () => settle(null)
      } catch {
        settle(null)
      }
    })
    return opening
  }

  // A connection the browser closed (storage cleared, say) throws on use: the next call reopens.
  const transaction = async (mode: IDBTransactionMode) => {
    const db = await database()
    try {
      return db?.transaction(storeName, mode) ?? null
    } catch {
      opening = null
      return null
    }
  }

  const write = async (act: (store: IDBObjectStore) => void) => {
    const tx = await transaction('readwrite')
    if (!tx) return
    await new Promise<void>((resolve) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => resolve()
      tx.onabort = () => resolve()
      try {
        act(tx.objectStore(storeName))
      } catch {
        resolve()
      }
    })
  }

  return {
    async get(key) {
      const tx = await transaction('readonly')
      if (!tx) return undefined
      return new Promise((resolve) => {
        try {
          const request = tx.objectStore(storeName).get(key)
          request.onsuccess = () => resolve(typeof request.result === 'string' ? request.result : null)
          request.onerror = () => resolve(undefined)
        } catch {
          resolve(undefined)
        }
      })
    },
    set: (key, id) => write((store) => store.put(id, key)),
    forget: (key) => write((store) => store.delete(key)),
    forgetAll: () => write((store) => store.clear()),
  }
}
