import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { handleError } from '../errors'
import { errorOf } from '../testing'
import { readJson } from './read-json'

function appReading(mediaTypes?: readonly string[]) {
  const app = new Hono()
  app.onError(handleError)
  app.post('/', async (c) =>
    c.json(await readJson(c, z.object({ n: z.number() }), mediaTypes ? { mediaTypes } : {})),
  )
  return (contentType: string) =>
    app.request('/', { method: 'POST', headers: { 'Content-Type': contentType }, body: '{"n":1}' })
}

describe('readJson', () => {
  it('reads JSON whatever the parameters and case of its media type', async () => {
    const send = appReading()
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
    ]) {
      const res = await send(type)
      expect(res.status, type).toBe(200)
      expect(await res.json()).toEqual({ n: 1 })
    }
  })

  it('refuses another media type, even one that starts like JSON, and says what to send', async () => {
    const send = appReading()
    for (const type of ['text/plain', 'application/json-seq', 'application/x-www-form-urlencoded', '']) {
      const res = await send(type)
      expect(res.status, type).toBe(415)
      expect((await errorOf(res)).message).toBe('send application/json')
    }
  })

  it('reads only the media types it is given, and names them all when refusing', async () => {
    const send = appReading(['application/csp-report', 'application/json'])
    expect((await send('application/csp-report')).status).toBe(200)
    const refused = await send('application/reports+json')
    expect(refused.status).toBe(415)
    expect((await errorOf(refused)).message).toBe('send application/csp-report or application/json')
  })
})
