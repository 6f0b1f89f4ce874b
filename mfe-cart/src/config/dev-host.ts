import { z } from '@storefront/shared/validation'

/**
 * The standalone dev host's settings, from the page's query string (the only place the cart
 * reads its environment): `?api=http://localhost:8788/api&market=it&locale=it`.
 */
const schema = z.object({
  api: z.url().default('http://localhost:8788/api'),
  market: z.string().default('it'),
  country: z.string().length(2).optional(),
  locale: z.enum(['it', 'en', 'de', 'es', 'fr']).optional(),
  clientId: z.string().default('commerce-local-sales-channel'),
})

export type DevHostConfig = z.infer<typeof schema>

export function readDevHostConfig(search: string): DevHostConfig {
  const params = Object.fromEntries(new URLSearchParams(search))
  const parsed = schema.safeParse(params)
  return parsed.success ? parsed.data : schema.parse({})
}
