import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(__dirname, '..', '..')

/** Runs the edge's registry command, as a team deploying its remote would. */
export function registry(...args: string[]): string {
  return execFileSync('node', ['edge/scripts/registry.mjs', ...args, '--local'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // The same local registry the stack under test serves (see scripts/start.mjs).
      ...(process.env.STACK_STATE ? { EDGE_PERSIST_TO: join(process.env.STACK_STATE, 'edge') } : {}),
    },
  })
}

/** The version an app serves now, read from `registry list`. */
export function servedVersion(app: string): string {
  const line = registry('list', app)
    .split('\n')
    .find((l) => l.startsWith(`${app}: serving `))
  const version = line?.match(/serving (\S+?);/)?.[1]
  if (!version) throw new Error(`${app} is not published`)
  return version
}

/** Builds an app with extra environment into a temporary folder and returns the folder. */
export function buildApp(workspace: string, env: Record<string, string>): string {
  execFileSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const copy = mkdtempSync(join(tmpdir(), `${workspace}-`))
  cpSync(join(root, workspace, 'dist'), copy, { recursive: true })
  return copy
}

/** Rewrites the contract a built app declares, as a remote built against another `shared/` would. */
export function declareContract(dist: string, contract: string): void {
  const file = join(dist, 'shop-app.json')
  const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...meta, contract }))
}
