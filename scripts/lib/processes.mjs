import { spawn } from 'node:child_process'

const children = new Set()

/** Starts a long-running service in its own process group, prefixing its output. */
export function startService(name, command, args, { cwd, env } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  const prefix = `[${name}] `
  const relay = (stream, target) => {
    let partial = ''
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) target.write(`${prefix + line}\n`)
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? code}); stopping the shop`)
      stopAll(1)
    }
  })
  return child
}

let stopping = false

/** Stops every service (whole process groups: wrangler starts workerd children). */
export function stopAll(code = 0) {
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
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
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
