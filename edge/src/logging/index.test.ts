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
})

describe('loggedAnswer', () => {
  it("gives a JSON:API answer's error codes and titles, without the details that may echo what was sent", () => {
    const answer = JSON.stringify({
      errors: [{ code: 'INTERNAL_SERVER_ERROR', title: 'Something broke', detail: 'ada@example.com is odd' }],
    })
    expect(loggedAnswer(answer)).toBe('INTERNAL_SERVER_ERROR Something broke')
  })

  it('cuts any other text short, with e-mails taken out', () => {
    const page = `<h1>Error 1101</h1> for ada@example.com ${'x'.repeat(400)}`
    const logged = loggedAnswer(page)
    expect(logged.startsWith('<h1>Error 1101</h1> for [e-mail] xxx')).toBe(true)
    expect(logged).not.toContain('ada@')
    expect(logged.length).toBeLessThan(200)
  })
})
