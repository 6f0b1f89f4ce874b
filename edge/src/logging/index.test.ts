import { describe, expect, it } from 'vitest'
import { loggedAnswer, loggedUrl } from '.'

describe('loggedUrl', () => {
  it('keeps the resource and drops whose it is: ids and the query', () => {
    expect(loggedUrl('https://shop.commercelayer.io/api/customers/BSadZuqdFC?include=addresses')).toBe(
      'https://shop.commercelayer.io/api/customers/:id',
    )
    expect(loggedUrl('https://auth.test/api/customer_password_resets/xYz9kLmNop/customer')).toBe(
      'https://auth.test/api/customer_password_resets/:id/customer',
    )
    expect(loggedUrl('http://commerce.test/oauth/token')).toBe('http://commerce.test/oauth/token')
  })

  it('drops every id of a JSON:API path by its place, however it is written', () => {
    expect(loggedUrl('https://x.test/api/orders/qwzrtmnbvp/line_items')).toBe(
      'https://x.test/api/orders/:id/line_items',
    )
    expect(loggedUrl('https://x.test/api/orders/abc/line_items/def')).toBe(
      'https://x.test/api/orders/:id/line_items/:id',
    )
  })
})

describe('loggedAnswer', () => {
  it("gives a JSON:API answer's error codes and titles, without the details that may echo what was sent", () => {
    const answer = JSON.stringify({
      errors: [{ code: 'INTERNAL_SERVER_ERROR', title: 'Something broke', detail: 'ada@example.com is odd' }],
    })
    expect(loggedAnswer(answer)).toBe('INTERNAL_SERVER_ERROR Something broke')
  })

  it('keeps of another JSON answer only the fields that name the failure, not its message', () => {
    const resend = JSON.stringify({
      statusCode: 422,
      name: 'validation_error',
      message: 'Invalid `to` field: Ada Lovelace <ada@example.com>',
    })
    expect(loggedAnswer(resend)).toBe(
      'name=validation_error statusCode=422 message=Invalid `to` field: [recipient]',
    )
    expect(loggedAnswer(JSON.stringify({ error: 'invalid_grant', error_description: 'for ada' }))).toBe(
      'error=invalid_grant',
    )
  })

  it('cuts any other text short, with e-mails taken out', () => {
    const page = `<h1>Error 1101</h1> for ada@example.com ${'x'.repeat(400)}`
    const logged = loggedAnswer(page)
    expect(logged.startsWith('<h1>Error 1101</h1> for [e-mail] xxx')).toBe(true)
    expect(logged).not.toContain('ada@')
    expect(logged.length).toBeLessThan(200)
  })
})
