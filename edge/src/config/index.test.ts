import { describe, expect, it } from 'vitest'
import { type Bindings, readConfig } from '.'

const bindings = (vars: Record<string, string>) =>
  ({
    SALES_CHANNEL_CLIENT_ID: 'sales',
    INTEGRATION_CLIENT_ID: 'integration',
    INTEGRATION_CLIENT_SECRET: 'secret',
    SHOP_ORIGIN: 'https://shop.acme.example',
    MAILER: 'resend',
    MAIL_API_KEY: 'mail-key',
    MAIL_FROM: 'Acme <no-reply@shop.acme.example>',
    ...vars,
  }) as unknown as Bindings

describe('config', () => {
  it('builds both Commerce Layer bases from the organization slug and domain', () => {
    const config = readConfig(bindings({ COMMERCE_SLUG: 'acme' }))
    expect(config.apiBase).toBe('https://acme.commercelayer.io/api')
    expect(config.authBase).toBe('https://auth.commercelayer.io')
    expect(config.isDevelopment).toBe(false)
  })

  it('names the refresh cookie shop_refresh unless the deployment names its own', () => {
    expect(readConfig(bindings({ COMMERCE_SLUG: 'acme' })).refreshCookieName).toBe('shop_refresh')
    const named = readConfig(bindings({ COMMERCE_SLUG: 'acme', REFRESH_COOKIE_NAME: 'acme_refresh' }))
    expect(named.refreshCookieName).toBe('acme_refresh')
  })

  it('lets explicit bases win, as commerce-local needs', () => {
    const config = readConfig(
      bindings({
        COMMERCE_SLUG: 'acme',
        COMMERCE_API_BASE: 'http://localhost:8788/api/',
        ENVIRONMENT: 'development',
      }),
    )
    expect(config.apiBase).toBe('http://localhost:8788/api')
    const local = readConfig(
      bindings({
        COMMERCE_SLUG: 'acme',
        COMMERCE_AUTH_BASE: 'http://localhost:8788/',
        ENVIRONMENT: 'development',
      }),
    )
    expect(local.authBase).toBe('http://localhost:8788')
  })

  it('reads the assets’ address without a trailing slash, as the files’ paths are appended to it', () => {
    const config = readConfig(bindings({ COMMERCE_SLUG: 'acme', ASSETS_ORIGIN: 'https://cdn.acme.example/' }))
    expect(config.assetsOrigin).toBe('https://cdn.acme.example')
  })

  it('refuses a deployment without an organization or API base, or without its secret', () => {
    expect(() => readConfig(bindings({ COMMERCE_SLUG: '' }))).toThrow(/COMMERCE_SLUG/)
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', INTEGRATION_CLIENT_SECRET: '' }))).toThrow()
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', MAIL_API_KEY: '' }))).toThrow(/MAIL_API_KEY/)
  })

  it('refuses a deployment without the shop address its mails link to; development needs none', () => {
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', SHOP_ORIGIN: '' }))).toThrow(/SHOP_ORIGIN/)
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', SHOP_ORIGIN: 'shop.acme.example' }))).toThrow(
      /SHOP_ORIGIN/,
    )
    expect(
      readConfig(bindings({ COMMERCE_SLUG: 'acme', SHOP_ORIGIN: 'https://shop.acme.example/it/' }))
        .shopOrigin,
    ).toBe('https://shop.acme.example')
    const development = readConfig(
      bindings({ COMMERCE_SLUG: 'acme', SHOP_ORIGIN: '', ENVIRONMENT: 'development' }),
    )
    expect(development.shopOrigin).toBeUndefined()
  })

  it('refuses in production what only a local stack may use, naming each', () => {
    const local = {
      COMMERCE_API_BASE: 'http://localhost:8788/api',
      COMMERCE_AUTH_BASE: 'http://localhost:8788',
      SHOP_ORIGIN: 'http://shop.acme.example',
      ASSETS_ORIGIN: 'https://127.0.0.1:9999',
      MAILER: 'outbox',
      MAIL_FROM: 'Shop <no-reply@example.com>',
      SALES_CHANNEL_CLIENT_ID: 'commerce-local-sales-channel',
    }
    const refused = (() => {
      try {
        readConfig(bindings(local))
        return ''
      } catch (error) {
        return (error as Error).message
      }
    })()
    for (const name of [
      'COMMERCE_API_BASE',
      'COMMERCE_AUTH_BASE',
      'SHOP_ORIGIN',
      'ASSETS_ORIGIN',
      'MAILER',
      'MAIL_FROM',
      'SALES_CHANNEL_CLIENT_ID',
    ])
      expect(refused).toContain(name)
    // The same settings run a local stack.
    expect(readConfig(bindings({ ...local, ENVIRONMENT: 'development' })).mailer).toBe('outbox')
  })

  it('reads customer care from the environment, and leaves out what is not set', () => {
    const config = readConfig(
      bindings({ COMMERCE_SLUG: 'acme', CONTACT_EMAIL: 'care@acme.example', CONTACT_PHONE: ' ' }),
    )
    expect(config.contact).toEqual({ email: 'care@acme.example', phone: undefined })
    expect(readConfig(bindings({ COMMERCE_SLUG: 'acme' })).contact).toEqual({})
  })

  it('searches names and codes unless the deployment names other attributes, and refuses a malformed list', () => {
    expect(readConfig(bindings({ COMMERCE_SLUG: 'acme' })).searchAttributes).toBe('name_or_code')
    const local = readConfig(
      bindings({ COMMERCE_SLUG: 'acme', CATALOG_SEARCH_ATTRIBUTES: ' name_or_code_or_metadata ' }),
    )
    expect(local.searchAttributes).toBe('name_or_code_or_metadata')
    expect(() =>
      readConfig(bindings({ COMMERCE_SLUG: 'acme', CATALOG_SEARCH_ATTRIBUTES: 'name or code' })),
    ).toThrow(/CATALOG_SEARCH_ATTRIBUTES/)
  })

  it("reads the pictures' hosts as origins, and refuses one that is not a web address", () => {
    const config = readConfig(
      bindings({
        COMMERCE_SLUG: 'acme',
        IMAGES_ORIGINS: 'https://img.acme.example/products, https://cdn.example',
      }),
    )
    expect(config.imageOrigins).toEqual(['https://img.acme.example', 'https://cdn.example'])
    expect(readConfig(bindings({ COMMERCE_SLUG: 'acme' })).imageOrigins).toEqual([])
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', IMAGES_ORIGINS: 'img.acme.example' }))).toThrow(
      /IMAGES_ORIGINS/,
    )
  })

  it('refuses customer care a visitor could not use', () => {
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', CONTACT_EMAIL: 'care at acme' }))).toThrow(
      /CONTACT_EMAIL/,
    )
    expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', CONTACT_PHONE: 'call us' }))).toThrow(
      /CONTACT_PHONE/,
    )
  })

  it('reads a security contact as an e-mail or https address, and refuses any other', () => {
    for (const contact of ['mailto:security@acme.example', 'https://acme.example/security'])
      expect(readConfig(bindings({ COMMERCE_SLUG: 'acme', SECURITY_CONTACT: contact })).securityContact).toBe(
        contact,
      )
    expect(
      readConfig(bindings({ COMMERCE_SLUG: 'acme', SECURITY_CONTACT: '' })).securityContact,
    ).toBeUndefined()
    for (const contact of ['http://acme.example/security', 'security@acme.example'])
      expect(() => readConfig(bindings({ COMMERCE_SLUG: 'acme', SECURITY_CONTACT: contact }))).toThrow(
        /SECURITY_CONTACT/,
      )
  })
})
