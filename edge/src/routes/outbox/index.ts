import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { refusal } from '../../errors'
import { readOutbox } from '../../mail'

/** `GET /api/dev/outbox?to=…`: the mails the edge "sent" locally. Absent outside development. */
export function outboxRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/outbox', async function listOutbox(c) {
    if (!c.var.config.isDevelopment || c.var.config.mailer !== 'outbox') throw refusal(404, 'not_found')
    return c.json({ mails: await readOutbox(c.env.OUTBOX, c.req.query('to')) })
  })
  return app
}
