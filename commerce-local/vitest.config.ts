import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { testWorkers } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'
import { referenceSummary } from './test/reference-summary.ts'

const root = import.meta.dirname

// workerd cannot read the host's files: migrations and the Commerce Layer reference
// (../shared/commercelayer, never copied into the repository) are handed to the tests here.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'))
  const referencePath = path.join(root, '../../shared/commercelayer/resources.json')
  const reference = referenceSummary(JSON.parse(await readFile(referencePath, 'utf8')))
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, RATE_LIMIT_REQUESTS: '1000000' },
        },
      }),
    ],
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      maxWorkers: testWorkers,
      // A workerd per test file cost 2.7 s of start-up each, twice the tests' own time; files
      // share one per worker instead, and the setup puts the seed back before each file.
      isolate: false,
      provide: { reference },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }
})
