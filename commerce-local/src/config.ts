import { z } from 'zod'

/** The worker's bindings, as wrangler.jsonc declares them. */
export interface Bindings {
  DB: D1Database
  ORGANIZATION_SLUG?: string
  ORGANIZATION_ID?: string
  ISSUER?: string
  ACCESS_TOKEN_TTL_SECONDS?: string
  REFRESH_TOKEN_TTL_SECONDS?: string
  RATE_LIMIT_REQUESTS?: string
  RATE_LIMIT_WINDOW_SECONDS?: string
}

const configSchema = z.object({
  ORGANIZATION_SLUG: z.string().default('demo-store'),
  ORGANIZATION_ID: z.string().default('orgDemoStore'),
  ISSUER: z.url().default('https://auth.commercelayer.io'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(1_209_600),
  RATE_LIMIT_REQUESTS: z.coerce.number().int().positive().default(1000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(10),
})

export type Config = z.infer<typeof configSchema>

const cache = new WeakMap<object, Config>()

/** The validated configuration; the only place that reads the environment. */
export function readConfig(env: Bindings): Config {
  let config = cache.get(env)
  if (!config) {
    config = configSchema.parse(env)
    cache.set(env, config)
  }
  return config
}
