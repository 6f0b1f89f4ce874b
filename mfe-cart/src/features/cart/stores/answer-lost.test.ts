import { describe, expect, it } from 'vitest'
import { answerLost, unreachable } from './answer-lost'

const apiError = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { name: 'ApiError', status, errors: [] })
const unreadable = () =>
  Object.assign(new Error('Error parsing API response body'), {
    name: 'SdkError',
    type: 'parse',
    source: undefined,
  })

describe('answerLost', () => {
  it.each([
    ['a dropped connection', new TypeError('Failed to fetch')],
    ['a timeout', new DOMException('The operation timed out', 'TimeoutError')],
    ["a gateway's 502", apiError(502)],
    ["a gateway's 504", apiError(504)],
    ['a success whose body could not be read', unreadable()],
    ['a server error', apiError(500)],
    ['a busy API', apiError(503)],
  ])('takes %s for a write that may have landed', (_, thrown) => {
    expect(answerLost(thrown)).toBe(true)
  })

  it.each([
    ['a refusal', apiError(422)],
    ['a rate limit', apiError(429)],
    ['a missing record', apiError(404)],
    ['a request the API refused', apiError(400)],
    ['a code error', new Error('boom')],
  ])('takes %s for an answer', (_, thrown) => {
    expect(answerLost(thrown)).toBe(false)
  })
})

describe('unreachable', () => {
  it.each([
    ['a dropped connection', new TypeError('Failed to fetch')],
    ["a gateway's 504", apiError(504)],
  ])('takes %s for an API out of reach', (_, thrown) => {
    expect(unreachable(thrown)).toBe(true)
  })

  // The API answered: the next write of a batch may well go through.
  it.each([
    ['a server error', apiError(500)],
    ['a success whose body could not be read', unreadable()],
  ])('takes %s for an API that answered', (_, thrown) => {
    expect(unreachable(thrown)).toBe(false)
  })
})
