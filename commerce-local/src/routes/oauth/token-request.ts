import type { Context } from 'hono'
import { z } from 'zod'
import { oauthError } from './oauth-error'

const tokenRequestSchema = z.object({
  grant_type: z.enum(['client_credentials', 'password', 'refresh_token'], {
    error: 'grant_type must be client_credentials, password or refresh_token',
  }),
  client_id: z.string({ error: 'client_id is required' }),
  client_secret: z.string().optional(),
  scope: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
})

export type TokenRequest = z.infer<typeof tokenRequestSchema>

/** The token request as js-auth sends it (JSON) or as OAuth clients send it (form). */
export async function readTokenRequest(c: Context): Promise<TokenRequest> {
  const type = c.req.header('content-type') ?? ''
  let body: unknown
  try {
    body = type.includes('application/x-www-form-urlencoded') ? await c.req.parseBody() : await c.req.json()
  } catch {
    throw oauthError('invalid_request', 'The request body is not valid JSON', 400)
  }
  const parsed = tokenRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const code = issue?.path[0] === 'grant_type' ? 'unsupported_grant_type' : 'invalid_request'
    throw oauthError(code, issue?.message ?? 'Invalid token request', 400)
  }
  return parsed.data
}
