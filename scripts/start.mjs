#!/usr/bin/env node
// `npm start`: the whole shop on this machine. Builds the apps, brings commerce-local up with
// the demo catalog, publishes every app to the edge's local registry (as a team would publish
// its remote) and serves the shop through the edge.
//   --fresh      reset commerce-local to the seed and the edge's local registry first
//   --for-tests  the same stack with short-lived access tokens, so journeys can watch renewals
// A service that exits on its own is started again (scripts/lib/processes.mjs).
// SHOP_PORT (8787), COMMERCE_PORT (8788) and STACK_STATE (the workers' own .wrangler/state)
// move a second stack beside a running one, e.g. the journeys beside a developer's shop.
import { appendFileSync, copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { missingSettings } from './lib/dev-vars.mjs'
import { runStep, startService, stopAll, waitFor } from './lib/processes.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const fresh = process.argv.includes('--fresh')
const forTests = process.argv.includes('--for-tests')
const shopPort = Number(process.env.SHOP_PORT ?? 8787)
const commercePort = Number(process.env.COMMERCE_PORT ?? 8788)
const state = process.env.STACK_STATE
const edgeState = state ? join(state, 'edge') : join(root, 'edge/.wrangler/state')
const commerceUrl = `http://localhost:${commercePort}`
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  EDGE_PERSIST_TO: edgeState,
  COMMERCE_PORT: String(commercePort),
  ...(state ? { COMMERCE_PERSIST_TO: join(state, 'commerce-local') } : {}),
}
const apps = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-checkout', 'mfe-account']

// Journeys watch an access token expire and be renewed: 20 s instead of Commerce Layer's 7200.
const commerceArgs = forTests ? ['--', '--var', 'ACCESS_TOKEN_TTL_SECONDS:20'] : []
const edgeArgs = [
  'wrangler',
  'dev',
  '--port',
  String(shopPort),
  '--inspector-port',
  String(shopPort + 1444),
  '--persist-to',
  edgeState,
  '--var',
  `COMMERCE_API_BASE:${commerceUrl}/api`,
  '--var',
  `COMMERCE_AUTH_BASE:${commerceUrl}`,
  // Files named by their localhost URL: a page opened at localhost loads them from its own origin,
  // as most shops do, and one opened at 127.0.0.1 from another, as behind a CDN (a journey).
  ...(forTests ? ['--var', `ASSETS_ORIGIN:http://localhost:${shopPort}`] : []),
]

async function scriptsOf(dir) {
  try {
    return JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')).scripts ?? {}
  } catch {
    return null
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))

// Local workers read their settings from .dev.vars (kept out of git): a fresh clone starts from
// the documented examples, which hold only commerce-local's demo credentials. A setting added to
// an example later is appended to an older .dev.vars, which would otherwise run on its default.
for (const worker of ['edge', 'commerce-local']) {
  const example = join(root, worker, '.dev.vars.example')
  const vars = join(root, worker, '.dev.vars')
  if (!existsSync(example)) continue
  if (!existsSync(vars)) {
    copyFileSync(example, vars)
    continue
  }
  const missing = missingSettings(readFileSync(example, 'utf8'), readFileSync(vars, 'utf8'))
  if (missing.length > 0) {
    appendFileSync(vars, `\n${missing.join('\n')}\n`)
    console.log(`  ${worker}/.dev.vars: added ${missing.map((line) => line.split('=')[0]).join(', ')}`)
  }
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
    rmSync(edgeState, { recursive: true, force: true })
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
  await waitFor(`${commerceUrl}/.well-known/jwks.json`)
  startService('edge', 'npx', edgeArgs, { cwd: join(root, 'edge'), env })
  await waitFor(`http://localhost:${shopPort}/healthz`)
  console.log(
    `\n  The shop is ready: http://localhost:${shopPort}\n  (commerce-local: ${commerceUrl}; Ctrl+C stops both)\n`,
  )
} catch (error) {
  console.error(`\n${error.message}`)
  stopAll(1)
}
