import { describe, expect, it } from 'vitest'
import { unprocessable } from './cl-error'

describe('unprocessable', () => {
  it('names the field before the message and points at it', () => {
    expect(unprocessable('attributes/customer_email', "can't be blank", 'blank')).toEqual({
      title: "can't be blank",
      detail: "customer_email - can't be blank",
      code: 'VALIDATION_ERROR',
      source: { pointer: '/data/attributes/customer_email' },
      status: '422',
      meta: { error: 'blank' },
    })
  })

  it('points at the document for an error of the whole order', () => {
    const error = unprocessable('base', 'cannot be placed', 'invalid_transition', 'INVALID_TRANSITION', {
      status: 'draft',
    })
    expect(error).toMatchObject({
      detail: 'base - cannot be placed',
      code: 'INVALID_TRANSITION',
      source: { pointer: '/data' },
      meta: { error: 'invalid_transition', status: 'draft' },
    })
  })
})
