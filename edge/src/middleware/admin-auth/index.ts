import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { closeSession, type Profile, readProfile, sessionUid } from '../../admin/users'
import type { AppEnv } from '../../app-env'
import type { Bindings } from '../../config'
import { refusal, ShopError } from '../../errors'

export interface AdminAuthOptions {
  /** Roles let through; SUPER_ADMIN counts as ADMIN. */
  roles?: readonly string[]
  store?: (env: Bindings) => KVNamespace
}

export type AdminEnv = AppEnv & { Variables: { adminUser: Profile; adminToken: string } }

function bearerOf(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
}

/**
 * Back-office access: the bearer token names a session, the session a uid, the uid a profile
 * (password removed). A profile tied to an `org` does not belong in this back office: its
 * session is revoked on the spot and the request refused, as if never signed in.
 */
export function adminAuth(options: AdminAuthOptions = {}) {
  const roles = new Set(options.roles ?? ['ADMIN'])
  const allowed = (role: string) => roles.has(role) || (role === 'SUPER_ADMIN' && roles.has('ADMIN'))
  const storeOf = options.store ?? ((env: Bindings) => env.ADMIN_USERS)
  return createMiddleware<AdminEnv>(async function adminAuth(c, next) {
    const store = () => storeOf(c.env)
    const token = bearerOf(c)
    if (!token) throw new ShopError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } })
    const uid = await sessionUid(store(), token)
    const profile = uid ? await readProfile(store(), uid) : null
    if (!profile) throw new ShopError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } })
    if (profile.org) {
      await closeSession(store(), token)
      throw new ShopError(401, 'unauthorized', { message: 'signed out', reason: 'org_member' })
    }
    if (!allowed(profile.role)) throw refusal(403, 'forbidden', 'not an administrator')
    c.set('adminUser', profile)
    c.set('adminToken', token)
    await next()
  })
}
