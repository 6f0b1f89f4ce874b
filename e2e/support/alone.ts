/**
 * For a journey that changes what every other journey sees: it publishes or promotes an app,
 * or sets a product's stock. The journeys run two at a time; these run after all the others,
 * one at a time (the `alone` project in playwright.config.ts).
 *
 * @example test('a new cart version is promoted', alone, async ({ page }) => { … })
 */
export const alone = { tag: '@alone' } as const
