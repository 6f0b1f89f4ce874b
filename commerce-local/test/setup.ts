import { applyD1Migrations, env } from 'cloudflare:test'
import { applySeed } from '../src/seed'

// Test files share one workerd and its storage (`isolate: false`): each starts from the demo
// shop, whatever the file before it ordered, cancelled or counted.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await applySeed(env.DB)
