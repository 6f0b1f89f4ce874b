import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { testWorkers } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'
import { referencePath, summaryOfReference, summaryPath } from './scripts/reference-summary.mjs'

const root = import.meta.dirname

// workerd cannot read the host's files: migrations and the summary of Commerce Layer's reference
// are handed to the tests here. The summary is committed, as the reference (../shared) is never
// copied into the repository: a clone on its own still runs every test.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'))
  const summary = await readFile(summaryPath, 'utf8')
  // Where the reference is at hand, a summary older than it fails a test rather than pass on old facts.
  const referenceSummaryIsCurrent = existsSync(referencePath)
    ? (await summaryOfReference()) === summary
    : null
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
      provide: { reference: JSON.parse(summary), referenceSummaryIsCurrent },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }
})
