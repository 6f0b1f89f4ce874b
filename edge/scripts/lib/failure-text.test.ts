import assert from 'node:assert'
import { describe, expect, it } from 'vitest'
import { failureText } from './failure-text.mjs'

describe('failureText', () => {
  it("prints a script's own error by its message alone", () => {
    expect(failureText(new Error('no version 1.2.3 of catalog'))).toBe('error: no version 1.2.3 of catalog')
    expect(failureText('stopped')).toBe('error: stopped')
  })

  it('prints where a library’s assertion was raised, which its message does not say', () => {
    let thrown: unknown
    try {
      // Source Node cannot show, as in a library's bundle: the message is only `false == true`.
      new Function('assert', 'assert(1 === 2)')(assert)
    } catch (error) {
      thrown = error
    }
    const text = failureText(thrown)
    expect(text).toMatch(/^error: AssertionError \[ERR_ASSERTION\]: false == true\n/)
    expect(text).toMatch(/\n\s+at /)
  })
})
