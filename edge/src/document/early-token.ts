import { earlyTokenGlobal } from '@storefront/shared/registry'
import { inlineJson } from './render'

/**
 * The document's inline script that starts the session's first token requests (refresh cookie
 * and guest, as the shell's session does on start) while the shell's code is still loading, and
 * leaves them on `window[earlyTokenGlobal]` for the session to adopt. A preload cannot do it:
 * `/api/token` is a POST. Failures are left for the session to see; the no-op catch only keeps
 * an unadopted request from reporting an unhandled rejection.
 */
export function earlyTokenScript(marketCode: string): string {
  return `(function(m){var t=function(g){var p=fetch('/api/token',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify({grant:g,market:m})});p.catch(function(){});return p};window[${inlineJson(earlyTokenGlobal)}]={market:m,refresh:t('refresh'),guest:t('guest')}})(${inlineJson(marketCode)})`
}
