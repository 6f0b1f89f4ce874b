import { describe, expect, it, vi } from 'vitest'
import { resendOnce } from './resend-once'

describe('resendOnce', () => {
  it('sends a creation once more when the first got no answer at all', async () => {
    const create = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('order')
    await expect(resendOnce(create)).resolves.toBe('order')
    expect(create).toHaveBeenCalledTimes(2)
  })

  // An answered refusal would be refused again: only a request that got no answer is resent.
  it('does not send again a creation the API answered with a refusal', async () => {
    const refused = Object.assign(new Error('refused'), { status: 422 })
    const create = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce('order')
    await expect(resendOnce(create)).rejects.toBe(refused)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('sends it only once more: a second dropped connection is the answer', async () => {
    const dropped = new TypeError('Failed to fetch')
    const create = vi.fn<() => Promise<string>>().mockRejectedValue(dropped)
    await expect(resendOnce(create)).rejects.toBe(dropped)
    expect(create).toHaveBeenCalledTimes(2)
  })
})
