// PBKDF2 is what Web Crypto offers in both workerd and Node; workerd caps it at 100 000 rounds.
const iterations = 100_000

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, rounds: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds },
    key,
    256,
  )
  return new Uint8Array(bits)
}

/** `pbkdf2$rounds$salt$hash`, all that is needed to check the password later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`
}

/** A hash no password matches (its bytes are all zero), checked in the same time as a real one. */
export const noPasswordHash = `pbkdf2$${iterations}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2' || !rounds || !salt || !hash) return false
  const actual = await derive(password, fromBase64(salt), Number(rounds))
  const expected = fromBase64(hash)
  // Compare every byte, so the time taken says nothing about where they differ.
  let difference = actual.length ^ expected.length
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0)
  return difference === 0
}
