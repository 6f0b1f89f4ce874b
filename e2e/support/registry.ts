import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

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

// The temporary folders go when the test worker does: a test publishes from one after the build.
const workspaces: string[] = []
process.once('exit', () => {
  for (const folder of workspaces) rmSync(folder, { recursive: true, force: true })
})

/** A source file's new text, from its text in the repository. */
export type SourceChange = (text: string) => string

// Installed packages and build output: the copy takes the sources alone.
const skipped = new Set(['node_modules', 'dist', '.wrangler'])

/**
 * Builds an app, as its team's CI would, from a copy of its sources and `shared/` in a temporary
 * workspace, with extra environment and `changes` (paths from the repository's root) applied to the
 * copy; returns the built folder. The repository's files stay as they are: the stack's
 * `wrangler dev` watches `shared/`, and a change there reloaded the edge mid-journey, where a
 * request queued over the reload stalled until the journey timed out.
 */
export function buildApp(
  workspace: string,
  env: Record<string, string>,
  changes: Readonly<Record<string, SourceChange>> = {},
): string {
  const copy = mkdtempSync(join(tmpdir(), `${workspace}-src-`))
  workspaces.push(copy)
  for (const folder of ['shared', workspace])
    cpSync(join(root, folder), join(copy, folder), {
      recursive: true,
      filter: (source) => !skipped.has(basename(source)),
    })
  cpSync(join(root, 'package.json'), join(copy, 'package.json'))
  // The installed packages are the repository's; the workspace links point at the copy.
  mkdirSync(join(copy, 'node_modules', '@storefront'), { recursive: true })
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '@storefront')
      symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry))
  for (const folder of ['shared', workspace]) {
    symlinkSync(join('..', '..', folder), join(copy, 'node_modules', '@storefront', folder))
    // Packages a workspace holds for itself (mfe-cart's form resolvers).
    const own = join(root, folder, 'node_modules')
    if (existsSync(own)) symlinkSync(own, join(copy, folder, 'node_modules'))
  }
  for (const [path, change] of Object.entries(changes)) {
    const file = join(copy, path)
    writeFileSync(file, change(readFileSync(file, 'utf8')))
  }
  execFileSync('npm', ['run', 'build'], {
    cwd: join(copy, workspace),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return join(copy, workspace, 'dist')
}

/**
 * A copy of the build the stack published for `workspace`, for a test that changes only what
 * the build declares: a copy takes a moment, a build a quarter of a minute.
 */
export function copyOfBuild(workspace: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${workspace}-dist-`))
  workspaces.push(copy)
  cpSync(join(root, workspace, 'dist'), copy, { recursive: true })
  return copy
}

/** Rewrites the contract a built app declares, as a remote built against another `shared/` would. */
export function declareContract(dist: string, contract: string): void {
  const file = join(dist, 'shop-app.json')
  const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...meta, contract }))
}
