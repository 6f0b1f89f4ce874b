import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { changePasswordSchema, resetPasswordSchema, signupSchema } from './auth'

describe('signupSchema', () => {
  it('accepts e-mail and password, with optional metadata and consent', () => {
    expect(signupSchema.parse({ email: 'anna@example.com', password: 'segreto' })).toEqual({
      email: 'anna@example.com',
      password: 'segreto',
    })
    const full = {
      email: 'anna@example.com',
      password: 'segreto',
      metadata: { source: 'checkout' },
      subscribeConsent: true,
    }
    expect(signupSchema.parse(full)).toEqual(full)
  })

  it('refuses a short password and a malformed e-mail', () => {
    const messages = signupSchema
      .safeParse({ email: 'anna', password: '123' })
      .error?.issues.map((i) => i.message)
    expect(messages).toEqual(['validation:email', 'validation:passwordMin?min=6'])
  })

  it('takes short texts, flags and numbers as metadata, and refuses long, nested or many', () => {
    const signup = (metadata: unknown) =>
      signupSchema.safeParse({ email: 'anna@example.com', password: 'segreto', metadata })
    expect(signup({ firstName: 'Anna', lastName: 'Bianchi', marketing: false, age: 30 }).success).toBe(true)
    expect(signup({ firstName: 'A'.repeat(101) }).error?.issues[0]).toMatchObject({
      path: ['metadata', 'firstName'],
      message: 'validation:tooLong?max=100',
    })
    expect(signup({ ['k'.repeat(41)]: 'x' }).success).toBe(false)
    expect(signup({ nested: { deep: 'x' } }).success).toBe(false)
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'x']))
    expect(signup(many).success).toBe(false)
  })

  it('refuses consent that is not a boolean', () => {
    const body = { email: 'anna@example.com', password: 'segreto', subscribeConsent: 'yes' }
    expect(signupSchema.safeParse(body).success).toBe(false)
  })
})

describe('resetPasswordSchema', () => {
  it('accepts an e-mail, a shop locale and a market code', () => {
    const body = { email: 'anna@example.com', locale: 'de', market: 'germany' }
    expect(resetPasswordSchema.parse(body)).toEqual(body)
  })

  it('refuses a locale the shop does not speak', () => {
    const result = resetPasswordSchema.safeParse({
      email: 'anna@example.com',
      locale: 'pt',
      market: 'germany',
    })
    expect(result.error?.issues[0]).toMatchObject({ path: ['locale'], message: 'validation:invalid' })
  })

  it('refuses a market code longer than any market has', () => {
    const result = resetPasswordSchema.safeParse({
      email: 'anna@example.com',
      locale: 'it',
      market: 'm'.repeat(33),
    })
    expect(result.error?.issues[0]).toMatchObject({ path: ['market'], message: 'validation:invalid' })
  })

  it('lets the markets module plug in its own market check', () => {
    const strict = resetPasswordSchema.extend({ market: z.enum(['italy', 'germany']) })
    expect(strict.safeParse({ email: 'anna@example.com', locale: 'it', market: 'mars' }).success).toBe(false)
  })
})

describe('changePasswordSchema', () => {
  it('accepts a reset token with the new password', () => {
    expect(changePasswordSchema.parse({ token: 'abc123', password: 'nuova-password' })).toEqual({
      token: 'abc123',
      password: 'nuova-password',
    })
  })

  it('accepts the current password with the new one', () => {
    const body = { oldPassword: 'vecchia', password: 'nuova-password' }
    expect(changePasswordSchema.parse(body)).toEqual(body)
  })

  it('refuses a body with both a token and the current password', () => {
    const body = { token: 'abc123', oldPassword: 'vecchia', password: 'nuova-password' }
    expect(changePasswordSchema.safeParse(body).success).toBe(false)
  })

  it('refuses a reset token longer than any Commerce Layer issues', () => {
    const result = changePasswordSchema.safeParse({ token: 't'.repeat(257), password: 'nuova-password' })
    expect(result.success).toBe(false)
    expect(
      changePasswordSchema.safeParse({ token: 't'.repeat(256), password: 'nuova-password' }).success,
    ).toBe(true)
  })

  it('refuses a body with neither', () => {
    expect(changePasswordSchema.safeParse({ password: 'nuova-password' }).success).toBe(false)
  })
})
