#!/usr/bin/env node
// Page budgets, printed as figures (not asserted): for the listing and a product page on a
// first visit, the JavaScript transferred (gzip) per app by the time the page has settled (and how
// much of it came after the first product showed), the longest chain of sequential round trips
// before the first product shows (see lib/request-chain.mjs for what counts as waiting), how
// many copies of React the page loaded and how far its layout shifted while loading; then what
// opening the cart from the listing adds, and how quickly the slow phone answers a shopper's taps.
// Runs against SHOP_URL (default http://localhost:8787): start the shop first (`npm start`).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'
import { median, recordInteractions, timeInteraction } from './lib/interaction-latency.mjs'
import { gzipByPart, parts } from './lib/js-attribution.mjs'
import { longestChain } from './lib/request-chain.mjs'

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

// The page's layout shifts no input caused, added up (Cumulative Layout Shift while loading).
const recordShifts = () => {
  window.__layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
}

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

const bearerOf = (headers) => /^Bearer (.+)$/i.exec(headers.Authorization ?? headers.authorization ?? '')?.[1]

// Where a script on the initiator stack came from: async parents count, they ran first.
function scriptsOf(initiator) {
  const urls = initiator.url ? [initiator.url] : []
  for (let stack = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (frame.url) urls.push(frame.url)
  return [...new Set(urls)]
}

const shortName = (url) => {
  const { pathname } = new URL(url)
  const app = appOf(url)
  return app === 'api' || app === 'document' ? pathname : `${app}:${pathname.split('/').pop()}`
}

async function measure(browser, { path, ready }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(countRenderers)
  await page.addInitScript(recordShifts)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map()
  const bodies = []
  let preflights = 0
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    if (initiator.type === 'preflight') {
      preflights += 1
      return
    }
    requests.set(requestId, {
      id: requestId,
      url: request.url,
      type,
      scripts: scriptsOf(initiator),
      bearer: bearerOf(request.headers),
      at: Date.now(),
    })
  })
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const request = requests.get(requestId)
    if (!request || !['Document', 'Fetch', 'XHR'].includes(request.type)) return
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          request.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body
        })
        .catch(() => {}),
    )
  })
  await page.goto(`${shop}${path}`)
  await page.waitForSelector(ready, { timeout: 60_000 })
  const visibleAt = Date.now()
  const copies = await page.evaluate(() => window.__reactCopies)
  // A first visit is over when the page is quiet: code loaded after the first product counts too.
  await page.waitForLoadState('networkidle')
  await Promise.all(bodies)
  const layoutShift = await page.evaluate(() => window.__layoutShift)
  const all = [...requests.values()]
  const seen = all.filter((r) => r.at <= visibleAt)
  const isData = (r) => appOf(r.url) === 'api' && (r.type === 'Fetch' || r.type === 'XHR')
  const { depth: chain, path: chainPath } = longestChain(seen, isData)
  const perApp = {}
  let later = 0
  const perPart = new Map()
  let unmapped = 0
  let brotliTotal = 0
  const gzipped = new Map()
  for (const script of all.filter((r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url))) {
    if (!gzipped.has(script.url)) gzipped.set(script.url, await weigh(script.url))
    const { bytes, brotli, byPart } = gzipped.get(script.url)
    const app = appOf(script.url)
    perApp[app] = (perApp[app] ?? 0) + bytes
    brotliTotal += brotli
    if (script.at > visibleAt) later += bytes
    if (!byPart) unmapped += bytes
    for (const [part, n] of byPart ?? []) perPart.set(part, (perPart.get(part) ?? 0) + n)
  }
  await context.close()
  return {
    perApp,
    brotliTotal,
    perPart,
    unmapped,
    later,
    chain,
    chainPath: chainPath.map((r) => shortName(r.url)),
    preflights,
    copies,
    layoutShift,
  }
}

/**
 * A script's gzip size, and how it splits by part of the stack when its source map is served.
 * Its brotli size at the highest quality too: what a deploy that uploads files precompressed
 * would send, the least any encoding a browser accepts can weigh.
 */
async function weigh(url) {
  const code = await (await fetch(url)).text()
  const bytes = gzipSync(code).length
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const map = await fetch(`${url}.map`).then((res) => (res.ok ? res.text() : null))
  return { bytes, brotli, byPart: map ? gzipByPart(code, map, bytes) : null }
}

// A mid-range phone on a slow mobile connection, as Lighthouse's mobile profile roughly has it.
const slowPhone = { latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8, cpuSlowdown: 4 }

/**
 * When a first visit on the slow phone paints the shop (first contentful paint) and shows its
 * first product: what the shopper waits for, which the bytes alone do not say.
 */
async function slowPhoneTimes(browser, { path, ready }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowPhone.latency,
      downloadThroughput: slowPhone.download,
      uploadThroughput: slowPhone.upload,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
    await page.goto(`${shop}${path}`, { waitUntil: 'commit' })
    await page.waitForSelector(ready, { timeout: 120_000 })
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      product: performance.now(),
    }))
  } finally {
    await context.close()
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7)

/**
 * The JavaScript the cart page adds to a listing already loaded, per app and per part of the
 * stack: what a shopper's press of the header's cart waits for (no budget in the issue; watched
 * since the cart's validation once brought an IBAN checker and all of zod, 124 KB gzip).
 */
async function measureCartOpening(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${shop}${pages[0].path}`)
  await page.waitForSelector(pages[0].ready, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const scripts = new Set()
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) scripts.add(request.url())
  })
  await page.click('[data-testid="mini-cart"]')
  await page.waitForSelector('[data-testid="cart-empty"]', { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await context.close()
  const perApp = {}
  const perPart = new Map()
  for (const url of scripts) {
    const { bytes, byPart } = await weigh(url)
    perApp[appOf(url)] = (perApp[appOf(url)] ?? 0) + bytes
    for (const [part, n] of byPart ?? []) perPart.set(part, (perPart.get(part) ?? 0) + n)
  }
  return { perApp, perPart, files: scripts.size }
}

// What a shopper taps on the slow phone, in order: a category, a product of it, its add, the cart.
const taps = [
  { name: 'category chip', target: 'nav a[href*="/categorie/"]', settled: '[data-testid="product-card"]' },
  { name: 'product card', target: '[data-testid="product-card"] a', settled: '[data-testid="price-amount"]' },
  {
    name: 'add to cart',
    target: '[data-testid="product"] button[type="submit"]',
    settled: '[data-testid="mini-cart-count"]',
  },
  { name: 'mini-cart', target: '[data-testid="mini-cart"]', settled: '[data-testid="cart-line"]' },
]
const runs = 3

/**
 * Interaction to Next Paint of each tap on the slow phone's CPU (the network at full speed, so
 * the figure is the page's own work): from the tap to the frame that shows its effect, where
 * Google counts 200 ms or less as good. Each run is a first visit in a context of its own.
 */
async function responsiveness(browser) {
  const times = new Map(taps.map(({ name }) => [name, []]))
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
    try {
      await context.addInitScript(recordInteractions)
      const page = await context.newPage()
      await page.goto(`${shop}${pages[0].path}`)
      await page.waitForSelector(pages[0].ready, { timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
      for (const { name, target, settled } of taps) {
        times.get(name).push(await timeInteraction(page, () => page.locator(target).first().tap()))
        await page.waitForSelector(settled, { timeout: 60_000 })
        await page.waitForLoadState('networkidle')
      }
    } finally {
      await context.close()
    }
  }
  return times
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const target of pages) {
    const { perApp, brotliTotal, perPart, unmapped, later, chain, chainPath, ...page } = await measure(
      browser,
      target,
    )
    const total = Object.values(perApp).reduce((a, b) => a + b, 0)
    console.log(`\n${target.name} (${target.path})`)
    for (const [app, bytes] of Object.entries(perApp).sort((a, b) => b[1] - a[1]))
      console.log(`  JS ${app.padEnd(10)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`)
    console.log(`  JS total      ${(total / 1024).toFixed(1).padStart(7)} KB gzip (budget ${budgetKb} KB)`)
    console.log(
      `                ${kb(brotliTotal)} KB brotli at quality 11, were the files uploaded precompressed`,
    )
    console.log('    by part of the stack (shared out by source map):')
    for (const { name } of parts) {
      const bytes = perPart.get(name)
      if (bytes) console.log(`      ${name.padEnd(30)} ${kb(bytes)} KB`)
    }
    if (unmapped) console.log(`      ${'(scripts without a source map)'.padEnd(30)} ${kb(unmapped)} KB`)
    // What the stack's own libraries leave of the budget for the shop's code.
    const stack = parts
      .filter(({ name }) => name !== 'shop code' && name !== 'other libraries')
      .reduce((sum, { name }) => sum + (perPart.get(name) ?? 0), 0)
    console.log(
      `    the stack's libraries: ${(stack / 1024).toFixed(1)} KB, leaving ${((budgetKb * 1024 - stack) / 1024).toFixed(1)} KB of the budget for shop code`,
    )
    console.log(`    of which after the first product showed: ${(later / 1024).toFixed(1)} KB`)
    console.log(`  sequential requests before the first product: ${chain} (budget 3)`)
    console.log(`    ${chainPath.join(' → ')}`)
    if (page.preflights) console.log(`    (the API calls also waited for ${page.preflights} CORS preflights)`)
    console.log(`  copies of React: ${page.copies}`)
    console.log(`  layout shift while loading: ${page.layoutShift.toFixed(4)} (good: 0.1 or less)`)
    const slow = await slowPhoneTimes(browser, target)
    const seconds = (ms) => (ms / 1000).toFixed(1)
    console.log(
      `  on a slow phone (1.6 Mbps, ${slowPhone.latency} ms, CPU ÷${slowPhone.cpuSlowdown}): the shop paints at ${seconds(slow.paint)} s, its first product at ${seconds(slow.product)} s`,
    )
  }
  const cart = await measureCartOpening(browser)
  const cartTotal = Object.values(cart.perApp).reduce((a, b) => a + b, 0)
  console.log(`\ncart, opened from the listing (client-side, empty cart)`)
  for (const [app, bytes] of Object.entries(cart.perApp).sort((a, b) => b[1] - a[1]))
    console.log(`  JS ${app.padEnd(10)} ${kb(bytes)} KB gzip`)
  console.log(`  JS added      ${kb(cartTotal)} KB gzip in ${cart.files} files`)
  for (const { name } of parts) {
    const bytes = cart.perPart.get(name)
    if (bytes) console.log(`      ${name.padEnd(30)} ${kb(bytes)} KB`)
  }
  console.log(
    `\nresponsiveness on the slow phone's CPU (÷${slowPhone.cpuSlowdown}), ${runs} first visits (good: 200 ms or less)`,
  )
  for (const [name, durations] of await responsiveness(browser)) {
    const shown = durations.map((ms) => (ms <= 16 ? '<16' : String(Math.round(ms))))
    console.log(
      `  ${name.padEnd(14)} median ${String(Math.round(median(durations))).padStart(4)} ms  (${shown.join(', ')})`,
    )
  }
} finally {
  await browser.close()
}
