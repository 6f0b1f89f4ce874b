/**
 * For a journey that spends most of its time waiting in real time (a token's 20 s life to run
 * out, a stalled request's time limit) rather than working the browser. These run beside the
 * others in a slot of their own (the `waiting` project in playwright.config.ts): asleep, they
 * would otherwise hold one of the two working slots for half a minute each.
 *
 * @example test('an expired token is renewed', waits, async ({ page }) => { … })
 */
export const waits = { tag: '@waits' } as const
