import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDispatchDay } from './use-dispatch-day'

describe('useDispatchDay', () => {
  afterEach(() => vi.useRealTimers())

  it('turns to the next day when midnight passes in Rome, not in the browser’s own zone', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T22:59:30Z') })
    const { result } = renderHook(() => useDispatchDay())
    expect(result.current).toBe('2026-11-22')

    await act(() => vi.advanceTimersByTimeAsync(60_000))

    expect(result.current).toBe('2026-11-23')
  })
})
