import { describe, expect, it } from 'vitest'
import { productionEnv, refusalOf, testApp, testEnv } from '../../testing'

// The outbox holds every mail "sent", password reset links included: anywhere but a developer's
// machine it would hand a stranger the link to take over any account.
describe('GET /api/dev/outbox', () => {
  it('lists the mails in development', async () => {
    const res = await testApp().request('/api/dev/outbox')
    expect(res.status).toBe(200)
    expect(await res.json()).toHaveProperty('mails')
  })

  it('is not there in production', async () => {
    const { app } = testApp()
    const production = { ...testEnv, ...productionEnv }
    const res = await app.request('/api/dev/outbox', {}, production)
    expect(res.status).toBe(404)
    expect(await refusalOf(res)).toBe('not_found')
  })

  it('is not there in development when mails go out through the provider', async () => {
    const { app } = testApp()
    const resend = { ...testEnv, MAILER: 'resend', MAIL_API_KEY: 'test-key' }
    expect((await app.request('/api/dev/outbox', {}, resend)).status).toBe(404)
  })
})
