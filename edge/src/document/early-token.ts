import { type EarlyTokenShape, earlyTokenGlobal } from '@storefront/shared/registry'
import { inlineJson } from './render'

/**
 * The document's inline script that starts the session's first token request while the shell's
 * code is still loading, and leaves it on `window[earlyTokenGlobal]` for the session to adopt.
 * A preload cannot do it: `/api/token` is a POST. It sends what the registered shell adopts
 * (see `EarlyTokenShape`): a shell that found something else would ask again beside it.
 * Failures are left for the session to see; the no-op catch only keeps an unadopted request
 * from reporting an unhandled rejection.
 */
export function earlyTokenScript(marketCode: string, shape: Exclude<EarlyTokenShape, null>): string {
  const requests =
    shape === 'session'
      ? `{market:m,session:t('session')}`
      : `{market:m,refresh:t('refresh'),guest:t('guest')}`
  return `(function(m){var t=function(g){var p=fetch('/api/token',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify({grant:g,market:m})});p.catch(function(){});return p};window[${inlineJson(earlyTokenGlobal)}]=${requests}})(${inlineJson(marketCode)})`
}
