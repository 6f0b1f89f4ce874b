/**
 * For a journey that spends most of its time waiting in real time (a 20 s token's expiry, a read
 * left to stall): the `waiting` project in playwright.config.ts runs these one at a time on a
 * worker of their own, beside the two that do the rest. Their waits cost a browser next to
 * nothing, and held one of those two for half a minute each.
 *
 * @example test('an expired token is renewed', waits, async ({ page }) => { … })
 */
export const waits = { tag: '@waits' } as const
