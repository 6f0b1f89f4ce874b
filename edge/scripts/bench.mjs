#!/usr/bin/env node
// `npm run bench -w @storefront/edge`: the edge under wrangler dev on loopback, with fixture
// apps published to a throw-away state folder. Prints requests per second and p50/p99 for a
// market redirect, a document render and a hashed asset, the document's cost against a static
// file of the same size served in the same run, and the deployable bundle's size.
//   BENCH_PORT (18787), BENCH_REQUESTS (2000 per target), BENCH_CONCURRENCY (8)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const edgeRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = join(edgeRoot, '../node_modules/.bin/wrangler')
// Away from the shop's 8787: the root `npm run bench` measures the running shop's pages after this.
const port = Number(process.env.BENCH_PORT ?? 18787)
const total = Number(process.env.BENCH_REQUESTS ?? 2000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const origin = `http://127.0.0.1:${port}`
const state = mkdtempSync(join(tmpdir(), 'edge-bench-'))
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: edgeRoot, env, stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}\n${output}`)),
    )
  })
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

/** `total` requests, `concurrency` at a time; every answer must have the expected status. */
async function measure(path, status) {
  const timings = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      next++
      const start = performance.now()
      const res = await fetch(`${origin}${path}`, { redirect: 'manual' })
      await res.arrayBuffer()
      timings.push(performance.now() - start)
      if (res.status !== status) throw new Error(`${path} answered ${res.status}, expected ${status}`)
    }
  }
  for (let i = 0; i < 50; i++) await (await fetch(`${origin}${path}`, { redirect: 'manual' })).arrayBuffer()
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]
  return { rps: timings.length / seconds, p50: at(0.5), p99: at(0.99) }
}

const row = (name, r) =>
  `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`

let dev
try {
  if (
    await fetch(`${origin}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`something already answers on ${origin}: stop it or set BENCH_PORT`)
  }
  const fixtures = join(edgeRoot, 'test/fixtures')
  for (const app of ['shell', 'cart']) {
    const dist = join(fixtures, app, 'dist')
    await run('node', [
      'scripts/registry.mjs',
      'publish',
      dist,
      '--version',
      '1.0.0-fixture',
      '--local',
      '--persist-to',
      state,
    ])
  }
  dev = spawn(
    wrangler,
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      '9231',
      '--persist-to',
      state,
      '--log-level',
      'error',
    ],
    {
      cwd: edgeRoot,
      env,
      stdio: 'ignore',
      detached: true,
    },
  )
  await waitFor(`${origin}/healthz`)

  // A static file exactly as large as the document, served from R2 like any asset.
  const page = '/italy/eur/it/carrello'
  const documentSize = (await (await fetch(`${origin}${page}`)).arrayBuffer()).byteLength
  const { Miniflare } = await import('miniflare')
  const mf = new Miniflare({
    modules: true,
    script: 'export default {}',
    r2Buckets: { ASSETS: 'storefront-assets' },
    defaultPersistRoot: join(state, 'v3'),
  })
  const bucket = await mf.getR2Bucket('ASSETS')
  await bucket.put('shell/1.0.0-fixture/static/same-size.0123456789ab.html', 'x'.repeat(documentSize), {
    httpMetadata: { contentType: 'text/html; charset=utf-8' },
  })
  await mf.dispose()

  console.log(`edge bench: ${total} requests per target, ${concurrency} at a time, ${origin}\n`)
  const redirect = await measure('/some/path?x=1', 302)
  console.log(row('market redirect (302)', redirect))
  const documentRun = await measure(page, 200)
  console.log(row(`document render (${documentSize} B)`, documentRun))
  const hashed = await measure('/_mf/cart/1.0.0-fixture/static/remoteEntry.0badc0de.js', 200)
  console.log(row('hashed asset', hashed))
  const staticRun = await measure('/_mf/shell/1.0.0-fixture/static/same-size.0123456789ab.html', 200)
  console.log(row(`static file (${documentSize} B)`, staticRun))
  const ratio = documentRun.p50 / staticRun.p50
  const throughput = staticRun.rps / documentRun.rps
  console.log(
    `\ndocument vs static file of the same size: p50 ${ratio.toFixed(2)}×, throughput ${throughput.toFixed(2)}× (target ≤ 1.5×) ${Math.max(ratio, throughput) <= 1.5 ? 'OK' : 'OVER'}`,
  )

  const outdir = join(state, 'bundle')
  await run(wrangler, ['deploy', '--dry-run', '--outdir', outdir])
  const bundle = readFileSync(join(outdir, 'index.js'))
  const gzip = gzipSync(bundle).byteLength
  console.log(
    `worker bundle: ${(bundle.byteLength / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip (limit 1024 KiB gzip) ${gzip < 1024 * 1024 ? 'OK' : 'OVER'}`,
  )
} finally {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(state, { recursive: true, force: true })
}
