import { stripVTControlCharacters } from 'node:util'

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Totals
 */

/**
 * Adds what one runner printed to the run's totals. Vitest prints
 * `Tests  12 passed | 1 failed | 2 skipped (15)`; Playwright prints a line per outcome
 * (`  12 passed (30.1s)`). A flaky test passed on retry. Journeys that did not run (the `alone`
 * project waits for the others, and a failure leaves it unrun) count as skipped: a total that
 * quietly shrinks would read like fewer tests, not like tests that never ran.
 *
 * @param {string} output
 * @param {Totals} totals changed in place
 * @returns {Totals}
 */
export function addTestCounts(output, totals) {
  const plain = stripVTControlCharacters(output)
  for (const line of plain.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line)
    const source = vitest
      ? vitest[1]
      : /^\s+\d+ (passed|failed|skipped|flaky|did not run)\b/.test(line)
        ? line
        : null
    if (!source) continue
    for (const [, n, kind] of source.matchAll(/(\d+) (passed|failed|skipped|flaky|did not run)/g)) {
      if (kind === 'flaky') totals.passed += Number(n)
      else if (kind === 'did not run') totals.skipped += Number(n)
      else totals[kind] += Number(n)
    }
  }
  return totals
}
