/**
 * For a journey that spends most of its time asleep, waiting out a token's life: it runs in
 * the `waiting` project (playwright.config.ts), on a slot of its own beside the two that share
 * the machine's cores, so its sleep holds up no other journey.
 *
 * @example test('an expired token is renewed', waits, async ({ page }) => { … })
 */
export const waits = { tag: '@waits' } as const
