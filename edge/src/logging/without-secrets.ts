import { withoutAddresses } from '.'

// A JWT (`eyJ…` header, payload, signature), a `token=`-like parameter's value, and any long run
// of base64 or hex with a digit in it: the shapes a session, reset or API token takes. A run
// stops at `/` and `.`, so a published file's path (`/_mf/catalog/2f0c1a9b3d4e/470.ab12cd34.js`)
// stays readable.
const jwt = /eyJ[\w-]*\.[\w-]+(?:\.[\w-]+)?/g
// Any name ending so (`client_secret`, `api_key`, `reset_token`), as a parameter or a JSON field.
const secretName = '[\\w-]*(?:token|secret|password|key|code)'
const secretParameter = new RegExp(`(${secretName})=[^\\s&#"']+`, 'gi')
const secretField = new RegExp(`("${secretName}"\\s*:\\s*")[^"]*"`, 'gi')
const bearer = /\b(Bearer)\s+[^\s"',;]+/gi
// An address written into a URL (`ada%40example.com`), which `withoutAddresses` does not see.
const encodedAddress = /[^\s@<>"'`%/?&=]+%40[^\s<>"'`/?&]+/gi
const longRun = /[A-Za-z0-9+_=-]{32,}/g

/**
 * Text a browser sent, as the log may keep it: e-mail addresses and anything shaped like a token
 * taken out. A page's error message can quote a URL or a value it was handed.
 *
 * @example withoutSecrets('fetch /x?token=abc failed for ada@example.com') // 'fetch /x?token=[token] failed for [e-mail]'
 */
export function withoutSecrets(text: string): string {
  return withoutAddresses(text)
    .replace(encodedAddress, '[e-mail]')
    .replace(jwt, '[token]')
    .replace(bearer, '$1 [token]')
    .replace(secretField, '$1[token]"')
    .replace(secretParameter, '$1=[token]')
    .replace(longRun, (run) => (/\d/.test(run) ? '[token]' : run))
}
