import type { z } from 'zod'
import { issueMessage } from '../validation/messages'
import type { ErrorCode } from './catalogue'
import type { ErrorDetails } from './error-body'
import { ShopError } from './shop-error'

// The auth endpoints' fields that have a code of their own when they are wrong. A reset link's
// token that does not fit was never one the shop mailed: the shopper is told to ask again.
const fieldCodes: Record<string, ErrorCode> = {
  email: 'invalid_email',
  password: 'invalid_password',
  token: 'reset_link_invalid',
}

/**
 * The ShopError an endpoint answers with when its body fails a schema: `missing_parameters`
 * when something required is missing, else the code of the first wrong field (`invalid_email`,
 * `invalid_password`), else `missing_parameters`. The issues travel as details, so the browser
 * can put each message under its field with `translateIssue`.
 *
 * @example
 * const body = signupSchema.safeParse(await c.req.json())
 * if (!body.success) throw shopErrorOfIssues(body.error)
 */
export function shopErrorOfIssues(error: z.ZodError): ShopError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }))
  const missing = error.issues.some(
    (issue) => issue.code === 'invalid_type' || issue.message === issueMessage('required'),
  )
  const field = issues.map((issue) => fieldCodes[String(issue.path[0])]).find((code) => code !== undefined)
  const code = missing || !field ? 'missing_parameters' : field
  const details: ErrorDetails = { issues }
  return new ShopError(code, { message: 'The request body is not valid', details })
}
