import {
  type EarlyTokenShape,
  earlyTokenGlobal,
  sessionTokenLock,
  tokenTimeoutMs,
} from '@storefront/shared/registry'
import { inlineJson } from './render'

/**
 * The document's inline script that starts the session's first token request while the shell's
 * code is still loading, and leaves it on `window[earlyTokenGlobal]` for the session to adopt.
 * A preload cannot do it: `/api/token` is a POST. It sends what the registered shell adopts
 * (see `EarlyTokenShape`): a shell that found something else would ask again beside it.
 * Failures are left for the session to see; the no-op catch only keeps an unadopted request
 * from reporting an unhandled rejection. A grant that spends the refresh cookie waits its turn
 * under `sessionTokenLock`, as the shell's own requests do, where the browser has Web Locks, and
 * lets go of it with its answer or after `tokenTimeoutMs`, when the shell asks again.
 */
export function earlyTokenScript(marketCode: string, shape: Exclude<EarlyTokenShape, null>): string {
  const requests =
    shape === 'session'
      ? `{market:m,session:t('session')}`
      : `{market:m,refresh:t('refresh'),guest:t('guest')}`
  const send = `function(g){return fetch('/api/token',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify({grant:g,market:m})})}`
  const inTurn = `function(g){return new Promise(function(ok,no){l.request(${inlineJson(sessionTokenLock)},function(){var p=f(g);p.then(ok,no);return Promise.race([p.catch(function(){}),new Promise(function(r){setTimeout(r,${tokenTimeoutMs})})])}).catch(no)})}`
  return `(function(m){var n=window.navigator,l=n&&n.locks,f=${send},w=${inTurn},t=function(g){var p=l&&g!=='guest'?w(g):f(g);p.catch(function(){});return p};window[${inlineJson(earlyTokenGlobal)}]=${requests}})(${inlineJson(marketCode)})`
}
