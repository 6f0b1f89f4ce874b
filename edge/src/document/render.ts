import { shopName } from '@storefront/shared/constants'
import { type Bootstrap, bootstrapElementId, placeholderAttribute } from '@storefront/shared/registry'
import type { SkeletonLayout } from '@storefront/shared/routes'
import { documentMessageStyle } from './document-message-style'
import { faviconPath } from './favicon'

const noscriptClass = 'shop-noscript'

/** A `<link>` the browser should start on before the shell asks for it. */
export type Hint =
  | { readonly rel: 'modulepreload'; readonly href: string }
  | { readonly rel: 'preload'; readonly as: 'script' | 'style'; readonly href: string }
  | { readonly rel: 'preconnect'; readonly href: string }

export interface PageParts {
  /** The page's own origin: a hint for a file of another origin (ASSETS_ORIGIN) asks with CORS. */
  readonly pageOrigin: string
  readonly lang: string
  readonly title: string
  readonly nonce: string
  readonly bootstrap: Bootstrap
  readonly entryUrl: string
  readonly styles: readonly string[]
  readonly hints: readonly Hint[]
  /** Script run first, before stylesheets can hold it up (it starts the token requests). */
  readonly earlyScript?: string
  /** What the page says when the shell cannot start: hidden markup, its style, and its watch. */
  readonly startupError?: { readonly html: string; readonly style: string; readonly script: string }
  /**
   * The shell's own markup for the page until it renders (the header and the screen's skeleton,
   * drawn by its stylesheets), so the first paint is the shop instead of a blank page while its
   * scripts download. `layout` names the screen's skeleton; none on a page no screen matches.
   */
  readonly placeholder?: { readonly html: string; readonly layout?: SkeletonLayout }
  readonly noscript: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text or attribute value made safe for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] as string)
}

/**
 * JSON that cannot end its `<script>` element early: `<` becomes `\u003c`, and the two line
 * separators JSON allows but old JavaScript parsers do not are escaped too.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const isCrossOrigin = (href: string, pageOrigin: string) => {
  try {
    return new URL(href, pageOrigin).origin !== pageOrigin
  } catch {
    return false
  }
}

// A script preload is checked against script-src as a script is: the nonce lets it through from
// an origin the list does not name.
function hintTag(hint: Hint, nonce: string, pageOrigin: string): string {
  const href = escapeHtml(hint.href)
  if (hint.rel === 'modulepreload') return `<link rel="modulepreload" href="${href}" nonce="${nonce}">`
  // The API is called with CORS and no cookies: only an anonymous connection can be reused.
  if (hint.rel === 'preconnect') return `<link rel="preconnect" href="${href}" crossorigin>`
  // The bundler runtime loads another origin's chunks with CORS (`crossOriginLoading`), so their
  // errors reach the page: the preload must ask the same way, or the browser fetches twice.
  const cors = isCrossOrigin(hint.href, pageOrigin) ? ' crossorigin' : ''
  return `<link rel="preload" as="${hint.as}" href="${href}" nonce="${nonce}"${cors}>`
}

// The shop is drawn light only; said in the document too (the shell's stylesheet says it as well),
// so Chromium's automatic dark theme does not invert a page whose stylesheet has not come or
// never comes: the failure page, the page without JavaScript, the first paint.
function head(lang: string, title: string, extra: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="only light">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${faviconPath}" type="image/svg+xml">
${extra}</head>
`
}

// Shown to screen readers would be a page of empty boxes; React replaces it when the shell renders.
function placeholderTag({ html, layout }: NonNullable<PageParts['placeholder']>): string {
  const layoutAttribute = layout ? ` data-layout="${escapeHtml(layout)}"` : ''
  return `<div ${placeholderAttribute}${layoutAttribute} aria-hidden="true">${html.trim()}</div>`
}

/** The shop's document: the shell mounts on `#root` and reads the bootstrap JSON. */
export function renderPage(parts: PageParts): string {
  const nonce = escapeHtml(parts.nonce)
  // An inline script after a stylesheet waits for it: the early script comes before them.
  const early = parts.earlyScript ? [`<script nonce="${nonce}">${parts.earlyScript}</script>`] : []
  const startup = parts.startupError
  // The watch listens before any shell script is asked for, so no failure goes unseen.
  const watch = startup
    ? [
        `<script nonce="${nonce}">${startup.script}</script>`,
        `<style nonce="${nonce}">${startup.style}</style>`,
      ]
    : []
  // Without scripts the shell never replaces its placeholder: the notice stands alone, in the
  // shop's own look, not as a line of bare text in a corner that reads as a broken page. Its
  // style goes in the head, the one place HTML lets a `<noscript>` hold one.
  const hidePlaceholder = parts.placeholder ? `[${placeholderAttribute}]{display:none}` : ''
  const noscriptStyle = `<noscript><style nonce="${nonce}">${hidePlaceholder}${documentMessageStyle(`.${noscriptClass}`)}</style></noscript>`
  const links = [
    ...early,
    ...watch,
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...parts.hints.map((hint) => hintTag(hint, nonce, parts.pageOrigin)),
    noscriptStyle,
  ]
  const noscript = `<div class="${noscriptClass}"><p class="brand">${escapeHtml(shopName)}</p><p>${escapeHtml(parts.noscript)}</p></div>`
  const root = parts.placeholder ? placeholderTag(parts.placeholder) : ''
  return `${head(parts.lang, parts.title, links.map((link) => `${link}\n`).join(''))}<body>
<noscript>${noscript}</noscript>
<div id="root">${root}</div>
${startup ? `${startup.html}\n` : ''}<script type="application/json" id="${bootstrapElementId}" nonce="${nonce}">${inlineJson(parts.bootstrap)}</script>
<script type="module" nonce="${nonce}" src="${escapeHtml(parts.entryUrl)}"></script>
</body>
</html>
`
}

/** The document while no shell version is published: honest, translated, and still valid HTML. */
export function renderUnavailable(lang: string, title: string, message: string): string {
  return `${head(lang, title, '')}<body>
<main><p>${escapeHtml(message)}</p></main>
</body>
</html>
`
}
