import { describe, expect, it } from 'vitest'
import { createTaskQueue } from './task-queue'

describe('createTaskQueue', () => {
  it('runs tasks one after another even when an earlier one fails', async () => {
    const queue = createTaskQueue()
    const order: string[] = []
    const slow = queue.enqueue(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('slow')
      throw new Error('boom')
    })
    const fast = queue.enqueue(async () => {
      order.push('fast')
      return 'done'
    })
    await expect(slow).rejects.toThrow('boom')
    await expect(fast).resolves.toBe('done')
    expect(order).toEqual(['slow', 'fast'])
  })
})
