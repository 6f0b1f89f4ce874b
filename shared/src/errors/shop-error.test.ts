import { describe, expect, it } from 'vitest'
import { shopErrorBodySchema } from './error-body'
import { ShopError, translateShopError } from './shop-error'

describe('ShopError', () => {
  it('carries its code, catalogue entry and status', () => {
    const error = new ShopError('email_already_registered')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'ShopError', code: 'email_already_registered', status: 409 })
    expect(error.entry.behaviour).toEqual({ kind: 'field', status: 409, field: 'email' })
  })

  it('answers 500 for a code the edge never sends', () => {
    expect(new ShopError('add_cart_error').status).toBe(500)
  })

  it('keeps what it was made from as cause', () => {
    const cause = new Error('boom')
    expect(new ShopError('generic_error', { cause }).cause).toBe(cause)
  })

  it('writes the body the edge sends, leaving out what it does not have', () => {
    expect(new ShopError('missing_parameters').toBody()).toEqual({ error: { code: 'missing_parameters' } })
    const details = { issues: [{ path: ['email'], message: 'validation:email' }] }
    const body = new ShopError('missing_parameters', { message: 'email is invalid', details }).toBody()
    expect(body).toEqual({ error: { code: 'missing_parameters', message: 'email is invalid', details } })
    expect(shopErrorBodySchema.parse(body)).toEqual(body)
  })
})

describe('translateShopError', () => {
  it('asks for the catalogue key with the error values', () => {
    const error = new ShopError('item_limit_exceeded', { details: { values: { count: 6, p: 'Barolo' } } })
    const t = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`
    expect(translateShopError(error, t)).toBe('errors:itemLimitPieces {"count":6,"p":"Barolo"}')
  })
})

describe('shopErrorBodySchema', () => {
  it('refuses a code outside the catalogue', () => {
    expect(shopErrorBodySchema.safeParse({ error: { code: 'teapot' } }).success).toBe(false)
  })
})
