import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.restoreAllMocks())

describe('the validation zod', () => {
  it('builds and runs object schemas without compiling code, which the pages’ CSP forbids', async () => {
    // zod probes for eval with `new Function('')` when its first object schema is made: under the
    // shop's CSP that probe is blocked and reported as a violation from every page with a form.
    const compile = vi.spyOn(globalThis, 'Function')
    const { z } = await import('.')
    const schema = z.object({ message: z.string().max(5) })
    expect(schema.safeParse({ message: 'ciao' }).success).toBe(true)
    expect(schema.safeParse({ message: 'arrivederci' }).success).toBe(false)
    expect(compile).not.toHaveBeenCalled()
    expect(z.config().jitless).toBe(true)
  })
})
