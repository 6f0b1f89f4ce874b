import { describe, expect, it } from 'vitest'
import { addTestCounts } from './test-totals.mjs'

const zero = () => ({ passed: 0, failed: 0, skipped: 0 })

describe('addTestCounts', () => {
  it("reads vitest's summary line", () => {
    const output = ' Test Files  3 passed (3)\n      Tests  12 passed | 1 failed | 2 skipped (15)\n'
    expect(addTestCounts(output, zero())).toEqual({ passed: 12, failed: 1, skipped: 2 })
  })

  it("reads playwright's lines, counting a flaky journey as passed", () => {
    const output = [
      '  1 failed',
      '    [journeys] › e2e/x.spec.ts:3:1 › y',
      '  2 flaky',
      '  80 passed (5.1m)',
    ].join('\n')
    expect(addTestCounts(output, zero())).toEqual({ passed: 82, failed: 1, skipped: 0 })
  })

  it('counts journeys that never ran after a failure as skipped, not as nothing', () => {
    const output = '  1 failed\n  9 did not run\n  87 passed (8.0m)\n'
    expect(addTestCounts(output, zero())).toEqual({ passed: 87, failed: 1, skipped: 9 })
  })

  it('ignores colours and adds to what earlier steps counted', () => {
    const totals = { passed: 5, failed: 0, skipped: 1 }
    addTestCounts('\u001b[32m  3 passed\u001b[39m (1.0s)\n', totals)
    expect(totals).toEqual({ passed: 8, failed: 0, skipped: 1 })
  })

  it('does not count test names that happen to contain the words', () => {
    expect(addTestCounts('  ✓ e2e/cart.spec.ts › 2 passed items stay\n', zero())).toEqual(zero())
  })
})
