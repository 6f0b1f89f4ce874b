import { afterEach, describe, expect, it } from 'vitest'
import { createSessionTabs, noOtherTabs, type SessionNews } from './session-tabs'

describe('createSessionTabs', () => {
  const opened: { close(): void }[] = []
  afterEach(() => {
    for (const tabs of opened.splice(0)) tabs.close()
  })

  it('carries a sign-in from one tab to another, and nothing else', async () => {
    const here = createSessionTabs('1.9.0')
    const there = createSessionTabs('1.9.0')
    opened.push(here, there)
    const heard: SessionNews[] = []
    there.listen((news) => heard.push(news))
    here.tell('signed-in')
    await expect.poll(() => heard).toEqual(['signed-in'])
  })

  it('neither tells nor hears beside a cart remote older than the other-tab reason', () => {
    expect(createSessionTabs('1.8.0')).toBe(noOtherTabs)
    const newer = createSessionTabs('2.0.0')
    opened.push(newer)
    expect(newer).not.toBe(noOtherTabs)
  })
})
