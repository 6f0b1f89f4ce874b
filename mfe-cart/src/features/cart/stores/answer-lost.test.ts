import { describe, expect, it } from 'vitest'
import { answerLost } from './answer-lost'

const apiError = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { name: 'ApiError', status, errors: [] })

describe('answerLost', () => {
  it.each([
    ['a dropped connection', new TypeError('Failed to fetch')],
    ['a timeout', new DOMException('The operation timed out', 'TimeoutError')],
    ["a gateway's 502", apiError(502)],
    ["a gateway's 504", apiError(504)],
  ])('takes %s for a write that may have landed', (_, thrown) => {
    expect(answerLost(thrown)).toBe(true)
  })

  it.each([
    ['a refusal', apiError(422)],
    ['a server error', apiError(500)],
    ['a busy API', apiError(503)],
    ['a code error', new Error('boom')],
  ])('takes %s for an answer', (_, thrown) => {
    expect(answerLost(thrown)).toBe(false)
  })
})
