// Serves commerce-local in workerd through wrangler's API rather than the `wrangler dev` CLI.
// The CLI always attaches its devtools inspector, and the inspector proxy relays each request's
// debug events to wrangler's Node process, which logs them to a file: that cost more CPU per
// request than the worker itself (order retrieve: 100 vs 220 req/s on two cores). Here the
// inspector is opt-in (COMMERCE_INSPECTOR_PORT), for the times someone wants to attach devtools.
import { unstable_startWorker } from 'wrangler'
import { root } from './local-d1.mjs'

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} options.persistTo the local D1 state
 * @param {Record<string, string>} [options.vars] overrides of wrangler.jsonc's vars
 * @param {number} [options.inspectorPort]
 * @param {boolean} [options.watch] rebuild when a source file changes
 */
export async function serve({ port, persistTo, vars = {}, inspectorPort, watch = false }) {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
  process.env.WRANGLER_SEND_METRICS = 'false'
  return unstable_startWorker({
    config: `${root}/wrangler.jsonc`,
    bindings: Object.fromEntries(
      Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
    ),
    dev: {
      server: { hostname: '127.0.0.1', port },
      inspector: inspectorPort ? { port: inspectorPort } : false,
      persist: persistTo,
      logLevel: 'warn',
      watch,
      liveReload: false,
    },
  })
}

/** `--var NAME:VALUE` pairs, as `wrangler dev` takes them. */
export function varsFromArgs(args) {
  const vars = {}
  args.forEach((arg, i) => {
    if (arg !== '--var') return
    const [name, ...value] = (args[i + 1] ?? '').split(':')
    if (name) vars[name] = value.join(':')
  })
  return vars
}
