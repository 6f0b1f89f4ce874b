import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash'

describe('password hashes', () => {
  it('verifies the password a hash was made from and no other', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsE', stored)).toBe(false)
  })

  it('makes a new salt for every hash unless one is given', async () => {
    const salt = new Uint8Array(16).fill(7)
    expect(await hashPassword('same', salt)).toBe(await hashPassword('same', salt))
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  // A record edited by hand or cut short must lock its customer out, not let any password in.
  it.each([
    ['a hash cut short', (stored: string) => stored.slice(0, -4)],
    ['an empty hash', (stored: string) => `${stored.slice(0, stored.lastIndexOf('$'))}$`],
    ['another scheme', (stored: string) => stored.replace('pbkdf2', 'md5')],
  ])('refuses every password against %s', async (_label, damage) => {
    const stored = damage(await hashPassword('correct horse'))
    expect(await verifyPassword('correct horse', stored)).toBe(false)
    expect(await verifyPassword('anything', stored)).toBe(false)
  })

  it('refuses a customer with no hash stored', async () => {
    expect(await verifyPassword('', undefined)).toBe(false)
  })
})
