import { describe, expect, it } from 'vitest'

describe('@storefront/shared/errors', () => {
  it('is reachable through the package exports with the catalogue and the ShopError mapping', async () => {
    const errors = await import('@storefront/shared/errors')
    expect(errors.isErrorCode('generic_error')).toBe(true)
    expect(errors.toShopError(new Response(null, { status: 401 }))).toBeInstanceOf(errors.ShopError)
    expect(errors.shopErrorBodySchema.safeParse({ error: { code: 'TOKEN_ERROR' } }).success).toBe(true)
  })
})
