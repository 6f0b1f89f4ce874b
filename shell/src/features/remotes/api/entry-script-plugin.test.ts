import { describe, expect, it } from 'vitest'
import { entryScriptPlugin, entryTimeoutMs } from './entry-script-plugin'

const createScript = (url: string, attrs: Record<string, string> = {}) =>
  entryScriptPlugin('https://shop.example').createScript?.({ url, attrs } as never) as unknown as {
    script: HTMLScriptElement
    timeout: number
  }

describe('entryScriptPlugin', () => {
  it('loads a remote entry from another origin with CORS, keeping the attributes asked for', () => {
    const { script } = createScript('https://cdn.example/_mf/catalog/1.1.0/remoteEntry.js', {
      fetchpriority: 'high',
    })
    expect(script).toBeInstanceOf(HTMLScriptElement)
    expect(script.crossOrigin).toBe('anonymous')
    expect(script.getAttribute('fetchpriority')).toBe('high')
  })

  it("loads an entry from the page's own origin without CORS", () => {
    expect(
      createScript('https://shop.example/_mf/catalog/1.1.0/remoteEntry.js').script.hasAttribute(
        'crossorigin',
      ),
    ).toBe(false)
    expect(createScript('/_mf/catalog/1.1.0/remoteEntry.js').script.hasAttribute('crossorigin')).toBe(false)
  })

  it('gives every entry a time limit well under the runtime’s 20 s', () => {
    expect(createScript('/_mf/cart/1.0.0/remoteEntry.js').timeout).toBe(entryTimeoutMs)
    expect(entryTimeoutMs).toBeLessThan(20_000)
  })
})
