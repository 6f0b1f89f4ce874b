import { z } from 'zod'

export const adminRoles = ['ADMIN', 'SUPER_ADMIN'] as const

/** A back-office profile as the document store (KV `ADMIN_USERS`, key `user:{uid}`) keeps it. */
export const storedProfileSchema = z.object({
  uid: z.string().min(1),
  email: z.email(),
  name: z.string(),
  role: z.string(),
  org: z.string().nullish(),
  password: z.string().optional(),
})
export type StoredProfile = z.infer<typeof storedProfileSchema>
export type Profile = Omit<StoredProfile, 'password'>

const sessionTtlSeconds = 8 * 60 * 60

export const userKey = (uid: string) => `user:${uid}`
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`
const sessionKey = (hash: string) => `session:${hash}`

// Only a digest of the bearer token is stored: a leaked store does not leak sessions.
async function digest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The profile of a uid with its password field removed, or null. */
export async function readProfile(store: KVNamespace, uid: string): Promise<Profile | null> {
  const parsed = storedProfileSchema.safeParse(await store.get(userKey(uid), 'json'))
  if (!parsed.success) return null
  const { password: _password, ...profile } = parsed.data
  return profile
}

export async function readStoredProfileByEmail(
  store: KVNamespace,
  email: string,
): Promise<StoredProfile | null> {
  const uid = await store.get(emailKey(email))
  const parsed = uid ? storedProfileSchema.safeParse(await store.get(userKey(uid), 'json')) : null
  return parsed?.success ? parsed.data : null
}

export async function writeProfile(store: KVNamespace, profile: StoredProfile): Promise<void> {
  await store.put(userKey(profile.uid), JSON.stringify(storedProfileSchema.parse(profile)))
  await store.put(emailKey(profile.email), profile.uid)
}

/** Opens a session for a uid and returns its bearer token (shown once, never stored). */
export async function openSession(
  store: KVNamespace,
  uid: string,
): Promise<{ token: string; expiresIn: number }> {
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '')
  await store.put(sessionKey(await digest(token)), uid, { expirationTtl: sessionTtlSeconds })
  return { token, expiresIn: sessionTtlSeconds }
}

export async function sessionUid(store: KVNamespace, token: string): Promise<string | null> {
  return store.get(sessionKey(await digest(token)))
}

export async function closeSession(store: KVNamespace, token: string): Promise<void> {
  await store.delete(sessionKey(await digest(token)))
}
