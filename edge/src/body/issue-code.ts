import type { z } from 'zod'

const passwordFields = new Set(['password', 'oldPassword', 'confirmPassword'])

function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.message.startsWith('validation:required')) return true
  return issue.code === 'invalid_type' && /received undefined/.test(issue.message)
}

/**
 * The catalogue code a client sees for a refused body: a missing field first (the form is
 * incomplete), then the e-mail, then the password; anything else is a missing parameter too,
 * since the client did not send what the endpoint expects.
 */
export function codeOfIssues(issues: readonly z.core.$ZodIssue[]): string {
  if (issues.some(isMissing)) return 'missing_parameters'
  const fields = issues.map((issue) => String(issue.path[0] ?? ''))
  if (fields.includes('email')) return 'invalid_email'
  if (fields.some((field) => passwordFields.has(field))) return 'invalid_password'
  return 'missing_parameters'
}
