import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { testEnv } from '../testing'

const now = Date.parse('2026-11-28T10:00:00Z')
const requestWith = (vars: Record<string, string>) =>
  createApp({ now: () => now }).request(
    '/.well-known/security.txt',
    { redirect: 'manual' },
    { ...testEnv, ...vars },
  )

/** The fields of an RFC 9116 file, by name. */
const fields = (text: string) =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
  )

describe('/.well-known/security.txt', () => {
  it('names the security contact, the shop’s languages and its own address, as RFC 9116 asks', async () => {
    const res = await requestWith({
      SECURITY_CONTACT: 'mailto:security@ladispensa.example',
      SHOP_ORIGIN: 'https://shop.ladispensa.example/',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; charset=UTF-8/i)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const file = fields(await res.text())
    expect(file.get('Contact')).toBe('mailto:security@ladispensa.example')
    expect(file.get('Preferred-Languages')).toBe('it, en, de, es, fr')
    expect(file.get('Canonical')).toBe('https://shop.ladispensa.example/.well-known/security.txt')
    // In the future, under a year away, in the RFC's date form (no fractions of a second).
    const expires = file.get('Expires') ?? ''
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(Date.parse(expires)).toBeGreaterThan(now + 86_400_000)
    expect(Date.parse(expires)).toBeLessThan(now + 365 * 86_400_000)
  })

  it('takes a web form as the contact, and leaves Canonical out without the shop’s address', async () => {
    const res = await requestWith({
      SECURITY_CONTACT: 'https://ladispensa.example/security',
      SHOP_ORIGIN: '',
    })
    const file = fields(await res.text())
    expect(file.get('Contact')).toBe('https://ladispensa.example/security')
    expect(file.has('Canonical')).toBe(false)
  })

  it('is not served without a contact: the RFC makes Contact the one field a file must have', async () => {
    const res = await requestWith({ SECURITY_CONTACT: '' })
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
  })
})
