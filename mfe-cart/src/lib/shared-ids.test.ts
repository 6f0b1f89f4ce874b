import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSharedIds } from './shared-ids'

const name = 'shared-ids-test'

afterEach(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = resolve
    request.onerror = resolve
  })
})

describe('createSharedIds', () => {
  it('hands what one tab wrote to another as soon as the write resolves', async () => {
    const writing = createSharedIds(name)
    const reading = createSharedIds(name)
    expect(await reading.get('it')).toBeNull()

    await writing.set('it', 'order-1')
    expect(await reading.get('it')).toBe('order-1')
    expect(await reading.get('gb')).toBeNull()

    await writing.forget('it')
    expect(await reading.get('it')).toBeNull()
  })

  it('forgets every id at once', async () => {
    const ids = createSharedIds(name)
    await ids.set('it', 'order-1')
    await ids.set('gb', 'order-2')
    await ids.forgetAll()
    expect([await ids.get('it'), await ids.get('gb')]).toEqual([null, null])
  })

  it('opens again after its database was deleted under it', async () => {
    const ids = createSharedIds(name)
    await ids.set('it', 'order-1')
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve
    })
    expect(await ids.get('it')).toBeNull()
    await ids.set('it', 'order-2')
    expect(await ids.get('it')).toBe('order-2')
  })

  it('answers undefined and writes nothing where there is no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const ids = createSharedIds(name)
    await expect(ids.set('it', 'order-1')).resolves.toBeUndefined()
    expect(await ids.get('it')).toBeUndefined()
  })

  it('answers undefined where IndexedDB refuses to open', async () => {
    const open = vi.fn(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.stubGlobal('indexedDB', { open })
    const ids = createSharedIds(name)
    expect(await ids.get('it')).toBeUndefined()
    await expect(ids.forgetAll()).resolves.toBeUndefined()
  })
})

describe('createSharedIds when opening hangs', () => {
  it('lets local storage decide after a while, and opens again on the next call', async () => {
    vi.useFakeTimers()
    const open = vi.fn(() => ({}) as IDBOpenDBRequest)
    vi.stubGlobal('indexedDB', { open })
    const ids = createSharedIds(name)
    const answer = ids.get('it')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await answer).toBeUndefined()
    void ids.get('it')
    expect(open).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })
})
