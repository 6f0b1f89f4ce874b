// npm run dev: migrate, seed an empty database, then serve on http://localhost:8788
// (COMMERCE_PORT, COMMERCE_INSPECTOR_PORT and COMMERCE_PERSIST_TO move it).
import { spawn } from 'node:child_process'
import { applyMigrations, persistTo, recordCount, root, seed } from './local-d1.mjs'

applyMigrations()
if (recordCount() === 0) await seed()

const child = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--port',
    process.env.COMMERCE_PORT ?? '8788',
    '--persist-to',
    persistTo,
    '--inspector-port',
    process.env.COMMERCE_INSPECTOR_PORT ?? '9230',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
