import { z } from 'zod'

type Issue = z.core.$ZodIssue

/**
 * The issues of a union that did not match, replaced by those of the branch the body was
 * shaped for (no unknown keys): `{token, password: '1'}` then speaks of the password, not of
 * the union, and the shared catalogue mapping can name the field.
 */
export function flattenUnionIssues(error: z.ZodError): z.ZodError {
  const flatten = (issues: readonly Issue[]): Issue[] =>
    issues.flatMap((issue) => {
      if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue]
      const branch =
        issue.errors.find((errors) => !errors.some((e) => e.code === 'unrecognized_keys')) ?? issue.errors[0]
      return branch && branch.length > 0 ? flatten(branch) : [issue]
    })
  return new z.ZodError(flatten(error.issues))
}
