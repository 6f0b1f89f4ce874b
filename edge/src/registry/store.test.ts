import { reset } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { publishFixture, testEnv } from '../testing'
import { forgottenKey, readAllRecords, registryKey } from './store'

beforeEach(() => reset())

describe("the document's records", () => {
  it('do not carry the forgotten versions, which a key of their own holds', async () => {
    const at = (n: number) => ({ publishedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() })
    await publishFixture('cart', 'k0', {}, at(0))
    // Eleven held back: the oldest of them is forgotten.
    for (let n = 1; n <= 11; n++) await publishFixture('cart', `k${n}`, {}, at(n), { promote: false })
    const records = await readAllRecords(testEnv.REGISTRY)
    expect(records.cart?.versions).not.toHaveProperty('k1')
    expect(records.cart).not.toHaveProperty('forgotten')
    expect(await testEnv.REGISTRY.get(registryKey('cart'), 'json')).not.toHaveProperty('forgotten')
    expect(await testEnv.REGISTRY.get(forgottenKey('cart'), 'json')).toEqual([
      { version: 'k1', forgottenAt: '2026-01-01T00:00:00.000Z' },
    ])
  })

  it('drop a forgotten list a record written before it had its own key still holds', async () => {
    const forgotten = [{ version: 'k1', forgottenAt: '2026-01-01T00:00:00.000Z' }]
    const record = { current: 'k0', previous: [], versions: {}, forgotten }
    await testEnv.REGISTRY.put(registryKey('cart'), JSON.stringify(record))
    const records = await readAllRecords(testEnv.REGISTRY)
    expect(records.cart).toMatchObject({ current: 'k0' })
    expect(records.cart).not.toHaveProperty('forgotten')
  })
})
