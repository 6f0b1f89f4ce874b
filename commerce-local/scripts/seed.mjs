// npm run seed: resets the local database to the demo shop, deterministically.
import { applyMigrations, seed } from './local-d1.mjs'

applyMigrations()
await seed()
console.log('commerce-local: local database reset to the seed')
