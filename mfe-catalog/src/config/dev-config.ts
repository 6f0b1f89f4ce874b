/** What the standalone dev host needs; `scripts/dev.mjs` writes it into the page. */
export interface DevConfig {
  /** commerce-local (or a Commerce Layer organization) origin, for `/oauth/token` and `/api`. */
  readonly commerceUrl: string
  /** The sales-channel client id: public, guest tokens only. */
  readonly clientId: string
}

const defaults: DevConfig = {
  commerceUrl: 'http://localhost:8788',
  clientId: 'commerce-local-sales-channel',
}

const isUrl = (value: unknown): value is string => {
  try {
    return typeof value === 'string' && Boolean(new URL(value))
  } catch {
    return false
  }
}

/** The dev host's configuration, checked once: a bad value falls back to commerce-local's defaults. */
export function readDevConfig(
  source: unknown = (globalThis as { __CATALOG_DEV__?: unknown }).__CATALOG_DEV__,
): DevConfig {
  const raw = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>
  return {
    commerceUrl: isUrl(raw.commerceUrl) ? raw.commerceUrl.replace(/\/+$/, '') : defaults.commerceUrl,
    clientId: typeof raw.clientId === 'string' && raw.clientId ? raw.clientId : defaults.clientId,
  }
}
