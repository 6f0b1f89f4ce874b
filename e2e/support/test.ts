import { test as base } from '@playwright/test'
import { waitFor } from '../../scripts/lib/processes.mjs'
import { commerceUrl, shopUrl } from './stack'

export { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

/**
 * Playwright's `test`, made to start only once the stack answers. `wrangler dev` can exit on
 * a dropped connection (cloudflare/workers-sdk#15317); start.mjs then starts it again, which
 * takes seconds. A journey's retry begins at once, so without this wait it met the same
 * refused port as the attempt that failed, and a journey failed on the restart, not the shop.
 */
export const test = base.extend<{ stackAnswering: undefined }>({
  stackAnswering: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const started = Date.now()
      await Promise.all([
        waitFor(`${shopUrl}/healthz`, 60_000),
        waitFor(`${commerceUrl}/.well-known/jwks.json`, 60_000),
      ])
      const waited = Date.now() - started
      if (waited > 1_000) console.log(`[journeys] the stack answered again after ${waited} ms`)
      await use(undefined)
    },
    { auto: true },
  ],
})
