import { exposedModules, exposeKey } from '@storefront/shared/contract'
import type { Locale, MarketResolution } from '@storefront/shared/markets'
import { earlyTokenShape } from '@storefront/shared/registry'
import {
  matchScreen,
  remoteOfScreen,
  type Screen,
  skeletonLayoutOf,
  translatePath,
} from '@storefront/shared/routes'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { assetUrl, buildBootstrap } from '../../document/bootstrap'
import { canonicalPageQuery } from '../../document/canonical-page'
import { earlyTokenScript } from '../../document/early-token'
import { apiHints, type Mount, remoteHints, shellHints } from '../../document/hints'
import { withRemoteEntries } from '../../document/manifest'
import { documentMessages } from '../../document/messages'
import { placeholderOf } from '../../document/placeholder'
import { renderPage, renderUnavailable } from '../../document/render'
import { startupErrorHtml, startupErrorStyle, startupWatchScript } from '../../document/startup-error'
import { refusal } from '../../errors'
import { pageSecurityHeaders } from '../../middleware/security-headers'
import { servedVersion } from '../../registry/records'
import { readAllRecords } from '../../registry/store'

// shared's matchScreen decodes path parameters and throws on a malformed escape: no screen.
function screenOf(rest: string, locale: Locale): Screen | null {
  try {
    return matchScreen(rest, locale)
  } catch {
    return null
  }
}

/**
 * Where a path written with another language's words (`/italy/eur/it/product/OIL-01`, a link
 * whose language was changed by hand or a shared one) lives in the page's language, or null.
 */
function localizedPath(market: MarketResolution): string | null {
  const { prefix } = market.context
  const path = translatePath(market.rest, market.context.locale, market.context)
  return path === `${prefix}${market.rest}` ? null : path
}

// The header's mini-cart comes from the cart remote on every page.
const everyPage: readonly Mount[] = [{ app: 'cart', expose: exposeKey(exposedModules.cart.miniCart) }]

// The route's remote mounts its app module, as the shell does (shared/contract).
const mountsOf = (screen: Screen | null): Mount[] => {
  const remote = screen && remoteOfScreen[screen.name]
  return [...(remote ? [{ app: remote, expose: exposeKey(exposedModules[remote].app) }] : []), ...everyPage]
}

/**
 * Every page of the shop: one document, rendered here, in which the shell mounts and routes.
 * A path that matches no screen, or a screen whose remote is not deployed (the shell shows its
 * not-found page for both), still gets the document, with a 404 status. Never cached: each
 * answer carries its own CSP nonce.
 */
export function documentRoutes() {
  const app = new Hono<AppEnv>()
  app.use('*', pageSecurityHeaders())
  app.get('*', async function renderDocument(c) {
    // Files and other paths the market middleware lets through are not pages.
    const market = c.get('market') as MarketResolution | undefined
    if (!market) throw refusal(404, 'not_found')
    const { config } = c.var
    const { locale } = market.context
    const url = new URL(c.req.url)
    const matched = screenOf(`${market.rest}${url.search}`, locale)
    const localized = matched ? null : localizedPath(market)
    if (localized) {
      // As the market redirects: a 301 without an age is kept for good, a day lets a change of
      // route words arrive. The words follow from the path alone, so nothing to vary by.
      c.header('Cache-Control', 'public, max-age=86400')
      return c.redirect(`${localized}${url.search}`, 301)
    }
    const pageQuery = matched ? canonicalPageQuery(url.search, matched) : null
    if (pageQuery !== null) {
      // `?page=0` or `?page=abc` shows the first page: one address per page, so a shared or
      // indexed link names the page it shows. The query alone decides, so nothing to vary by.
      c.header('Cache-Control', 'public, max-age=86400')
      return c.redirect(`${url.pathname}${pageQuery}`, 301)
    }
    const messages = await documentMessages(locale)
    c.header('Cache-Control', 'no-store')
    const records = await withRemoteEntries(c.env.ASSETS, await readAllRecords(c.env.REGISTRY))
    // A shell registered but never promoted is no shell yet: the page says the shop is deploying.
    const shell = servedVersion(records.shell)
    if (!shell?.entry) {
      c.header('Retry-After', '60')
      return c.html(renderUnavailable(locale, messages.title, messages.deploying), 503)
    }
    const origin = config.assetsOrigin ?? url.origin
    const bootstrap = buildBootstrap({
      market,
      records,
      shellContract: shell.contract,
      apiBase: config.apiBase,
      assetsOrigin: origin,
      contact: config.contact,
      searchAttributes: config.searchAttributes,
    })
    // The shell mounts only the remotes the bootstrap names; any other screen is its not-found page.
    const screen = matched && bootstrap.remotes[remoteOfScreen[matched.name]] ? matched : null
    const entryUrl = assetUrl(origin, 'shell', shell.version, shell.entry)
    const [hints, placeholder] = await Promise.all([
      remoteHints({ bucket: c.env.ASSETS, assetsOrigin: origin, records, mounts: mountsOf(screen) }),
      placeholderOf(c.env.ASSETS, shell),
    ])
    const earlyShape = earlyTokenShape(shell.contract)
    const html = renderPage({
      pageOrigin: url.origin,
      lang: locale,
      title: screen ? messages.title : messages.notFoundTitle,
      nonce: c.get('secureHeadersNonce') ?? '',
      bootstrap,
      entryUrl,
      styles: shell.styles.map((path) => assetUrl(origin, 'shell', shell.version, path)),
      hints: [
        ...apiHints(config.apiBase, url.origin),
        { rel: 'modulepreload', href: entryUrl },
        ...shellHints(origin, shell, locale),
        ...hints,
      ],
      ...(earlyShape ? { earlyScript: earlyTokenScript(market.context.record.code, earlyShape) } : {}),
      startupError: {
        html: startupErrorHtml(messages.startupError, `${url.pathname}${url.search}`),
        style: startupErrorStyle,
        script: startupWatchScript(assetUrl(origin, 'shell', shell.version, ''), shell.version),
      },
      ...(placeholder
        ? { placeholder: { html: placeholder, ...(screen ? { layout: skeletonLayoutOf(screen.name) } : {}) } }
        : {}),
      noscript: messages.noscript,
    })
    return c.html(html, screen ? 200 : 404)
  })
  return app
}
