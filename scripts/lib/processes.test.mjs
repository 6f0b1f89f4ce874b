import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceGroup } from './processes.mjs'

const dir = mkdtempSync(join(tmpdir(), 'services-'))
let group

afterEach(() => group?.stop())

/** A service that notes each start in a file, then runs `body`. */
function service(name, body) {
  const starts = join(dir, `${name}.starts`)
  writeFileSync(starts, '')
  const script = join(dir, `${name}.mjs`)
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs'\nappendFileSync(${JSON.stringify(starts)}, 'x')\n${body}`,
  )
  return { script, startCount: () => readFileSync(starts, 'utf8').length }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('serviceGroup', () => {
  it('starts a service that exits on its own again, then gives up', async () => {
    const onGiveUp = vi.fn()
    const log = vi.fn()
    group = serviceGroup({ onGiveUp, log })
    const crashing = service('crashing', 'process.exit(1)')
    group.start('crashing', process.execPath, [crashing.script], { restarts: 2 })
    await vi.waitFor(() => expect(onGiveUp).toHaveBeenCalledOnce(), { timeout: 10_000 })
    expect(crashing.startCount()).toBe(3)
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '[crashing] stopped (1); starting it again (1 restart left)',
      '[crashing] stopped (1); starting it again (0 restarts left)',
      '[crashing] stopped (1); stopping the shop',
    ])
  })

  it('leaves a service it stopped stopped', async () => {
    const onGiveUp = vi.fn()
    group = serviceGroup({ onGiveUp, log: vi.fn() })
    const steady = service('steady', 'setInterval(() => {}, 1000)')
    group.start('steady', process.execPath, [steady.script])
    await vi.waitFor(() => expect(steady.startCount()).toBe(1), { timeout: 10_000 })
    group.stop()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(steady.startCount()).toBe(1)
    expect(onGiveUp).not.toHaveBeenCalled()
  })

  it("ends what an exited service left running before starting it again (its port's holder)", async () => {
    group = serviceGroup({ onGiveUp: vi.fn(), log: vi.fn() })
    const pids = join(dir, 'left.pids')
    writeFileSync(pids, '')
    // As wrangler's workerd: a child in the service's group, still running when the service exits.
    const leaving = service(
      'leaving',
      `import { spawn } from 'node:child_process'
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
appendFileSync(${JSON.stringify(pids)}, child.pid + '\\n')
setTimeout(() => process.exit(1), 300)`,
    )
    group.start('leaving', process.execPath, [leaving.script], { restarts: 1 })
    await vi.waitFor(() => expect(leaving.startCount()).toBe(2), { timeout: 10_000 })
    const [first] = readFileSync(pids, 'utf8').trim().split('\n').map(Number)
    await vi.waitFor(() => expect(alive(first)).toBe(false), { timeout: 5_000 })
  })
})

describe('stopAll', () => {
  it('ends the process with the code it was given, though nothing else keeps it alive', () => {
    const script = join(dir, 'stop-all.mjs')
    const processes = new URL('./processes.mjs', import.meta.url).pathname
    writeFileSync(script, `import { stopAll } from ${JSON.stringify(processes)}\nstopAll(3)\n`)
    const { status } = spawnSync(process.execPath, [script])
    expect(status).toBe(3)
  })
})
