import { describe, expect, it } from 'vitest'
import { corsScriptPlugin } from './cors-script-plugin'

const createScript = (url: string, attrs: Record<string, string> = {}) =>
  corsScriptPlugin('https://shop.example').createScript?.({ url, attrs } as never)

describe('corsScriptPlugin', () => {
  it('loads a remote entry from another origin with CORS, keeping the attributes asked for', () => {
    const script = createScript('https://cdn.example/_mf/catalog/1.1.0/remoteEntry.js', {
      fetchpriority: 'high',
    })
    expect(script).toBeInstanceOf(HTMLScriptElement)
    expect((script as HTMLScriptElement).crossOrigin).toBe('anonymous')
    expect((script as HTMLScriptElement).getAttribute('fetchpriority')).toBe('high')
  })

  it("leaves an entry from the page's own origin to the runtime", () => {
    expect(createScript('https://shop.example/_mf/catalog/1.1.0/remoteEntry.js')).toBeUndefined()
    expect(createScript('/_mf/catalog/1.1.0/remoteEntry.js')).toBeUndefined()
  })
})
