import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs'

const port = Number(process.env.SHOP_PORT ?? 8787)

/**
 * Journeys across the composed remotes, in Debian's Chromium, against the stack `npm start`
 * runs (commerce-local + edge + the published apps). Two run at a time: many spend their time
 * waiting (a token's expiry, a stalled request), and each opens its own browser context, so its
 * own guest and cart. Those tagged `@alone` (e2e/support/alone.ts) change what the others see
 * (the served versions, a product's stock), so they run afterwards, one at a time.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording a trace of every journey, kept only for failures, cost a third of the run's time
    // (22 journeys: 122 s with it, 84 s without). A failure's retry records one; locally, where
    // nothing is retried, `--trace on` does.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', grepInvert: /@alone/ },
    // A dependency that fails leaves these unrun: the run has failed by then anyway.
    { name: 'alone', grep: /@alone/, workers: 1, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs --fresh --for-tests',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // start.mjs runs each service in its own process group and stops them all on SIGTERM; the
    // default (SIGKILL to start.mjs's group) would leave wrangler and workerd running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
