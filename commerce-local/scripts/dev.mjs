// npm run dev: migrate, seed an empty database, then serve on http://localhost:8788, rebuilding
// on source changes. COMMERCE_PORT and COMMERCE_PERSIST_TO move it; COMMERCE_INSPECTOR_PORT
// attaches devtools; `-- --var NAME:VALUE` overrides a var (as with `wrangler dev`).
import { applyMigrations, persistTo, recordCount, seed } from './local-d1.mjs'
import { serve, varsFromArgs } from './serve.mjs'

applyMigrations()
if (recordCount() === 0) await seed()

const port = Number(process.env.COMMERCE_PORT ?? 8788)
const inspectorPort = process.env.COMMERCE_INSPECTOR_PORT
const worker = await serve({
  port,
  persistTo,
  vars: varsFromArgs(process.argv.slice(2)),
  ...(inspectorPort && { inspectorPort: Number(inspectorPort) }),
  watch: true,
})
await worker.ready
console.log(`commerce-local: http://localhost:${port}`)

async function stop() {
  await worker.dispose()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
