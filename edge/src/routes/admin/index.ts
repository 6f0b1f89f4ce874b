import { type AppName, appNames, type RegistryRecord, versionSchema } from '@storefront/shared/registry'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { closeSession } from '../../admin/users'
import { readJson } from '../../body/read-json'
import { refusal } from '../../errors'
import { type AdminEnv, adminAuth } from '../../middleware/admin-auth'
import { type ChangeAuthor, promoteVersion, rollbackApp } from '../../registry/operations'
import { RegistryConflict } from '../../registry/records'
import { readAllRecords, readRecord } from '../../registry/store'
import { signIn } from './sign-in'

function appOf(name: string): AppName {
  if (!(appNames as readonly string[]).includes(name)) throw refusal(404, 'unknown_app')
  return name as AppName
}

const authorOf = (c: Context<AdminEnv>): ChangeAuthor => ({
  by: c.var.adminUser.uid,
  at: new Date(c.var.deps.now()).toISOString(),
})

/**
 * Makes a registry change and logs who made it and what it served before and after: the trail
 * on call follows when a page breaks minutes after someone promoted or rolled back. A refused
 * change is the caller's mistake (409), an unknown version a 404, and changes nothing.
 */
async function registryChange(
  c: Context<AdminEnv>,
  action: 'promote' | 'rollback',
  app: AppName,
  change: () => Promise<RegistryRecord>,
): Promise<RegistryRecord> {
  const before = await readRecord(c.env.REGISTRY, app)
  let record: RegistryRecord
  try {
    record = await change()
  } catch (error) {
    if (!(error instanceof RegistryConflict)) throw error
    throw refusal(error.code === 'unknown_version' ? 404 : 409, error.code, error.message)
  }
  console.info({
    event: 'registry_change',
    action,
    app,
    from: before?.current ?? null,
    to: record.current ?? null,
    admin: c.var.adminUser.uid,
  })
  return record
}

/** The back office's registry endpoints: sign in, list versions, promote, roll back. */
export function adminRoutes() {
  const app = new Hono<AdminEnv>()
  app.post('/session', signIn)
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
    return c.json(
      await registryChange(c, 'promote', name, () =>
        promoteVersion(c.env.REGISTRY, name, version, authorOf(c)),
      ),
    )
  })
  app.post('/registry/:app/rollback', async function rollBack(c) {
    const name = appOf(c.req.param('app'))
    return c.json(
      await registryChange(c, 'rollback', name, () => rollbackApp(c.env.REGISTRY, name, authorOf(c))),
    )
  })
  return app
}
