import { describe, expect, it } from 'vitest'
import { postJson, refusalOf, testApp } from '../../testing'
import { fakeAuthServer } from '../../testing/commerce'

const guest = { grant: 'guest', market: 'it' }

function setup() {
  const auth = fakeAuthServer()
  return testApp({ 'POST /oauth/token': auth.handler })
}

describe('writes to the API from another site', () => {
  it('refuses a JSON write that names another origin, before calling upstream', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', postJson(guest, { Origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
    expect(await refusalOf(res)).toBe('forbidden')
    expect(calls).toHaveLength(0)
  })

  it('refuses the opaque origin of a sandboxed frame', async () => {
    const { request } = setup()
    const res = await request('/api/logout', postJson({}, { Origin: 'null' }))
    expect(res.status).toBe(403)
  })

  it('refuses a write the browser marks cross-site or same-site, even without an origin', async () => {
    const { request, calls } = setup()
    for (const site of ['cross-site', 'same-site']) {
      const init = postJson(guest, { 'Sec-Fetch-Site': site })
      const headers = new Headers(init.headers)
      headers.delete('Origin')
      const res = await request('/api/token', { ...init, headers })
      expect(res.status).toBe(403)
    }
    expect(calls).toHaveLength(0)
  })

  it('lets the shop’s own pages and origin-less clients write', async () => {
    const { request } = setup()
    const own = await request('/api/token', postJson(guest, { 'Sec-Fetch-Site': 'same-origin' }))
    expect(own.status).toBe(200)
    const init = postJson(guest)
    const headers = new Headers(init.headers)
    headers.delete('Origin')
    const script = await request('/api/token', { ...init, headers })
    expect(script.status).toBe(200)
  })
})
