// zod/mini: errors are parsed on the page path; see events/channels.ts.
import { z } from 'zod/mini'
import { errorCodes } from './catalogue'

/** Extra facts about an error: values for its message, and the field issues of a refused body. */
export const errorDetailsSchema = z.object({
  /** Interpolation values of the message, e.g. `{ count: 6, p: 'Barolo DOCG' }` for `item_limit_exceeded`. */
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Field issues whose messages are `validation:` keys, as `translateIssue` reads them. */
  issues: z.optional(
    z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
  ),
})

/**
 * The shop's JSON error body: what the edge answers with and the browser parses.
 *
 * @example
 * { "error": { "code": "email_already_registered", "message": "customer email has already been taken" } }
 */
export const shopErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    /** For logs and developers; the UI shows the catalogue's translated message. */
    message: z.optional(z.string()),
    details: z.optional(errorDetailsSchema),
  }),
})

export type ErrorDetails = z.infer<typeof errorDetailsSchema>
export type ShopErrorBody = z.infer<typeof shopErrorBodySchema>
