import { env } from 'cloudflare:test'
import { authenticate } from '@commercelayer/js-auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../src/config'
import { issueAccessToken } from '../src/routes/oauth/access-token'
import { authenticateClient } from '../src/routes/oauth/applications'
import { resolveMarketScope } from '../src/routes/oauth/market-scope'
import { demoCredentials, demoCustomer } from '../src/seed'
import { api, customerLogin, guestToken, integrationToken, sdkFor } from './api'
import { workerFetch } from './worker'

beforeAll(() => vi.stubGlobal('fetch', workerFetch))
afterAll(() => vi.unstubAllGlobals())

async function refused(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as { status: number; errors: { code: string; source?: { pointer?: string } }[] }
  }
  throw new Error('expected the API to refuse the call')
}

describe('catalog through the official SDK', () => {
  it('finds skus and gift boxes by every word of their names typed without accents, as the catalog searches', async () => {
    const cl = sdkFor(await guestToken('it'))
    const codes = async (words: string) =>
      Array.from(await cl.skus.list({ filters: { name_or_code_or_metadata_cont_all: words } }), (s) => s.code)
    expect(await codes('caffe,espresso')).toContain('COFFEE-ESPRESSO-BEANS-1KG')
    // Any order; every word must be there.
    expect(await codes('toscano,olio')).toContain('OIL-EVO-TUSCANY-500')
    expect(await codes('toscano,olio,caffe')).toEqual([])
    expect(await codes('olivenoel,extra')).toContain('OIL-EVO-TUSCANY-500')
    // A category's name, though no product's name holds it, in the plural or the singular.
    const wines = Array.from(await cl.skus.list({ filters: { code_start: 'WINE-' } }), (s) => s.code)
    expect(wines.length).toBeGreaterThan(3)
    for (const word of ['vini', 'vino', 'wein'])
      expect(await codes(word)).toEqual(expect.arrayContaining(wines))
    const boxes = await cl.bundles.list({ filters: { name_or_code_or_metadata_cont_all: 'pausa,cafe' } })
    expect(Array.from(boxes, (b) => b.code)).toContain('GIFT-COFFEE-BREAK')
  })

  it("finds a category or every gift box by the shopper's own word for it, not only the shop's", async () => {
    const cl = sdkFor(await guestToken('it'))
    const codes = async (words: string) =>
      Array.from(
        await cl.skus.list({ filters: { name_or_code_or_metadata_cont_all: words }, pageSize: 25 }),
        (s) => s.code,
      ).sort()
    const all = async (start: string) =>
      Array.from(await cl.skus.list({ filters: { code_start: start } }), (s) => s.code).sort()
    // Queries as the catalog sends them: folded, "Likör" as "likor".
    expect(await codes('nudeln')).toEqual(await all('PASTA-'))
    for (const word of ['likor', 'schnaps', 'liqueur'])
      expect(await codes(word), word).toEqual(await all('SPIRIT-'))
    expect(await codes('suesswaren')).toEqual(await all('SWEET-'))
    // Everything is Italian, though few names say so. (A vinegar "di vino" may come along.)
    const wines = await all('WINE-')
    for (const words of [
      'vino,italiano',
      'italian,wine',
      'italienische,weine',
      'vins,italiens',
      'vinos,italianos',
    ])
      expect(await codes(words), words).toEqual(expect.arrayContaining(wines))
    expect(await codes('huile,italienne')).toEqual(await all('OIL-'))
    // No word given to one category holds another's: "essig" is vinegar, not sweets.
    expect(await codes('essig')).toEqual(await all('VINEGAR-'))
    const boxes = async (words: string) =>
      Array.from(
        await cl.bundles.list({ filters: { name_or_code_or_metadata_cont_all: words } }),
        (b) => b.code,
      )
    const every = Array.from(await cl.bundles.list(), (b) => b.code)
    // "cadeau" found the one box whose description said it.
    for (const words of ['coffret,cadeau', 'cadeau', 'regalo', 'geschenk', 'gift,box'])
      expect(await boxes(words), words).toEqual(every)
  })

  it('finds wines and coffees by their kind, which no name says, in every language', async () => {
    const cl = sdkFor(await guestToken('it'))
    const codes = async (words: string) =>
      Array.from(
        await cl.skus.list({ filters: { name_or_code_or_metadata_cont_all: words } }),
        (s) => s.code,
      ).sort()
    const reds = [
      'WINE-AMARONE-2019',
      'WINE-BAROLO-2019',
      'WINE-BRUNELLO-2018',
      'WINE-CHIANTI-CLASSICO-2021',
      'WINE-NERO-AVOLA-2022',
    ]
    // "vino rosso" found the two reds whose descriptions happened to say "rosso".
    for (const words of ['vino,rosso', 'vini,rossi', 'red,wine', 'rotwein', 'vino,tinto', 'vins,rouges'])
      expect(await codes(words), words).toEqual(reds)
    expect(await codes('vino,bianco')).toEqual(['WINE-VERMENTINO-GALLURA'])
    expect(await codes('weisswein')).toEqual(['WINE-VERMENTINO-GALLURA'])
    expect(await codes('spumante')).toEqual(['WINE-PROSECCO-SUPERIORE'])
    // A German compound is no name's two words: "Kaffeebohnen" found nothing.
    const beans = ['COFFEE-ESPRESSO-BEANS-1KG', 'COFFEE-NAPOLETANA-500']
    for (const words of ['kaffeebohnen', 'bohnenkaffee', 'caffe,in,grani', 'cafe,en,grains'])
      expect(await codes(words), words).toEqual(beans)
    expect(await codes('kaffeepulver')).toEqual(['COFFEE-DECAF-250', 'COFFEE-MOKA-GROUND-250'])
  })

  it('lists skus filtered by code with prices and stock items of the guest market', async () => {
    // Stock of the sku in a warehouse no market ships from: not the guest's to see.
    const integration = await integrationToken()
    const location = await api(integration, '/api/stock_locations', {
      method: 'POST',
      body: { data: { type: 'stock_locations', attributes: { name: 'Outside every market' } } },
    })
    const hidden = await api(integration, '/api/stock_items', {
      method: 'POST',
      body: {
        data: {
          type: 'stock_items',
          attributes: { sku_code: 'OIL-LEMON-250', quantity: 7 },
          relationships: {
            stock_location: { data: { type: 'stock_locations', id: location.json.data.id } },
          },
        },
      },
    })
    expect(hidden.status).toBe(201)
    const auth = await authenticate('client_credentials', {
      clientId: demoCredentials.salesChannelClientId,
      scope: 'market:code:gb',
    })
    const cl = sdkFor(auth.accessToken)
    const skus = await cl.skus.list({
      filters: { code_eq: 'OIL-LEMON-250' },
      include: ['prices', 'stock_items'],
    })
    expect(Array.from(skus, (s) => s.code)).toEqual(['OIL-LEMON-250'])
    expect(skus[0]?.prices?.map((p) => p.currency_code)).toEqual(['GBP'])
    expect(skus[0]?.stock_items).toHaveLength(2)
    expect(skus[0]?.stock_items?.map((i) => i.id)).not.toContain(hidden.json.data.id)
    expect(skus.meta.recordCount).toBe(1)
  })

  it('lists bundles with their skus in the market currency', async () => {
    const cl = sdkFor(await guestToken('ch'))
    const [bundle] = await cl.bundles.list({ filters: { code_eq: 'GIFT-GRAND-CRU' }, include: ['skus'] })
    expect(bundle?.currency_code).toBe('CHF')
    expect(bundle?.skus?.map((s) => s.code)).toEqual([
      'WINE-BAROLO-2019',
      'WINE-AMARONE-2019',
      'SPIRIT-GRAPPA-BAROLO',
    ])
  })

  it('shows a guest only the markets, shipping and payment methods of its scope', async () => {
    const cl = sdkFor(await guestToken('row'))
    expect(Array.from(await cl.markets.list(), (m) => m.code)).toEqual(['row'])
    const methods = await cl.shipping_methods.list()
    expect(Array.from(methods, (m) => m.currency_code)).toEqual(['USD', 'USD', 'USD'])
    const payments = await cl.payment_methods.list()
    expect(new Set(Array.from(payments, (p) => p.payment_source_type))).toEqual(
      new Set(['wire_transfers', 'braintree_payments']),
    )
    expect(Array.from(payments, (p) => p.currency_code)).toEqual(['USD', 'USD', 'USD'])
  })

  it('refuses catalog writes from a sales channel with 401', async () => {
    const response = await api(await guestToken(), '/api/skus', {
      method: 'POST',
      body: { data: { type: 'skus', attributes: { code: 'NEW', name: 'New' } } },
    })
    expect(response.status).toBe(401)
    expect(response.json.errors[0].code).toBe('UNAUTHORIZED')
  })
})

describe('carts in other currencies', () => {
  it('writes a British cart’s amounts in pounds and a Swiss one’s in francs', async () => {
    const formattedSubtotal = async (market: string) => {
      const cl = sdkFor(await guestToken(market))
      const order = await cl.orders.create({})
      await cl.line_items.create({
        order: cl.orders.relationship(order.id),
        sku_code: 'OIL-EVO-TUSCANY-500',
        quantity: 1,
      })
      return (await cl.orders.retrieve(order.id)).formatted_subtotal_amount
    }
    expect(await formattedSubtotal('gb')).toMatch(/£/)
    expect(await formattedSubtotal('ch')).toMatch(/CHF/)
  })
})

describe('customers through the official SDK', () => {
  it('signs a customer up, logs in with the password and refreshes', async () => {
    const cl = sdkFor(await integrationToken())
    const created = await cl.customers.create({ email: 'Giulia@Example.com', password: 'secret-123' })
    expect(created.email).toBe('giulia@example.com')
    expect(created.has_password).toBe(true)
    const auth = await authenticate('password', {
      clientId: demoCredentials.salesChannelClientId,
      scope: 'market:code:it',
      username: 'giulia@example.com',
      password: 'secret-123',
    })
    expect(auth.ownerId).toBe(created.id)
    const refreshed = await authenticate('refresh_token', {
      clientId: demoCredentials.salesChannelClientId,
      refreshToken: auth.refreshToken,
    })
    expect(refreshed.ownerId).toBe(created.id)
  })

  it('refuses a second customer with the same e-mail, pointing at it', async () => {
    const cl = sdkFor(await integrationToken())
    const error = await refused(
      cl.customers.create({ email: demoCustomer.email.toUpperCase(), password: 'whatever-1' }),
    )
    expect(error.status).toBe(422)
    expect(error.errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      source: { pointer: '/data/attributes/email' },
    })
  })

  it('lets a customer see and edit only its own customer, addresses and address book', async () => {
    const admin = sdkFor(await integrationToken())
    const other = await admin.customers.create({ email: 'other@example.com', password: 'other-pass-1' })
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    const cl = sdkFor(login.access_token)

    expect(Array.from(await cl.customers.list(), (c) => c.email)).toEqual([demoCustomer.email])
    expect((await refused(cl.customers.retrieve(other.id))).status).toBe(404)

    const address = await cl.addresses.create({
      first_name: 'Mario',
      last_name: 'Rossi',
      line_1: 'Via Roma 1',
      city: 'Torino',
      zip_code: '10121',
      country_code: 'it',
      phone: '+39 011 123456',
    })
    expect(address.country_code).toBe('IT')
    const link = (customerId: string) =>
      cl.customer_addresses.create({
        customer_email: demoCustomer.email,
        customer: cl.customers.relationship(customerId),
        address: cl.addresses.relationship(address.id),
      })
    const foreign = await refused(link(other.id))
    expect(foreign.status).toBe(422)
    expect(foreign.errors[0]?.source?.pointer).toBe('/data/relationships/customer')
    const entry = await link(login.owner_id ?? '')
    const book = await cl.customer_addresses.list({ include: ['address', 'customer'] })
    expect(Array.from(book, (b) => b.customer?.id)).toEqual(Array.from(book, () => login.owner_id))
    expect(Array.from(book, (b) => b.id)).toContain(entry.id)

    const otherLogin = await customerLogin('other@example.com', 'other-pass-1')
    expect((await refused(sdkFor(otherLogin.access_token).addresses.retrieve(address.id))).status).toBe(404)
  })

  it('resets a password once with the token from the reset', async () => {
    const admin = sdkFor(await integrationToken())
    await admin.customers.create({ email: 'reset@example.com', password: 'old-password' })
    const reset = await admin.customer_password_resets.create({ customer_email: 'reset@example.com' })
    expect(reset.reset_password_token).toBeTypeOf('string')
    // Too short a password is refused and spends nothing: the same token then sets a good one.
    const short = await refused(
      admin.customer_password_resets.update({
        id: reset.id,
        customer_password: 'new',
        _reset_password_token: reset.reset_password_token ?? '',
      }),
    )
    expect(short.errors[0]?.source?.pointer).toBe('/data/attributes/customer_password')
    await admin.customer_password_resets.update({
      id: reset.id,
      customer_password: 'new-password',
      _reset_password_token: reset.reset_password_token ?? '',
    })
    expect((await customerLogin('reset@example.com', 'new-password')).owner_id).toBeTypeOf('string')
    expect((await customerLogin('reset@example.com', 'old-password')).errors?.[0]?.code).toBe('invalid_grant')
    const again = await refused(
      admin.customer_password_resets.update({
        id: reset.id,
        customer_password: 'third-password',
        _reset_password_token: reset.reset_password_token ?? '',
      }),
    )
    expect(again.status).toBe(422)
  })

  it('subscribes an e-mail once: the second subscription is a 422', async () => {
    const cl = sdkFor(await guestToken())
    await cl.customer_subscriptions.create({ customer_email: 'news@example.com', reference: 'newsletter' })
    const error = await refused(
      cl.customer_subscriptions.create({ customer_email: 'NEWS@example.com', reference: 'newsletter' }),
    )
    expect(error.status).toBe(422)
    expect(error.errors[0]?.code).toBe('VALIDATION_ERROR')
  })
})

describe('token expiry', () => {
  it('calls the SDK refreshToken callback on an expired token and retries with the new one', async () => {
    const config = { ...readConfig(env), ACCESS_TOKEN_TTL_SECONDS: -1 }
    const application = await authenticateClient(env.DB, demoCredentials.salesChannelClientId, undefined)
    const market = await resolveMarketScope(env.DB, 'market:code:it')
    const { accessToken: expired } = await issueAccessToken(env.DB, { application, market, config })
    const refreshToken = vi.fn(async () => guestToken())
    const skus = await sdkFor(expired, refreshToken).skus.list({ pageSize: 1 })
    expect(refreshToken).toHaveBeenCalledOnce()
    expect(skus).toHaveLength(1)
  })
})
