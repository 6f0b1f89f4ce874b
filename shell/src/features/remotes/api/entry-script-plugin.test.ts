import { describe, expect, it } from 'vitest'
import { entryScriptPlugin, entryTimeoutMs } from './entry-script-plugin'

interface ScriptAnswer {
  script: HTMLScriptElement
  timeout: number
}

/** One page's plugin: it counts the asks for each entry. */
const scriptsOf =
  (plugin = entryScriptPlugin('https://shop.example')) =>
  (url: string, attrs: Record<string, string> = {}) =>
    plugin.createScript?.({ url, attrs } as never) as unknown as ScriptAnswer

const createScript = (url: string, attrs: Record<string, string> = {}) => scriptsOf()(url, attrs)

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

  it('leaves the first ask for an entry to the runtime’s own URL, which the document preloaded', () => {
    // An empty src is the runtime's cue to set the URL it was given.
    expect(createScript('/_mf/catalog/1.1.0/remoteEntry.js').script.getAttribute('src')).toBeNull()
  })

  it('asks again for an entry with a fresh request, so a stalled first one cannot hold the retry', () => {
    const load = scriptsOf()
    const entry = 'https://cdn.example/_mf/catalog/1.1.0/remoteEntry.js'
    load(entry)
    const second = load(entry).script
    expect(second.src).toBe(`${entry}?attempt=2`)
    expect(second.crossOrigin).toBe('anonymous')
    expect(load(entry).script.src).toBe(`${entry}?attempt=3`)
    // Another remote's entry is its own first ask.
    expect(load('https://cdn.example/_mf/cart/2.0.0/remoteEntry.js').script.getAttribute('src')).toBeNull()
  })

  it('asks again for an entry of its own origin at its own origin', () => {
    const load = scriptsOf()
    load('/_mf/cart/2.0.0/remoteEntry.js')
    expect(load('/_mf/cart/2.0.0/remoteEntry.js').script.src).toBe(
      'https://shop.example/_mf/cart/2.0.0/remoteEntry.js?attempt=2',
    )
  })
})
