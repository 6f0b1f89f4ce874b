import { type Screen, screenPaths } from '@storefront/shared/routes'

/** A navigation intent's screen, if it names one the shop has and carries its parameters. */
export function screenOfIntent(intent: { name: string } & Record<string, unknown>): Screen | null {
  const segments = screenPaths[intent.name as Screen['name']]
  if (!segments) return null
  const complete = segments.every(
    (segment) => typeof segment === 'string' || ['string', 'number'].includes(typeof intent[segment.param]),
  )
  return complete ? (intent as unknown as Screen) : null
}
