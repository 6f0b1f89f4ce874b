import { applyD1Migrations, env } from 'cloudflare:test'
import { seedIfEmpty } from '../src/seed'

// Each test file gets its own storage: migrate and seed it before the tests run.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seedIfEmpty(env.DB)
