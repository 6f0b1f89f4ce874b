import { join } from 'node:path'
import { parseArgs } from 'node:util'

/** Set by lib/launch.mjs: the scripts run from a bundle elsewhere. */
export const edgeRoot = process.env.STOREFRONT_EDGE_ROOT ?? process.cwd()

/**
 * Where a local stack keeps the edge's registry and files, as scripts/start.mjs puts it: a second
 * stack's `STACK_STATE` moves it, so publishing beside that stack reaches the registry it serves.
 */
export function localState(env: Record<string, string | undefined>): string {
  if (env.EDGE_PERSIST_TO) return env.EDGE_PERSIST_TO
  return env.STACK_STATE ? join(env.STACK_STATE, 'edge') : join(edgeRoot, '.wrangler/state')
}

export interface CommonOptions {
  /** Local storage of `wrangler dev` (Miniflare) or the Cloudflare account through wrangler. */
  target: 'local' | 'remote'
  persistTo: string
  config: string
}

/**
 * Arguments shared by the edge's scripts. `--local` is the default; the Cloudflare account
 * (production) only with `--remote`, said each time: credentials left in a shell's environment
 * once made a routine `npm run publish` go live, promoted, untested.
 */
export function parseCommon(argv: string[], extra: Record<string, { type: 'string' | 'boolean' }> = {}) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      local: { type: 'boolean' },
      remote: { type: 'boolean' },
      'persist-to': { type: 'string' },
      config: { type: 'string' },
      ...extra,
    },
  })
  if (values.local && values.remote) throw new Error('choose --local or --remote, not both')
  const remote = values.remote === true
  const common: CommonOptions = {
    target: remote ? 'remote' : 'local',
    persistTo: String(values['persist-to'] ?? localState(process.env)),
    config: String(values.config ?? join(edgeRoot, 'wrangler.jsonc')),
  }
  return { common, values: values as Record<string, string | boolean | undefined>, positionals }
}
