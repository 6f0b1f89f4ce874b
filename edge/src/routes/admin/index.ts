import { type AppName, appNames, versionSchema } from '@storefront/shared/registry'
import { Hono } from 'hono'
import { z } from 'zod'
import { closeSession } from '../../admin/users'
import { readJson } from '../../body/read-json'
import { refusal } from '../../errors'
import { type AdminEnv, adminAuth } from '../../middleware/admin-auth'
import { rateLimit } from '../../middleware/rate-limit'
import { promoteVersion, rollbackApp } from '../../registry/operations'
import { RegistryConflict } from '../../registry/records'
import { readAllRecords } from '../../registry/store'
import { signIn } from './sign-in'

function appOf(name: string): AppName {
  if (!(appNames as readonly string[]).includes(name)) throw refusal(404, 'unknown_app')
  return name as AppName
}

// A refused registry change is the caller's mistake (409), an unknown version a 404.
async function registryChange<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change()
  } catch (error) {
    if (!(error instanceof RegistryConflict)) throw error
    throw refusal(error.code === 'unknown_version' ? 404 : 409, error.code, error.message)
  }
}

/** The back office's registry endpoints: sign in, list versions, promote, roll back. */
export function adminRoutes() {
  const app = new Hono<AdminEnv>()
  app.post('/session', rateLimit({ limiter: 'AUTH_LIMITER' }), signIn)
  app.use('*', adminAuth())
  app.delete('/session', async function signOut(c) {
    await closeSession(c.env.ADMIN_USERS, c.var.adminToken)
    return c.body(null, 204)
  })
  app.get('/registry', async (c) =>
    c.json({ user: c.var.adminUser, apps: await readAllRecords(c.env.REGISTRY) }),
  )
  app.post('/registry/:app/promote', async function promote(c) {
    const { version } = await readJson(c, z.object({ version: versionSchema }))
    const name = appOf(c.req.param('app'))
    return c.json(await registryChange(() => promoteVersion(c.env.REGISTRY, name, version)))
  })
  app.post('/registry/:app/rollback', async function rollBack(c) {
    const name = appOf(c.req.param('app'))
    return c.json(await registryChange(() => rollbackApp(c.env.REGISTRY, name)))
  })
  return app
}
