import { describe, expect, it, vi } from 'vitest'
import { fallbackPlugin, isFallbackModule } from './fallback-plugin'

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown

const hookOf = () => fallbackPlugin().errorLoadRemote as unknown as ErrorHook

describe('fallbackPlugin', () => {
  it('turns a failed module load into a fallback module the shell recognises', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = hookOf()({ id: 'catalog/App', error: new Error('offline'), lifecycle: 'onLoad' })
    expect(isFallbackModule(result)).toBe(true)
  })

  it('leaves manifest and request failures to the runtime so they surface at load time', () => {
    expect(hookOf()({ id: 'x', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined()
    expect(hookOf()({ id: 'x', error: new Error('x'), lifecycle: 'beforeRequest' })).toBeUndefined()
  })

  it('does not mistake an ordinary module for the fallback', () => {
    expect(isFallbackModule({ default: () => null })).toBe(false)
    expect(isFallbackModule(null)).toBe(false)
  })
})
