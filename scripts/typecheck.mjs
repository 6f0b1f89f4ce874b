#!/usr/bin/env node
// `npm run typecheck`: every workspace's TypeScript project and the journeys'. tsc uses one core,
// so the projects run side by side, as many as the machine has cores; each one's output is
// printed whole when it ends, so two projects' errors never interleave.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = join(root, 'node_modules', '.bin', 'tsc')
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const projects = [
  ...workspaces.filter((workspace) => {
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'))
    return Boolean(manifest.scripts?.typecheck)
  }),
  'e2e',
]

/** @param {string} project */
function check(project) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', join(project, 'tsconfig.json')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString()
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`${code === 0 ? '✓' : '✗'} ${project} (${seconds} s)`)
      if (output.trim()) console.log(output.trimEnd())
      resolve(code === 0)
    })
  })
}

const queue = [...projects]
const failed = []
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed.push(project)
    }
  }),
)
if (failed.length) {
  console.error(`type errors in: ${failed.join(', ')}`)
  process.exit(1)
}
