import { describe, expect, it } from 'vitest'

describe('@storefront/shared/validation', () => {
  it('is reachable through the package exports with the schemas forms and the edge use', async () => {
    const validation = await import('@storefront/shared/validation')
    expect(validation.addressSchema.safeParse({}).success).toBe(false)
    expect(validation.signupSchema.shape).toHaveProperty('subscribeConsent')
    expect(typeof validation.translateIssue).toBe('function')
    expect(validation.personTypes).toEqual(['private', 'company', 'freelancer', 'public_administration'])
  })
})
