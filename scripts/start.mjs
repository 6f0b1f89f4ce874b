#!/usr/bin/env node
// `npm start`: the whole shop on this machine. Builds the apps, brings commerce-local up with
// the demo catalog, publishes every app to the edge's local registry (as a team would publish
// its remote) and serves the shop through the edge.
//   --fresh      reset commerce-local to the seed and the edge's local registry first
//   --for-tests  the same stack with short-lived access tokens, so journeys can watch renewals
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runStep, startService, stopAll, waitFor } from './lib/processes.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const fresh = process.argv.includes('--fresh')
// Journeys watch an access token expire and be renewed: 20 s instead of Commerce Layer's 7200.
const commerceArgs = process.argv.includes('--for-tests')
  ? ['--', '--var', 'ACCESS_TOKEN_TTL_SECONDS:20']
  : []
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
const apps = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-checkout', 'mfe-account']

async function scriptsOf(dir) {
  try {
    return JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')).scripts ?? {}
  } catch {
    return null
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))

// Local workers read their settings from .dev.vars (kept out of git): a fresh clone starts from
// the documented examples, which hold only commerce-local's demo credentials.
for (const worker of ['edge', 'commerce-local']) {
  const example = join(root, worker, '.dev.vars.example')
  const vars = join(root, worker, '.dev.vars')
  if (existsSync(example) && !existsSync(vars)) copyFileSync(example, vars)
}

try {
  const present = []
  for (const app of apps) if ((await scriptsOf(app))?.build) present.push(app)
  for (const app of present)
    await runStep(`build ${app}`, 'npm', ['run', 'build', '-w', app], { cwd: root, env })

  if (fresh) {
    await runStep('reset commerce-local to the seed', 'npm', ['run', 'seed', '-w', 'commerce-local'], {
      cwd: root,
      env,
    })
    rmSync(join(root, 'edge/.wrangler/state'), { recursive: true, force: true })
  }
  for (const app of present) {
    await runStep(
      `publish ${app}`,
      'node',
      ['edge/scripts/registry.mjs', 'publish', `${app}/dist`, '--local'],
      {
        cwd: root,
        env,
      },
    )
  }

  startService('commerce-local', 'npm', ['run', 'dev', '-w', 'commerce-local', ...commerceArgs], {
    cwd: root,
    env,
  })
  await waitFor('http://localhost:8788/.well-known/jwks.json')
  startService('edge', 'npm', ['run', 'dev', '-w', 'edge'], { cwd: root, env })
  await waitFor('http://localhost:8787/healthz')
  console.log(
    '\n  The shop is ready: http://localhost:8787\n  (commerce-local: http://localhost:8788; Ctrl+C stops both)\n',
  )
} catch (error) {
  console.error(`\n${error.message}`)
  stopAll(1)
}
