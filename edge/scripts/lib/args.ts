import { join } from 'node:path'
import { parseArgs } from 'node:util'

/** Set by lib/launch.mjs: the scripts run from a bundle elsewhere. */
export const edgeRoot = process.env.STOREFRONT_EDGE_ROOT ?? process.cwd()

export interface CommonOptions {
  /** Local storage of `wrangler dev` (Miniflare) or the Cloudflare account through wrangler. */
  target: 'local' | 'remote'
  persistTo: string
  config: string
}

/**
 * Arguments shared by the edge's scripts. `--local` is the default unless Cloudflare
 * credentials are in the environment (CLOUDFLARE_API_TOKEN), where `--remote` is.
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
  const remote = values.remote === true || (!values.local && !!process.env.CLOUDFLARE_API_TOKEN)
  const common: CommonOptions = {
    target: remote ? 'remote' : 'local',
    persistTo: String(
      values['persist-to'] ?? process.env.EDGE_PERSIST_TO ?? join(edgeRoot, '.wrangler/state'),
    ),
    config: String(values.config ?? join(edgeRoot, 'wrangler.jsonc')),
  }
  return { common, values: values as Record<string, string | boolean | undefined>, positionals }
}
