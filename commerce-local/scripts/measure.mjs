// Latency and throughput of one request kind, with a few requests in flight at once.
import { performance } from 'node:perf_hooks'

/**
 * Runs `send` `total` times with `concurrency` in flight; every response must satisfy `ok`.
 * Returns p50/p99 in milliseconds and requests per second.
 */
export async function measure(send, { total = 500, concurrency = 4, ok = (r) => r.ok } = {}) {
  const latencies = []
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < total) {
      next += 1
      const t0 = performance.now()
      const response = await send()
      const body = await response.text()
      latencies.push(performance.now() - t0)
      if (!ok(response)) throw new Error(`unexpected ${response.status}: ${body.slice(0, 300)}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return { p50: at(0.5), p99: at(0.99), rps: total / seconds }
}
