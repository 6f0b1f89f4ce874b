// npm run bench: starts its own commerce-local (port 18788, separate state), seeds it and
// measures the requests the shop makes most and prints the figures. With `-- --record` it also
// writes them into README.md; recording is opt-in so a run to look at figures leaves the tree clean.
// BENCH_STATE moves the state (e.g. to /dev/shm, to see what the disk's fsyncs cost).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { applyMigrations, root, seed } from './local-d1.mjs'
import { measure } from './measure.mjs'
import { serve } from './serve.mjs'

// Away from the ports the shop's own servers use; BENCH_PORT overrides.
const port = Number(process.env.BENCH_PORT ?? 18788)
const base = `http://127.0.0.1:${port}`
const state = process.env.BENCH_STATE ?? path.join(root, '.wrangler/bench-state')
const jsonApi = 'application/vnd.api+json'
// Enough requests in flight to keep both workerd processes (wrangler's proxy and the worker) busy.
const inFlight = 8

const tokenRequest = () =>
  fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: 'commerce-local-sales-channel',
      scope: 'market:code:it',
    }),
  })

rmSync(state, { recursive: true, force: true })
applyMigrations(state)
await seed(state)

// No source watching: a rebuild in the middle would cut requests short.
const worker = await serve({ port, persistTo: state, vars: { RATE_LIMIT_REQUESTS: '1000000000' } })
try {
  await waitForServer()
  const results = await run()
  report(results)
} finally {
  await worker.dispose()
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${base}/.well-known/jwks.json`)
      if (response.ok && Array.isArray((await response.json()).keys)) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('commerce-local did not start')
}

async function run() {
  const token = (await (await tokenRequest()).json()).access_token
  const call = (url, method = 'GET', data) =>
    fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: jsonApi, 'Content-Type': jsonApi },
      ...(data && { body: JSON.stringify({ data }) }),
    })
  const created = async (url, data) => (await (await call(url, 'POST', data)).json()).data
  const relationship = (type, id) => ({ data: { type, id } })

  const order = await created('/api/orders', { type: 'orders', attributes: { language_code: 'it' } })
  for (const sku_code of ['PASTA-SPAGHETTI-GRAGNANO-500', 'OIL-LEMON-250', 'COFFEE-MOKA-GROUND-250']) {
    await created('/api/line_items', {
      type: 'line_items',
      attributes: { sku_code, quantity: 2 },
      relationships: { order: relationship('orders', order.id) },
    })
  }
  const address = await created('/api/addresses', {
    type: 'addresses',
    attributes: {
      first_name: 'Ada',
      last_name: 'Bench',
      line_1: 'Via Roma 1',
      city: 'Milano',
      zip_code: '20121',
      state_code: 'MI',
      country_code: 'IT',
      phone: '+39 02 000000',
    },
  })
  await call(`/api/orders/${order.id}`, 'PATCH', {
    type: 'orders',
    id: order.id,
    attributes: {
      customer_email: 'bench@example.com',
      _billing_address_clone_id: address.id,
      _shipping_address_same_as_billing: true,
    },
  })
  const include =
    'line_items,shipments,available_payment_methods,payment_method,billing_address,shipping_address'
  // Each run of line item creates gets its own cart, so stock never runs out halfway.
  const addToNewCart = async () => {
    const cart = await created('/api/orders', { type: 'orders', attributes: { language_code: 'it' } })
    return () =>
      call('/api/line_items', 'POST', {
        type: 'line_items',
        attributes: { sku_code: 'PASTA-PACCHERI-500', quantity: 1 },
        relationships: { order: relationship('orders', cart.id) },
      })
  }

  const scenarios = {
    'guest token (POST /oauth/token)': { send: async () => tokenRequest },
    'skus list, 25 with prices and stock': {
      send: async () => () => call('/api/skus?page[size]=25&include=prices,stock_items'),
    },
    'order retrieve with line items, shipments, payment methods, addresses': {
      send: async () => () => call(`/api/orders/${order.id}?include=${include}`),
    },
    'line item create': { send: addToNewCart, total: 100 },
  }
  // Latency with one request at a time (what a shopper waits), throughput with several in
  // flight (what the server sustains): measured together, the p50 would mostly be queueing.
  const results = {}
  for (const [name, { send, total }] of Object.entries(scenarios)) {
    const latency = await measure(await send(), { total, concurrency: 1 })
    const load = await measure(await send(), { total, concurrency: inFlight })
    results[name] = { p50: latency.p50, p99: latency.p99, rps: load.rps }
    const r = results[name]
    console.error(
      `bench: ${name}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${Math.round(r.rps)} req/s`,
    )
  }
  return results
}

function report(results) {
  const rows = Object.entries(results).map(
    ([name, r]) => `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} |`,
  )
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, workerd on loopback (wrangler's API, no inspector); p50/p99 one request at a time, req/s with ${inFlight} in flight; machine load average ${os.loadavg()[0].toFixed(1)} (other engineers' servers and tests share the 2 cores).`,
    '',
    '| request | p50 ms | p99 ms | req/s |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
  console.log(table)
  if (process.argv.includes('--record')) record(table)
}

function record(table) {
  const readme = path.join(root, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const marker = '## Benchmark'
  const head = text.includes(marker) ? text.slice(0, text.indexOf(marker)) : `${text}\n`
  writeFileSync(
    readme,
    `${head}${marker}\n\n\`npm run bench -w @storefront/commerce-local -- --record\`\n\n${table}\n`,
  )
}
