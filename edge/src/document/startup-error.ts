import { shopName } from '@storefront/shared/constants'
import { type ClientErrorReport, clientErrorLimits, clientErrorsPath } from '@storefront/shared/errors'
import { placeholderAttribute, shellStartLimitMs, startupErrorElementId } from '@storefront/shared/registry'
import { documentMessageStyle } from './document-message-style'
import { escapeHtml, inlineJson } from './render'

/** The words of the document's own error message, in the page's language. */
export interface StartupErrorWords {
  readonly title: string
  readonly text: string
  readonly retry: string
}

/**
 * The message a visitor sees when the shell cannot start: its entry or a chunk it starts with
 * failed to load (a dropped connection, a blocked host, a bad deploy), so neither React nor a
 * dictionary is there to say anything and the page would stay blank. Hidden until then; the
 * retry is a link to the same page, which works without any script.
 */
export function startupErrorHtml(words: StartupErrorWords, retryHref: string): string {
  return `<div id="${startupErrorElementId}" role="alert" hidden>
<p class="brand">${escapeHtml(shopName)}</p>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.text)}</p>
<a href="${escapeHtml(retryHref)}">${escapeHtml(words.retry)}</a>
</div>`
}

// The shell's stylesheet may be what failed: the message brings the little styling it needs.
export const startupErrorStyle = `${documentMessageStyle(`#${startupErrorElementId}`)}#${startupErrorElementId}[hidden]{display:none}`

/**
 * The inline script that shows the message while nothing of the shell is mounted yet: when a
 * script of the shell (under `shellBase`) fails to load or throws, or when the shell has not
 * rendered within `shellStartLimitMs` (a stalled connection raises no error). A page opened in a
 * background tab, which the browser may slow or freeze, is given the limit again once it shows:
 * only a shopper who waited sees the message, and only a real stall is reported. It reports the
 * first of these once to the edge (`shell-start`): the whole shop is down for this shopper.
 * Errors after the shell has rendered are the shell's own to show and report; a failed preload
 * alone is not one (the script may still load). Until the shell renders, `#root` holds only the
 * shell's placeholder, which the message replaces; if the shell renders after all (a stall that
 * ended, a failed file it could do without), the message gives way to it, whatever the shell's
 * version, and a second report (`shell-late`) says when: the log then tells the shoppers who got
 * the shop after a long wait from those who never did.
 */
export function startupWatchScript(shellBase: string, shellVersion: string): string {
  const report: Omit<ClientErrorReport, 'kind' | 'message' | 'path'> = {
    app: 'shell',
    version: shellVersion,
  }
  const stalled = `the shell had not rendered after ${shellStartLimitMs / 1000} s`
  return `(function(b,id,p,o,a){function n(k,w){if(navigator.sendBeacon)try{o.kind=k;o.message=w.slice(0,${clientErrorLimits.message});o.path=location.pathname.slice(0,${clientErrorLimits.path});navigator.sendBeacon(p,new Blob([JSON.stringify(o)],{type:'application/json'}))}catch(x){}}function s(w){var r=document.getElementById('root'),m=document.getElementById(id),c=r&&r.firstElementChild;if(!m||(c&&!c.hasAttribute(a)))return;if(m.hidden)n('shell-start',w);var O=window.MutationObserver;if(m.hidden&&r&&O){var q=new O(function(){if(r.firstElementChild){m.hidden=true;q.disconnect();n('shell-late','the shell rendered '+Math.round(performance.now()/1e3)+' s after the page started')}});q.observe(r,{childList:true})}if(c)c.remove();m.hidden=false}addEventListener('error',function(e){var t=e.target,u=e.filename||(t&&t.tagName==='SCRIPT'&&t.src)||'';if(u.indexOf(b)===0)s(e.message||'could not load '+u)},true);function l(){if(document.visibilityState!=='hidden')return s(${inlineJson(stalled)});document.addEventListener('visibilitychange',function v(){document.removeEventListener('visibilitychange',v);setTimeout(l,${shellStartLimitMs})})}setTimeout(l,${shellStartLimitMs})})(${inlineJson(shellBase)},${inlineJson(startupErrorElementId)},${inlineJson(clientErrorsPath)},${inlineJson(report)},${inlineJson(placeholderAttribute)})`
}
