import type { z } from 'zod'

type Issue = z.core.$ZodIssue

const passwordFields = new Set(['password', 'oldPassword', 'confirmPassword'])

function isMissing(issue: Issue): boolean {
  if (issue.message.startsWith('validation:required')) return true
  return issue.code === 'invalid_type' && /received undefined/.test(issue.message)
}

/**
 * The issues of a union that did not match: those of the branch the body was shaped for
 * (no unknown keys), so `{token, password: '1'}` speaks of the password, not of the union.
 */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue]
    const branch =
      issue.errors.find((errors) => !errors.some((e) => e.code === 'unrecognized_keys')) ?? issue.errors[0]
    return branch && branch.length > 0 ? flatten(branch) : [issue]
  })
}

/**
 * The catalogue code a client sees for a refused body: a missing field first (the form is
 * incomplete), then the e-mail, then the password; anything else is a missing parameter too,
 * since the client did not send what the endpoint expects.
 */
export function codeOfIssues(issues: readonly Issue[]): string {
  const flat = flatten(issues)
  if (flat.some(isMissing)) return 'missing_parameters'
  const fields = flat.map((issue) => String(issue.path[0] ?? ''))
  if (fields.includes('email')) return 'invalid_email'
  if (fields.some((field) => passwordFields.has(field))) return 'invalid_password'
  return 'missing_parameters'
}
