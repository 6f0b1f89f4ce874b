import { searchAttributesPattern } from '@storefront/shared/registry'
import { z } from 'zod'

/** The worker's bindings and variables, as wrangler.jsonc and `.dev.vars` declare them. */
export interface Bindings {
  ASSETS: R2Bucket
  REGISTRY: KVNamespace
  OUTBOX: KVNamespace
  ADMIN_USERS: KVNamespace
  AUTH_LIMITER: RateLimit
  CLIENT_ERRORS_LIMITER: RateLimit
  [variable: string]: unknown
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const configSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'production']).default('production'),
    // Commerce Layer: slug + domain give both bases; explicit bases win (commerce-local).
    COMMERCE_SLUG: optionalText,
    COMMERCE_DOMAIN: z.string().default('commercelayer.io'),
    COMMERCE_API_BASE: z.url().optional(),
    COMMERCE_AUTH_BASE: z.url().optional(),
    SALES_CHANNEL_CLIENT_ID: z.string().min(1),
    INTEGRATION_CLIENT_ID: z.string().min(1),
    INTEGRATION_CLIENT_SECRET: z.string().min(1),
    /**
     * The shop's public address (`https://shop.example`): links the edge mails point there. A
     * request's own Host header is the sender's to choose, so a reset link built from it could
     * carry its token to any host. Development falls back to the request's origin.
     */
    SHOP_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Where `/_mf/*` is served when a CDN origin fronts R2; the page's own origin otherwise. */
    ASSETS_ORIGIN: z.url().optional(),
    /**
     * Where the products' pictures are, separated by spaces or commas: Commerce Layer stores only
     * their URLs (`image_url`), on whatever host the catalog team uses. The CSP allows them.
     */
    IMAGES_ORIGINS: optionalText.pipe(
      z
        .string()
        .transform((list) => list.split(/[\s,]+/).filter(Boolean))
        .pipe(z.array(z.url({ protocol: /^https?$/ })))
        .optional(),
    ),
    REFRESH_COOKIE_NAME: z
      .string()
      .regex(/^[\w-]+$/)
      .default('shop_refresh'),
    MAILER: z.enum(['outbox', 'resend']).default('outbox'),
    MAIL_FROM: z.string().default('Shop <no-reply@example.com>'),
    /** Customer care, shown by the shell's contact card; either may be left out. */
    CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
    CONTACT_PHONE: optionalText.pipe(
      z
        .string()
        .regex(/^\+?[\d\s().-]{6,20}$/, 'a phone number')
        .optional(),
    ),
    /**
     * Where a vulnerability is reported (`mailto:` or `https:`), published in
     * `/.well-known/security.txt`; without it that file is not served.
     */
    SECURITY_CONTACT: optionalText.pipe(z.url({ protocol: /^(mailto|https)$/ }).optional()),
    MAIL_API_KEY: optionalText,
    /**
     * What the catalog's search matches, attributes joined by `_or_`. Commerce Layer documents
     * `metadata` filters by whole keys and values (`_jcont`), so the default searches names and codes;
     * commerce-local also searches `metadata`, where the demo catalog keeps every language's names.
     */
    CATALOG_SEARCH_ATTRIBUTES: z
      .string()
      .trim()
      .regex(searchAttributesPattern, 'attribute names joined by _or_, as name_or_code')
      .default('name_or_code'),
    /** Bodies above this many bytes are refused before parsing. */
    MAX_BODY_BYTES: z.coerce.number().int().positive().default(16_384),
  })
  .transform((env, ctx) => {
    const apiBase =
      env.COMMERCE_API_BASE ??
      (env.COMMERCE_SLUG && `https://${env.COMMERCE_SLUG}.${env.COMMERCE_DOMAIN}/api`)
    const authBase = env.COMMERCE_AUTH_BASE ?? `https://auth.${env.COMMERCE_DOMAIN}`
    if (!apiBase) ctx.addIssue({ code: 'custom', message: 'set COMMERCE_SLUG or COMMERCE_API_BASE' })
    if (!env.SHOP_ORIGIN && env.ENVIRONMENT === 'production')
      ctx.addIssue({ code: 'custom', message: 'set SHOP_ORIGIN, the address mailed links point to' })
    if (env.MAILER === 'resend' && !env.MAIL_API_KEY)
      ctx.addIssue({ code: 'custom', message: 'MAILER=resend needs MAIL_API_KEY' })
    if (env.ENVIRONMENT === 'production')
      for (const message of productionProblems(env, { apiBase, authBase }))
        ctx.addIssue({ code: 'custom', message })
    return {
      environment: env.ENVIRONMENT,
      isDevelopment: env.ENVIRONMENT === 'development',
      apiBase: (apiBase ?? '').replace(/\/$/, ''),
      authBase: authBase.replace(/\/$/, ''),
      salesChannelClientId: env.SALES_CHANNEL_CLIENT_ID,
      integrationClientId: env.INTEGRATION_CLIENT_ID,
      integrationClientSecret: env.INTEGRATION_CLIENT_SECRET,
      shopOrigin: env.SHOP_ORIGIN && new URL(env.SHOP_ORIGIN).origin,
      assetsOrigin: env.ASSETS_ORIGIN?.replace(/\/$/, ''),
      imageOrigins: (env.IMAGES_ORIGINS ?? []).map((url) => new URL(url).origin),
      refreshCookieName: env.REFRESH_COOKIE_NAME,
      mailer: env.MAILER,
      mailFrom: env.MAIL_FROM,
      mailApiKey: env.MAIL_API_KEY,
      contact: { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
      securityContact: env.SECURITY_CONTACT,
      searchAttributes: env.CATALOG_SEARCH_ATTRIBUTES,
      maxBodyBytes: env.MAX_BODY_BYTES,
    }
  })

export type Config = z.output<typeof configSchema>

const isLocalHost = (url: string) => /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(new URL(url).hostname)

/**
 * What a production deployment must not carry over from a local one: every address https and on
 * a real host, the live mailer (the outbox keeps mails where no customer reads them, and its
 * endpoint is development's only), a sender of the shop's own, and Commerce Layer's applications
 * rather than commerce-local's. Each would otherwise serve pages and fail quietly later.
 */
function productionProblems(
  env: { SHOP_ORIGIN?: string; ASSETS_ORIGIN?: string; MAILER: string; MAIL_FROM: string } & Record<
    string,
    unknown
  >,
  bases: { apiBase: string | undefined; authBase: string },
): string[] {
  const addresses = {
    SHOP_ORIGIN: env.SHOP_ORIGIN,
    ASSETS_ORIGIN: env.ASSETS_ORIGIN,
    COMMERCE_API_BASE: bases.apiBase,
    COMMERCE_AUTH_BASE: bases.authBase,
  }
  const problems = Object.entries(addresses).flatMap(([name, url]) =>
    url && (!url.startsWith('https://') || isLocalHost(url))
      ? [`${name} must be an https address on a public host in production, not ${url}`]
      : [],
  )
  if (env.MAILER !== 'resend') problems.push('MAILER must be resend in production: the outbox sends nothing')
  if (/@example\.(com|org|net)\b/.test(env.MAIL_FROM))
    problems.push(`MAIL_FROM must be the shop's own sender in production, not ${env.MAIL_FROM}`)
  for (const name of ['SALES_CHANNEL_CLIENT_ID', 'INTEGRATION_CLIENT_ID'])
    if (String(env[name]).startsWith('commerce-local'))
      problems.push(`${name} is commerce-local's: set the Commerce Layer application's`)
  return problems
}

const cache = new WeakMap<object, Config>()

/**
 * The validated configuration: the only place that reads the environment. Parsed once per
 * `env` object (one per isolate in production), so a misconfiguration fails every request
 * loudly instead of half of them quietly.
 */
export function readConfig(env: Bindings): Config {
  let config = cache.get(env)
  if (!config) {
    const parsed = configSchema.safeParse(env)
    // Every problem by name in the log line: a ZodError's own message is not printed there.
    if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`)
    config = parsed.data
    cache.set(env, config)
  }
  return config
}
