import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { servedVersion } from '../../registry/records'
import { readRecord } from '../../registry/store'

type CheckStatus = 'ok' | 'failed' | 'missing' | 'unknown'

/**
 * `GET /readyz`: whether this edge can serve the shop, not only run (`/healthz`): the registry
 * binding answers and a shell version with an entry script is promoted. 503 with each check's status otherwise. It
 * reads one KV key and calls nothing upstream: a probe that asked Commerce Layer would spend its
 * token budget and mark every location down when that one service is.
 */
export async function readiness(c: Context<AppEnv>) {
  const checks: { registry: CheckStatus; shell: CheckStatus } = { registry: 'ok', shell: 'unknown' }
  try {
    const shell = await readRecord(c.env.REGISTRY, 'shell')
    // As the document reads it: a shell promoted without an entry script serves "deploying".
    checks.shell = servedVersion(shell)?.entry ? 'ok' : 'missing'
  } catch (error) {
    console.error({ event: 'readiness_failed', check: 'registry', error: String(error) })
    checks.registry = 'failed'
  }
  const ready = checks.registry === 'ok' && checks.shell === 'ok'
  return c.json({ ok: ready, checks }, ready ? 200 : 503, { 'Cache-Control': 'no-store' })
}
