import { sign } from 'hono/jwt'
import { JwtTokenExpired } from 'hono/utils/jwt/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifiedClaims } from './verified-tokens'

const rs512 = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-512',
}
let keys: CryptoKeyPair
let otherKeys: CryptoKeyPair

beforeAll(async () => {
  keys = (await crypto.subtle.generateKey(rs512, true, ['sign', 'verify'])) as CryptoKeyPair
  otherKeys = (await crypto.subtle.generateKey(rs512, true, ['sign', 'verify'])) as CryptoKeyPair
})

const now = () => Math.floor(Date.now() / 1000)
const token = (claims: Record<string, unknown>, key = keys.privateKey) =>
  sign({ iat: now(), exp: now() + 60, rand: Math.random(), ...claims }, key, 'RS512')

describe('verifiedClaims', () => {
  it('gives the claims of a genuine token, again and again', async () => {
    const jwt = await token({ scope: 'market:code:it' })
    expect((await verifiedClaims(jwt, keys.publicKey)).scope).toBe('market:code:it')
    expect((await verifiedClaims(jwt, keys.publicKey)).scope).toBe('market:code:it')
  })

  it('refuses a token with the payload of a verified one but another signature', async () => {
    const genuine = await token({ scope: 'market:code:it' })
    await verifiedClaims(genuine, keys.publicKey)
    const [header, payload] = genuine.split('.')
    const forged = `${header}.${payload}.${(await token({}, otherKeys.privateKey)).split('.')[2]}`
    await expect(verifiedClaims(forged, keys.publicKey)).rejects.toThrow()
  })

  // The 256 bytes of an RS512 signature leave four unused bits in its last base64url letter: a
  // letter that differs only there decodes to the same bytes, a second spelling of one token.
  it('refuses a second spelling of a genuine signature', async () => {
    const genuine = await token({ scope: 'market:code:it' })
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = letters.indexOf(genuine.slice(-1))
    expect(last % 16).toBe(0)
    const twin = `${genuine.slice(0, -1)}${letters[last + 1]}`
    await expect(verifiedClaims(twin, keys.publicKey)).rejects.toThrow()
    expect((await verifiedClaims(genuine, keys.publicKey)).scope).toBe('market:code:it')
  })

  it('refuses a verified token once it has expired', async () => {
    const jwt = await sign({ iat: now(), exp: now() + 1, rand: 1 }, keys.privateKey, 'RS512')
    await verifiedClaims(jwt, keys.publicKey)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    await expect(verifiedClaims(jwt, keys.publicKey)).rejects.toBeInstanceOf(JwtTokenExpired)
  })
})
