import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { testWorkers } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'

/**
 * Test-only values; upstream calls are stubbed in every unit test. Wrangler also reads a
 * developer's `.dev.vars` for these tests, and only what is set here wins over it: every variable
 * `.dev.vars.example` names needs a value here, or a test could pass on one machine and fail on
 * another.
 */
const testBindings: Record<string, string> = {
  ENVIRONMENT: 'development',
  COMMERCE_API_BASE: 'http://commerce.test/api',
  COMMERCE_AUTH_BASE: 'http://commerce.test',
  SALES_CHANNEL_CLIENT_ID: 'test-sales-channel',
  INTEGRATION_CLIENT_ID: 'test-integration',
  INTEGRATION_CLIENT_SECRET: 'test-integration-secret',
  REFRESH_COOKIE_NAME: 'shop_refresh',
  MAILER: 'outbox',
  MAX_BODY_BYTES: '4096',
  CONTACT_EMAIL: 'care@shop.test',
  CONTACT_PHONE: '+39 055 123 4567',
  // Blank, as in wrangler.jsonc: the tests that want a contact give one.
  SECURITY_CONTACT: '',
  CATALOG_SEARCH_ATTRIBUTES: 'name_or_code_or_metadata',
}
const example = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '.dev.vars.example'), 'utf8')
const unheld = [...example.matchAll(/^\s*(\w+)\s*=/gm)].flatMap(([, name]) =>
  name && !(name in testBindings) ? [name] : [],
)
if (unheld.length > 0)
  throw new Error(
    `edge/vitest.config.ts: give the tests a value for ${unheld.join(', ')} (.dev.vars.example names it)`,
  )

export default defineConfig({
  test: {
    maxWorkers: testWorkers,
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: './src/index.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: { bindings: testBindings },
          }),
        ],
        // A workerd per test file cost four times the tests' own time: the files share one per
        // worker, and with it the storage and the rate limiters (testApp gives each app a
        // client address of its own).
        test: { name: 'worker', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // The publishing scripts run in Node against Miniflare's local storage. `npm test` runs
        // them after the worker project, not beside it: Miniflare's synchronous proxy calls
        // (a worker thread woken through Atomics) once lost a reply with both cores busy.
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
