import { type EarlyTokenShape, earlyTokenGlobal, sessionTokenLock } from '@storefront/shared/registry'
import { inlineJson } from './render'

/**
 * The document's inline script that starts the session's first token request while the shell's
 * code is still loading, and leaves it on `window[earlyTokenGlobal]` for the session to adopt.
 * A preload cannot do it: `/api/token` is a POST. It sends what the registered shell adopts
 * (see `EarlyTokenShape`): a shell that found something else would ask again beside it.
 * Failures are left for the session to see; the no-op catch only keeps an unadopted request
 * from reporting an unhandled rejection. A grant that spends the refresh cookie waits its turn
 * under `sessionTokenLock`, as the shell's own requests do, where the browser has Web Locks.
 */
export function earlyTokenScript(marketCode: string, shape: Exclude<EarlyTokenShape, null>): string {
  const requests =
    shape === 'session'
      ? `{market:m,session:t('session')}`
      : `{market:m,refresh:t('refresh'),guest:t('guest')}`
  return `(function(m){var n=window.navigator,l=n&&n.locks,t=function(g){var f=function(){return fetch('/api/token',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify({grant:g,market:m})})},p=l&&g!=='guest'?l.request(${inlineJson(sessionTokenLock)},f):f();p.catch(function(){});return p};window[${inlineJson(earlyTokenGlobal)}]=${requests}})(${inlineJson(marketCode)})`
}
