// Helpers for the local D1 database that `wrangler dev` uses (.wrangler/state).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { importSource } from './import-source.mjs'

export const root = path.resolve(import.meta.dirname, '..')
// COMMERCE_PERSIST_TO lets a second stack (the journeys beside a developer's) keep its own data.
export const persistTo = process.env.COMMERCE_PERSIST_TO ?? path.join(root, '.wrangler/state')
const database = 'commerce-local'
const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

export function wrangler(args, options = {}) {
  return execFileSync('npx', ['wrangler', ...args], {
    cwd: root,
    env: wranglerEnv,
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  })
}

export function applyMigrations(state = persistTo) {
  wrangler(['d1', 'migrations', 'apply', database, '--local', '--persist-to', state], { capture: true })
}

export function recordCount(state = persistTo) {
  const output = wrangler(
    [
      'd1',
      'execute',
      database,
      '--local',
      '--persist-to',
      state,
      '--json',
      '--command',
      'SELECT count(*) AS n FROM records',
    ],
    { capture: true },
  )
  return JSON.parse(output)[0]?.results?.[0]?.n ?? 0
}

/** Builds the seed from src/seed (the same code the tests seed with) and loads it. */
export async function seed(state = persistTo) {
  const { seedSqlScript } = await importSource({ entry: path.join(root, 'src/seed/sql-script.ts') })
  const file = path.join(root, '.wrangler/seed.sql')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, await seedSqlScript())
  wrangler(['d1', 'execute', database, '--local', '--persist-to', state, '--yes', '--file', file], {
    capture: true,
  })
}
