import { decodeBase64, encodeBase64 } from 'hono/utils/encode'

// workerd caps PBKDF2 at 100k iterations; this stays under it while keeping logins quick.
const iterations = 60_000

/**
 * A PBKDF2-SHA256 hash in the form `pbkdf2$iterations$salt$hash`.
 * The salt can be given so that seeds hash deterministically.
 */
export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)),
) {
  const hash = await derive(password, salt, iterations)
  return `pbkdf2$${iterations}$${encodeBase64(salt.buffer as ArrayBuffer)}$${encodeBase64(hash)}`
}

export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (typeof stored !== 'string') return false
  const [scheme, rounds, salt, expected] = stored.split('$')
  if (scheme !== 'pbkdf2' || !rounds || !salt || !expected) return false
  const actual = encodeBase64(await derive(password, decodeBase64(salt), Number(rounds)))
  return timingSafeEqual(actual, expected)
}

async function derive(password: string, salt: Uint8Array, rounds: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds }, key, 256)
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** Hex SHA-256, for secrets and refresh tokens that are stored only hashed. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
