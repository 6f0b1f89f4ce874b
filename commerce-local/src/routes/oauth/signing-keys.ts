import type { HonoJsonWebKey } from 'hono/utils/jwt/jws'
import { newId } from '../../jsonapi/ids'

export interface SigningKey {
  kid: string
  publicJwk: HonoJsonWebKey
  /** imported once per isolate: importing an RSA key on every request costs more than signing */
  privateKey: CryptoKey
  publicKey: CryptoKey
}

const rs512 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' }

async function imported(
  kid: string,
  privateJwk: HonoJsonWebKey,
  publicJwk: HonoJsonWebKey,
): Promise<SigningKey> {
  const [privateKey, publicKey] = await Promise.all([
    crypto.subtle.importKey('jwk', privateJwk, rs512, false, ['sign']),
    crypto.subtle.importKey('jwk', publicJwk, rs512, false, ['verify']),
  ])
  return { kid, publicJwk, privateKey, publicKey }
}

const algorithm = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-512',
}

// One key per isolate after the first lookup; the database keeps it across restarts and seeds.
let cached: Promise<SigningKey> | undefined

/** The RS512 key pair tokens are signed with, created and stored on first use. */
export function signingKey(db: D1Database): Promise<SigningKey> {
  cached ??= loadOrCreate(db).catch((error) => {
    cached = undefined
    throw error
  })
  return cached
}

async function loadOrCreate(db: D1Database): Promise<SigningKey> {
  const row = await db
    .prepare('SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at LIMIT 1')
    .first<{ kid: string; private_jwk: string; public_jwk: string }>()
  if (row) return imported(row.kid, JSON.parse(row.private_jwk), JSON.parse(row.public_jwk))

  const pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair
  const kid = newId()
  const extra = { kid, alg: 'RS512', use: 'sig' }
  const privateJwk = {
    ...((await crypto.subtle.exportKey('jwk', pair.privateKey)) as HonoJsonWebKey),
    ...extra,
  }
  const publicJwk = {
    ...((await crypto.subtle.exportKey('jwk', pair.publicKey)) as HonoJsonWebKey),
    ...extra,
  }
  // A concurrent first request may have stored its own key: keep whichever landed first.
  await db
    .prepare(
      'INSERT OR IGNORE INTO signing_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)',
    )
    .bind(kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk), new Date().toISOString())
    .run()
  const stored = await db
    .prepare('SELECT kid FROM signing_keys ORDER BY created_at LIMIT 1')
    .first<{ kid: string }>()
  return stored?.kid === kid ? imported(kid, privateJwk, publicJwk) : loadOrCreate(db)
}

/** Public keys only, as `/.well-known/jwks.json` serves them. */
export async function publicKeys(db: D1Database) {
  const { results } = await db
    .prepare('SELECT public_jwk FROM signing_keys ORDER BY created_at')
    .all<{ public_jwk: string }>()
  return results.map((row) => JSON.parse(row.public_jwk) as HonoJsonWebKey)
}
