#!/usr/bin/env node
// The README's test command: typecheck, lint, every workspace's tests, then the journeys in
// Chromium. Each step's output streams through; the closing lines add up what the runners
// counted and how long each step took, so a reader (or CI) sees at once how many tests ran and
// where the run's time goes (CI has 20 minutes).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './lib/chromium.mjs'
import { waitFor } from './lib/processes.mjs'
import { addTestCounts } from './lib/test-totals.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0' }
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
const durations = []

/** Runs a command, streaming its output, and returns what it printed. */
function run(label, command, args, options = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    const tee = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk
        target.write(chunk)
      })
    tee(child.stdout, process.stdout)
    tee(child.stderr, process.stderr)
    child.on('close', (code) => {
      if (code !== 0) failures.push(label)
      durations.push(`${label} ${Math.round((performance.now() - started) / 1000)} s`)
      resolve(output)
    })
  })
}

const count = (output) => addTestCounts(output, totals)

/**
 * The edge's live suite (token grants, cookie rotation, sign-up and reset against the real
 * API) runs when a commerce-local answers on 8788: one is up for the edge's step only, so the
 * journeys' own stack finds the port free afterwards.
 */
async function withCommerceLocal(task) {
  // One already up (a developer's `npm start`) is used as the journeys reuse it: a second could
  // not bind the port, and the wait for it to free would wait for a server it did not start.
  const running = await fetch('http://localhost:8788/.well-known/jwks.json').then(
    (answer) => answer.ok,
    () => false,
  )
  if (running) {
    console.log('edge: using the commerce-local already answering on 8788')
    return task()
  }
  const server = spawn('npm', ['run', 'dev', '-w', 'commerce-local'], {
    cwd: root,
    env,
    detached: true,
    stdio: 'ignore',
  })
  const closed = new Promise((resolve) => server.on('close', resolve))
  try {
    await waitFor('http://localhost:8788/.well-known/jwks.json', 180_000)
    return await task()
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    await closed
    // workerd may hold the port a moment longer than wrangler lives.
    for (let i = 0; i < 40; i++) {
      const free = await fetch('http://localhost:8788/').then(
        () => false,
        () => true,
      )
      if (free) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
await run('typecheck', 'npm', ['run', 'typecheck'])
await run('lint', 'npm', ['run', 'lint'])
count(
  await run("the root scripts' helpers", 'npx', ['vitest', 'run', '--config', 'scripts/vitest.config.mjs']),
)
for (const workspace of pkg.workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'))
  if (!manifest.scripts?.test) continue
  const step = () => run(`tests of ${workspace}`, 'npm', ['test', '-w', workspace])
  count(await (workspace === 'edge' ? withCommerceLocal(step) : step()))
}
if (existsSync(join(root, 'e2e')) && existsSync(join(root, 'playwright.config.ts'))) {
  await ensureChromium()
  count(await run('journeys in Chromium', 'npx', ['playwright', 'test']))
}

console.log('')
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`)
console.log(`time by step: ${durations.join(', ')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failures.length || totals.failed ? 1 : 0)
