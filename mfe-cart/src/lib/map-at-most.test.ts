import { describe, expect, it } from 'vitest'
import { mapAtMost } from './map-at-most'

/** A call per item that answers only when the test says, counting the calls under way. */
function heldCalls() {
  const open = new Map<number, { answer: () => void; fail: (error: Error) => void }>()
  const started: number[] = []
  let underWay = 0
  let most = 0
  const task = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item)
      underWay += 1
      most = Math.max(most, underWay)
      const settle = () => {
        underWay -= 1
        open.delete(item)
      }
      open.set(item, {
        answer: () => {
          settle()
          resolve(`answer ${item}`)
        },
        fail: (error) => {
          settle()
          reject(error)
        },
      })
    })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { task, open, started, most: () => most, tick }
}

describe('mapAtMost', () => {
  it('has at most the limit of calls under way, starting the next as one ends', async () => {
    const calls = heldCalls()
    const all = mapAtMost([1, 2, 3, 4, 5, 6], 4, calls.task)
    await calls.tick()
    expect(calls.started).toEqual([1, 2, 3, 4])

    calls.open.get(2)?.answer()
    await calls.tick()
    expect(calls.started).toEqual([1, 2, 3, 4, 5])

    while (calls.open.size > 0) {
      for (const call of [...calls.open.values()]) call.answer()
      await calls.tick()
    }
    await all
    expect(calls.most()).toBe(4)
  })

  it('answers in the order of the items, whatever order the calls end in', async () => {
    const calls = heldCalls()
    const all = mapAtMost([1, 2, 3, 4, 5], 2, calls.task)
    for (const item of [2, 1, 4, 3, 5]) {
      await calls.tick()
      calls.open.get(item)?.answer()
    }

    expect(await all).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5'])
  })

  it('rejects with the first failure and starts no call after it', async () => {
    const calls = heldCalls()
    const all = mapAtMost([1, 2, 3, 4, 5, 6], 2, calls.task)
    await calls.tick()
    calls.open.get(1)?.fail(new Error('no stock figure'))
    await expect(all).rejects.toThrow('no stock figure')

    calls.open.get(2)?.answer()
    await calls.tick()
    expect(calls.started).toEqual([1, 2])
  })

  it('answers an empty list at once, and refuses a limit under one', async () => {
    expect(await mapAtMost([], 4, async () => 'never')).toEqual([])
    await expect(mapAtMost([1], 0, async () => 'never')).rejects.toThrow(RangeError)
  })
})
