import { spawn } from 'node:child_process'

/**
 * How many times a service that exits on its own is started again before the shop gives up.
 * `wrangler dev` can exit on a connection its own proxy lost, printing an empty `✘ [ERROR]`
 * (cloudflare/workers-sdk#15317, #15451, open): once in some ten CI runs it took the edge down
 * mid-journeys, and every journey after it failed. Its state is on disk, so a new one carries on;
 * a service that keeps exiting is broken, and the shop stops.
 */
const defaultRestarts = 3

/**
 * Long-running services, each in its own process group (wrangler starts workerd children), with
 * their output prefixed by name. `onGiveUp` runs when one exits more often than it may restart.
 */
export function serviceGroup({ onGiveUp, log = (line) => console.error(line) } = {}) {
  const children = new Set()
  let stopping = false

  function start(name, command, args, { cwd, env, restarts = defaultRestarts } = {}) {
    const prefix = `[${name}] `
    let left = restarts
    const spawnOnce = () => {
      const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      children.add(child)
      relay(child.stdout, process.stdout, prefix)
      relay(child.stderr, process.stderr, prefix)
      child.on('exit', (code, signal) => {
        children.delete(child)
        if (stopping) return
        // Its workerd may outlive it, holding the port the next one needs.
        killGroup(child, 'SIGKILL')
        if (left === 0) {
          log(`${prefix}stopped (${signal ?? code}); stopping the shop`)
          onGiveUp?.()
          return
        }
        left -= 1
        log(
          `${prefix}stopped (${signal ?? code}); starting it again (${left} restart${left === 1 ? '' : 's'} left)`,
        )
        spawnOnce()
      })
    }
    spawnOnce()
  }

  function stop() {
    stopping = true
    for (const child of children) killGroup(child, 'SIGTERM')
  }

  return { start, stop }
}

function relay(stream, target, prefix) {
  let partial = ''
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) target.write(`${prefix + line}\n`)
  })
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {}
}

const services = serviceGroup({ onGiveUp: () => stopAll(1) })

/** Starts a long-running service of the shop (see `serviceGroup`). */
export const startService = services.start

/** Stops every service, then this process. */
export function stopAll(code = 0) {
  services.stop()
  // Set now: the timer is unref'd, and a process with nothing else to do ends before it fires,
  // with 0, the failure it was stopping for lost to whatever ran it.
  process.exitCode = code
  setTimeout(() => process.exit(code), 500).unref()
}

/** Runs a command to completion, with its output inherited; throws when it fails. */
export function runStep(label, command, args, { cwd, env } = {}) {
  console.log(`→ ${label}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code})`)),
    )
  })
}

/** Polls a URL until it answers (any status below 500), or gives up. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      // Each try has its own limit: one request that stalls (a kept-alive socket the server
      // dropped without a word) would otherwise hold the whole wait past its deadline.
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      // Read to the end, so the socket goes back to the pool instead of waiting on the collector.
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
