#!/usr/bin/env node
// Page budgets, printed as figures (not asserted): for the listing and a product page on a
// first visit, the JavaScript transferred (gzip) per app, the longest chain of sequential
// requests before the first product shows, and how many copies of React the page loaded.
// Runs against SHOP_URL (default http://localhost:8787): start the shop first (`npm start`).
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const shop = process.env.SHOP_URL ?? `http://localhost:${process.env.SHOP_PORT ?? 8787}`
const pages = [
  { name: 'listing', path: '/italy/eur/it/prodotti', ready: '[data-testid="product-card"]' },
  {
    name: 'product',
    path: '/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500',
    ready: '[data-testid="price-amount"]',
  },
]
const budgetKb = 150

// Every react-dom copy registers itself with the devtools hook: counting them counts copies.
const countRenderers = () => {
  let id = 0
  window.__reactCopies = 0
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      window.__reactCopies += 1
      this.renderers.set(++id, renderer)
      return id
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
}

function appOf(url) {
  const match = /\/_mf\/([^/]+)\//.exec(new URL(url).pathname)
  return match ? match[1] : new URL(url).host === new URL(shop).host ? 'document' : 'api'
}

async function measure(browser, { path, ready }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(countRenderers)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map()
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    const parentUrl = initiator.url ?? initiator.stack?.callFrames?.[0]?.url
    requests.set(requestId, { url: request.url, type, parentUrl, at: Date.now() })
  })
  await page.goto(`${shop}${path}`)
  await page.waitForSelector(ready, { timeout: 60_000 })
  const visibleAt = Date.now()
  const copies = await page.evaluate(() => window.__reactCopies)
  const seen = [...requests.values()].filter((r) => r.at <= visibleAt)
  // Depth of a request = depth of what started it + 1; the document is one round trip.
  const depthOf = new Map()
  const depth = (r, guard = 0) => {
    if (depthOf.has(r.url)) return depthOf.get(r.url)
    const parent = seen.find((c) => c.url === r.parentUrl)
    const d = parent && guard < 20 && parent !== r ? depth(parent, guard + 1) + 1 : 1
    depthOf.set(r.url, d)
    return d
  }
  const api = seen.filter((r) => appOf(r.url) === 'api' && r.type === 'Fetch')
  const chain = Math.max(0, ...api.map((r) => depth(r)))
  const scripts = seen.filter((r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url))
  const perApp = {}
  for (const script of scripts) {
    const body = await (await fetch(script.url)).arrayBuffer()
    const app = appOf(script.url)
    perApp[app] = (perApp[app] ?? 0) + gzipSync(Buffer.from(body)).length
  }
  await context.close()
  return { perApp, chain, copies }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const target of pages) {
    const { perApp, chain, copies } = await measure(browser, target)
    const total = Object.values(perApp).reduce((a, b) => a + b, 0)
    console.log(`\n${target.name} (${target.path})`)
    for (const [app, bytes] of Object.entries(perApp).sort((a, b) => b[1] - a[1]))
      console.log(`  JS ${app.padEnd(10)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`)
    console.log(`  JS total      ${(total / 1024).toFixed(1).padStart(7)} KB gzip (budget ${budgetKb} KB)`)
    console.log(`  sequential requests before the first product: ${chain} (document → … → API)`)
    console.log(`  copies of React: ${copies}`)
  }
} finally {
  await browser.close()
}
