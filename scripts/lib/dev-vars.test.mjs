import { describe, expect, it } from 'vitest'
import { missingSettings } from './dev-vars.mjs'

describe('missingSettings', () => {
  it('returns only the settings the current file lacks, keeping the developer’s own values', () => {
    const example = '# demo\nA=1\nB=two words\n\n# new\nC=3\n'
    expect(missingSettings(example, 'A=mine\nC=also mine\n')).toEqual(['B=two words'])
  })

  it('counts a setting that is present however it is spaced, and never a comment', () => {
    expect(missingSettings('A=1\nB=2\n', '  A = x\r\n# B=commented out\n')).toEqual(['B=2'])
    expect(missingSettings('# only a comment\n', '')).toEqual([])
  })
})
