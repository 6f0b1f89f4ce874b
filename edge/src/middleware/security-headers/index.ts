import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

import type { AppEnv } from '../../app-env'
import { cspReportsPath } from '../../routes/csp-reports'

// The document's own scripts carry the nonce; the remote entries and chunks Module Federation
// inserts come from the page's origin or the assets' (listed with it below). No 'strict-dynamic':
// it would let any script on the page load more from anywhere (a compromised dependency, a tag
// added later), unlisted and unreported. Neither 'unsafe-inline' nor 'unsafe-eval' is needed.
// The checkout adds its payment provider's script origins when it comes.
const scriptSrc = [NONCE, "'self'"]

// Card and PayPal fields of the checkout run in the payment provider's frames.
const paymentOrigins = [
  'https://*.braintreegateway.com',
  'https://*.braintree-api.com',
  'https://*.paypal.com',
]

/** HSTS, also on the redirects a first visit meets before any page (`market-redirect`). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

const common: SecureHeadersOptions = {
  strictTransportSecurity,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: false,
    microphone: false,
    geolocation: false,
    usb: false,
    payment: ['self'],
  },
}

/** The commerce API's origin: the browser calls it directly, so the CSP must allow it. */
function apiOrigin(c: Context): string {
  return new URL((c as Context<AppEnv>).var.config.apiBase).origin
}

/** Where the products' pictures are (IMAGES_ORIGINS): Commerce Layer keeps only their URLs. */
function imageOrigins(c: Context): string {
  return (c as Context<AppEnv>).var.config.imageOrigins.join(' ')
}

/**
 * A CDN's origin when ASSETS_ORIGIN names one: the apps' scripts, stylesheets, pictures and fonts
 * come from there. Nothing where they come from the page's own origin, which 'self' covers (an
 * empty source leaves only a space in the header).
 */
function assetsOrigin(c: Context): string {
  const configured = (c as Context<AppEnv>).var.config.assetsOrigin
  return configured ? new URL(configured).origin : ''
}

/**
 * Headers of every HTML document: a strict CSP whose nonce is created per request (read it
 * with `c.get('secureHeadersNonce')`), HSTS, no framing, no sniffing, a tight referrer.
 */
export function pageSecurityHeaders() {
  return secureHeaders({
    ...common,
    // PayPal's checkout opens a popup that must be able to report back to the page.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [...scriptSrc, assetsOrigin],
      styleSrc: ["'self'", NONCE, assetsOrigin],
      connectSrc: ["'self'", apiOrigin, ...paymentOrigins],
      imgSrc: ["'self'", 'data:', apiOrigin, assetsOrigin, imageOrigins],
      fontSrc: ["'self'", assetsOrigin],
      frameSrc: paymentOrigins,
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // CSP Level 2's report-uri, not the Reporting API's report-to: every engine sends it, and
      // at once. Given report-to as well, Chromium would use that alone, in batches a minute late.
      reportUri: cspReportsPath,
    },
  })
}

/** Headers of JSON answers: nothing to render, so nothing may be framed or sniffed. */
export function apiSecurityHeaders() {
  return secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  })
}

/** Headers of versioned assets: remotes may be loaded from another origin, so CORP must allow it. */
export function assetSecurityHeaders() {
  return secureHeaders({ ...common, crossOriginResourcePolicy: 'cross-origin' })
}

const baseline: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': strictTransportSecurity,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/**
 * The least every answer carries, set only where the route's own headers left it out: the
 * health check, robots.txt, the favicon and the 404 or 405 no route answered had none. Pages,
 * the API and the published files keep their own (a page's CSP is not this one).
 */
export function baselineSecurityHeaders(): MiddlewareHandler {
  return async function addBaselineHeaders(c, next) {
    await next()
    for (const [name, value] of Object.entries(baseline))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  }
}
