import { describe, expect, it } from 'vitest'
import {
  changePasswordFormSchema,
  currentPasswordInvalidMessage,
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
