import { afterEach, describe, expect, it, vi } from 'vitest'
import { withCrossTabLock } from './cross-tab-lock'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function stubLocks() {
  const request = vi.fn((_name: string, _options: { signal?: AbortSignal }, task: () => Promise<unknown>) =>
    task(),
  )
  vi.stubGlobal('navigator', { locks: { request } })
  return request
}

describe('withCrossTabLock', () => {
  it('holds the named lock while the task runs, giving up after a while', async () => {
    const request = stubLocks()
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    await expect(withCrossTabLock('storefront:cart:it', async () => 'done')).resolves.toBe('done')
    expect(request).toHaveBeenCalledWith('storefront:cart:it', expect.anything(), expect.any(Function))
    // The wait is bounded: the lock is asked for with a signal that times out after a finite limit.
    const [limitMs] = timeout.mock.calls[0] ?? []
    expect(limitMs).toBeGreaterThan(0)
    expect(Number.isFinite(limitMs)).toBe(true)
    expect(request.mock.calls[0]?.[1].signal).toBe(timeout.mock.results[0]?.value)
  })

  it('still locks where AbortSignal.timeout is missing (Safari 15.4–15.6), without a limit', async () => {
    const request = stubLocks()
    vi.stubGlobal('AbortSignal', { ...AbortSignal, timeout: undefined })
    await expect(withCrossTabLock('storefront:cart:it', async () => 1)).resolves.toBe(1)
    expect(request.mock.calls[0]?.[1]).toEqual({})
  })

  it('runs the task unguarded where there are no Web Locks', async () => {
    vi.stubGlobal('navigator', {})
    await expect(withCrossTabLock('storefront:cart:it', async () => 'alone')).resolves.toBe('alone')
  })
})
