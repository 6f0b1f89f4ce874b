import { describe, expect, it } from 'vitest'
import {
  changePasswordFormSchema,
  currentPasswordInvalidMessage,
  currentPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
} from './password'

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('passwordSchema', () => {
  it('accepts 6 characters, spaces included', () => {
    expect(passwordSchema.parse('ab cd ')).toBe('ab cd ')
  })

  it('refuses 5 characters with the minimum in the message', () => {
    expect(passwordSchema.safeParse('abcde').error?.issues[0]?.message).toBe('validation:passwordMin?min=6')
  })

  it('says required when empty', () => {
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe('validation:required')
  })

  it('takes 128 characters and refuses 129 as too long', () => {
    expect(passwordSchema.safeParse('p'.repeat(128)).success).toBe(true)
    expect(passwordSchema.safeParse('p'.repeat(129)).error?.issues[0]?.message).toBe(
      'validation:tooLong?max=128',
    )
  })
})

describe('currentPasswordSchema', () => {
  it('takes a password longer than a new one may be, set before the limit, and refuses a pasted page', () => {
    expect(currentPasswordSchema.safeParse('p'.repeat(200)).success).toBe(true)
    expect(currentPasswordSchema.safeParse('p'.repeat(1025)).error?.issues[0]?.message).toBe(
      'validation:tooLong?max=1024',
    )
  })
})

describe('passwordConfirmationSchema', () => {
  it('accepts the same password typed twice', () => {
    expect(
      passwordConfirmationSchema.safeParse({ password: 'segreto', confirmPassword: 'segreto' }).success,
    ).toBe(true)
  })

  it('reports different passwords on the confirmation field', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'segreto', confirmPassword: 'segreta' })
    expect(messagesOf(result)).toEqual([['confirmPassword', 'validation:passwordsMismatch']])
  })
})

describe('changePasswordFormSchema', () => {
  it('accepts the current password and the new one typed twice', () => {
    const form = { oldPassword: 'vecchia', password: 'nuova-password', confirmPassword: 'nuova-password' }
    expect(changePasswordFormSchema.safeParse(form).success).toBe(true)
  })

  it('reports two different new passwords with their own message', () => {
    const form = { oldPassword: 'vecchia', password: 'nuova-password', confirmPassword: 'nuova-passwort' }
    expect(messagesOf(changePasswordFormSchema.safeParse(form))).toEqual([
      ['confirmPassword', 'validation:newPasswordsMismatch'],
    ])
  })

  it('requires the current password', () => {
    const form = { oldPassword: '', password: 'nuova-password', confirmPassword: 'nuova-password' }
    expect(messagesOf(changePasswordFormSchema.safeParse(form))).toEqual([
      ['oldPassword', 'validation:required'],
    ])
  })

  it('has a message for the server refusing the current password', () => {
    expect(currentPasswordInvalidMessage).toBe('validation:currentPasswordInvalid')
  })
})
