import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { testWorkers } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    maxWorkers: testWorkers,
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: './src/index.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // Test-only values; upstream calls are stubbed in every unit test.
              bindings: {
                ENVIRONMENT: 'development',
                COMMERCE_API_BASE: 'http://commerce.test/api',
                COMMERCE_AUTH_BASE: 'http://commerce.test',
                SALES_CHANNEL_CLIENT_ID: 'test-sales-channel',
                INTEGRATION_CLIENT_ID: 'test-integration',
                INTEGRATION_CLIENT_SECRET: 'test-integration-secret',
                MAILER: 'outbox',
                MAX_BODY_BYTES: '4096',
                CONTACT_EMAIL: 'care@shop.test',
                CONTACT_PHONE: '+39 055 123 4567',
                CATALOG_SEARCH_ATTRIBUTES: 'name_or_code_or_metadata',
              },
            },
          }),
        ],
        test: { name: 'worker', include: ['src/**/*.test.ts'] },
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
