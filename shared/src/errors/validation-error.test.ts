import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { signupSchema } from '../validation/auth'
import { shopErrorBodySchema } from './error-body'
import { shopErrorOfIssues } from './validation-error'

const errorOf = (body: unknown) => shopErrorOfIssues(signupSchema.safeParse(body).error!)

describe('shopErrorOfIssues', () => {
  it('answers missing_parameters when a required field is missing', () => {
    expect(errorOf({ email: 'anna@example.com' }).code).toBe('missing_parameters')
  })

  it('answers missing_parameters when the body is not an object', () => {
    expect(errorOf('hello')).toMatchObject({ code: 'missing_parameters', status: 400 })
  })

  it('answers invalid_email for a malformed e-mail', () => {
    expect(errorOf({ email: 'anna', password: 'segreto' }).code).toBe('invalid_email')
  })

  it('answers invalid_password for a short password', () => {
    expect(errorOf({ email: 'anna@example.com', password: '123' }).code).toBe('invalid_password')
  })

  it('answers reset_link_invalid for a reset token that is no link the shop mailed', () => {
    // The reset branch of changePasswordSchema, as the edge reads a body shaped for it.
    const schema = z.object({ token: z.string().max(256, 'validation:invalid') })
    const error = shopErrorOfIssues(schema.safeParse({ token: 't'.repeat(257) }).error!)
    expect(error.code).toBe('reset_link_invalid')
  })

  it('answers missing_parameters for a wrong field without a code of its own', () => {
    const schema = z.object({ locale: z.enum(['it', 'en'], { error: 'validation:invalid' }) })
    expect(shopErrorOfIssues(schema.safeParse({ locale: 'pt' }).error!).code).toBe('missing_parameters')
  })

  it('sends the issues as details of a valid error body', () => {
    const body = errorOf({ email: 'anna', password: '123' }).toBody()
    expect(body.error.details?.issues).toEqual([
      { path: ['email'], message: 'validation:email' },
      { path: ['password'], message: 'validation:passwordMin?min=6' },
    ])
    expect(shopErrorBodySchema.safeParse(body).success).toBe(true)
  })

  it('leaves symbol keys out of a path, which JSON cannot carry', () => {
    const key = Symbol('hidden')
    const error = new z.ZodError([
      { code: 'custom', path: ['email', key], message: 'validation:email', input: '' },
    ])
    expect(shopErrorOfIssues(error).details?.issues).toEqual([
      { path: ['email'], message: 'validation:email' },
    ])
  })
})
