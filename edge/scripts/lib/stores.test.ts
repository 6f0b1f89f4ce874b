import { describe, expect, it, vi } from 'vitest'
import { retryTransient } from './stores'

const failingOnce = (message: string) => {
  const call = vi.fn<() => Promise<string>>()
  call.mockRejectedValueOnce(new Error(message)).mockResolvedValue('read')
  return call
}

describe('retryTransient', () => {
  it.each([
    'Network connection lost.',
    'SQLITE_BUSY: database is locked',
    // How workerd reports the lock it met itself; the SQLITE_BUSY is only in its log.
    'internal error; reference = krdm2fg7s6b5v0o5no17f4rv',
  ])('repeats a call that failed with "%s"', async (message) => {
    const call = failingOnce(message)
    await expect(retryTransient(call)).resolves.toBe('read')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('gives up after its attempts, with the last error', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('SQLITE_BUSY: first attempt'))
      .mockRejectedValue(new Error('SQLITE_BUSY: last attempt'))
    await expect(retryTransient(call, 2)).rejects.toThrow('SQLITE_BUSY: last attempt')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('does not repeat any other failure', async () => {
    const call = failingOnce('no such bucket')
    await expect(retryTransient(call)).rejects.toThrow('no such bucket')
    expect(call).toHaveBeenCalledTimes(1)
  })
})
