import { beforeAll, describe, expect, it } from 'vitest'
import { api, guestToken, integrationToken } from '../../test/api'
import { products } from '../seed/catalog'

let guest: string
let integration: string

beforeAll(async () => {
  guest = await guestToken('it')
  integration = await integrationToken()
})

const codes = (json: { data: { attributes: { code: string } }[] }) => json.data.map((d) => d.attributes.code)

describe('list queries', () => {
  it('filters by code and includes prices and stock items with relationship data', async () => {
    const { status, json } = await api(
      guest,
      '/api/skus?filter[q][code_eq]=WINE-BAROLO-2019&include=prices,stock_items',
    )
    expect(status).toBe(200)
    expect(codes(json)).toEqual(['WINE-BAROLO-2019'])
    const priceRefs = json.data[0].relationships.prices.data
    expect(priceRefs).toHaveLength(1) // only the EUR list of the Italian market
    const included = json.included.map((r: { type: string }) => r.type).sort()
    expect(included).toEqual(['prices', 'stock_items', 'stock_items'])
    expect(json.included.find((r: { type: string }) => r.type === 'prices').attributes.currency_code).toBe(
      'EUR',
    )
  })

  it('includes along dot paths', async () => {
    const { json } = await api(
      guest,
      '/api/bundles?filter[q][code_eq]=GIFT-TUSCANY&include=sku_list.sku_list_items.sku',
    )
    const types = new Set(json.included.map((r: { type: string }) => r.type))
    expect([...types].sort()).toEqual(['sku_list_items', 'sku_lists', 'skus'])
  })

  it('sorts, pages and counts with links', async () => {
    const { json } = await api(guest, '/api/skus?sort=-code&page[size]=5&page[number]=2')
    const expected = products
      .map((p) => p.code)
      .sort()
      .reverse()
      .slice(5, 10)
    expect(codes(json)).toEqual(expected)
    expect(json.meta).toEqual({ record_count: products.length, page_count: Math.ceil(products.length / 5) })
    expect(json.links.prev).toContain('page%5Bnumber%5D=1')
    expect(json.links.next).toContain('page%5Bnumber%5D=3')
  })

  it('lists in the order records were made when no sort is asked for', async () => {
    // Made out of alphabetical order, so neither the code nor an id's order could pass for it.
    const made = ['ORDER-C', 'ORDER-A', 'ORDER-B']
    for (const code of made) {
      const created = await api(integration, '/api/skus', {
        method: 'POST',
        body: { data: { type: 'skus', attributes: { code, name: code } } },
      })
      expect(created.status).toBe(201)
      // created_at counts milliseconds: records made within one would fall back to their ids.
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const { json } = await api(integration, '/api/skus?filter[q][code_start]=ORDER-')
    // The other tests count the seeded catalog.
    for (const { id } of json.data) await api(integration, `/api/skus/${id}`, { method: 'DELETE' })
    expect(codes(json)).toEqual(made)
  })

  it('pages by ten when no page size is asked for', async () => {
    const { json } = await api(guest, '/api/skus')
    expect(json.data).toHaveLength(10)
    expect(json.meta.page_count).toBe(Math.ceil(products.length / 10))
  })

  it('links a page past the end back to the last page, and an empty list to page 1', async () => {
    const lastPage = Math.ceil(products.length / 5)
    const beyond = await api(guest, `/api/skus?page[size]=5&page[number]=${lastPage + 3}`)
    expect(beyond.json.data).toEqual([])
    expect(beyond.json.links.prev).toContain(`page%5Bnumber%5D=${lastPage}`)
    expect(beyond.json.links.next).toBeUndefined()
    const empty = await api(guest, '/api/skus?filter[q][code_eq]=NO-SUCH-SKU')
    expect(empty.json.meta).toEqual({ record_count: 0, page_count: 0 })
    expect(empty.json.links.first).toContain('page%5Bnumber%5D=1')
    expect(empty.json.links.last).toContain('page%5Bnumber%5D=1')
    expect(empty.json.links).not.toHaveProperty('prev')
    expect(empty.json.links).not.toHaveProperty('next')
  })

  it('supports ransack predicates including _or_, _in, _start and relationship paths', async () => {
    const wines = await api(guest, '/api/skus?filter[q][code_start]=WINE-&page[size]=25')
    expect(codes(wines.json).every((c: string) => c.startsWith('WINE-'))).toBe(true)
    expect(wines.json.meta.record_count).toBe(products.filter((p) => p.code.startsWith('WINE-')).length)

    const two = await api(guest, '/api/skus?filter[q][code_in]=OIL-LEMON-250,COFFEE-DECAF-250')
    expect(codes(two.json).sort()).toEqual(['COFFEE-DECAF-250', 'OIL-LEMON-250'])

    const either = await api(guest, '/api/skus?filter[q][name_or_code_cont]=barolo&page[size]=25')
    expect(codes(either.json).sort()).toEqual(['SPIRIT-GRAPPA-BAROLO', 'WINE-BAROLO-2019'])

    const expensive = await api(guest, '/api/skus?filter[q][prices_amount_cents_gt]=5000&page[size]=25')
    const expectedExpensive = products.filter((p) => p.euroCents > 5000).map((p) => p.code)
    expect(codes(expensive.json).sort()).toEqual(expectedExpensive.sort())
  })

  it('filters through a has-many it reads by another path, as the two-step path does', async () => {
    const wines = products.filter((p) => p.category === 'wines').map((p) => p.code)
    for (const filter of ['sku_lists_slug_eq', 'sku_list_items_sku_list_slug_eq']) {
      const { status, json } = await api(guest, `/api/skus?filter[q][${filter}]=wines&page[size]=25`)
      expect(status).toBe(200)
      expect(codes(json).sort()).toEqual([...wines].sort())
    }
  })

  it('matches _cont, _start and _end literally and case-insensitively, at any length', async () => {
    const count = async (filter: string) => {
      const [key, value = ''] = filter.split('=')
      return (await api(guest, `/api/skus?filter[q][${key}]=${value}&page[size]=25`)).json.meta.record_count
    }
    const byCode = (test: (code: string) => boolean) => products.filter((p) => test(p.code)).length
    expect(await count('code_end=-500')).toBe(byCode((c) => c.endsWith('-500')))
    expect(await count('code_start=wine-')).toBe(byCode((c) => c.startsWith('WINE-')))
    expect(await count('code_not_cont=wine')).toBe(byCode((c) => !c.includes('WINE')))
    // `%` and `_` are characters, not LIKE wildcards.
    expect(await count(`code_cont=${encodeURIComponent('%')}`)).toBe(0)
    expect(await count('code_cont=_')).toBe(0)
    // D1 refuses a LIKE pattern over 50 bytes; a long search is a search that finds nothing.
    const long = await api(guest, `/api/skus?filter[q][name_or_code_cont]=${'olio'.repeat(150)}`)
    expect(long.status).toBe(200)
    expect(long.json.meta.record_count).toBe(0)
  })

  it('searches the values written in metadata, never its keys', async () => {
    const count = async (text: string) =>
      (await api(guest, `/api/skus?filter[q][metadata_cont]=${encodeURIComponent(text)}&page[size]=25`)).json
        .meta.record_count
    expect(await count('excise_included')).toBe(0)
    expect(await count('i18n')).toBe(0)
    // The German name of the Barolo lives only in metadata.
    const barolo = await api(guest, '/api/skus?filter[q][code_eq]=WINE-BAROLO-2019')
    const german = barolo.json.data[0].attributes.metadata.i18n.de.name as string
    const found = await api(guest, `/api/skus?filter[q][metadata_cont]=${encodeURIComponent(german)}`)
    expect(codes(found.json)).toContain('WINE-BAROLO-2019')
  })

  it('returns only the requested sparse fieldset', async () => {
    const { json } = await api(guest, '/api/skus?fields[skus]=code,name&page[size]=1')
    expect(Object.keys(json.data[0].attributes).sort()).toEqual(['code', 'name'])
  })

  it('keeps the relationships named in a sparse fieldset, and only those', async () => {
    const { status, json } = await api(guest, '/api/skus?fields[skus]=code,prices&page[size]=1')
    expect(status).toBe(200)
    expect(Object.keys(json.data[0].attributes)).toEqual(['code'])
    expect(Object.keys(json.data[0].relationships)).toEqual(['prices'])
  })

  it('takes the timestamps every resource has in a sparse fieldset', async () => {
    const { status, json } = await api(guest, '/api/skus?fields[skus]=code,created_at&page[size]=1')
    expect(status).toBe(200)
    expect(Object.keys(json.data[0].attributes).sort()).toEqual(['code', 'created_at'])
  })

  it('gives a sku its inventory on retrieve only, summed over stock locations', async () => {
    const list = await api(guest, '/api/skus?filter[q][code_eq]=SWEET-PANETTONE-1KG')
    expect(list.json.data[0].attributes.inventory).toBeNull()
    const one = await api(guest, `/api/skus/${list.json.data[0].id}`)
    expect(one.json.data.attributes.inventory.available).toBe(false)
    const barolo = products.find((p) => p.code === 'WINE-BAROLO-2019')
    const found = await api(guest, '/api/skus?filter[q][code_eq]=WINE-BAROLO-2019')
    const retrieved = await api(guest, `/api/skus/${found.json.data[0].id}`)
    const inventory = retrieved.json.data.attributes.inventory
    expect(inventory.quantity).toBe((barolo?.stock[0] ?? 0) + (barolo?.stock[1] ?? 0))
    expect(inventory.available).toBe(true)
    expect(inventory.levels[0].delivery_lead_times[0].shipping_method).toMatchObject({
      name: 'Standard shipping Italy',
      reference: 'standard-it',
    })
  })

  it('gives a sku the options whose code pattern it matches, and those with no pattern', async () => {
    const option = (name: string, sku_code_regex: string) =>
      api(integration, '/api/sku_options', {
        method: 'POST',
        body: { data: { type: 'sku_options', attributes: { name, currency_code: 'EUR', sku_code_regex } } },
      })
    await option('Wine stopper', '^WINE-')
    await option('Broken pattern', '(')
    const optionsOf = async (code: string) => {
      const sku = (await api(guest, `/api/skus?filter[q][code_eq]=${code}`)).json.data[0]
      const options = (await api(guest, `/api/skus/${sku.id}/sku_options`)).json.data
      return options.map((o: { attributes: { name: string; sku_code_regex: string | null } }) =>
        o.attributes.sku_code_regex === null ? 'any sku' : o.attributes.name,
      )
    }
    expect(await optionsOf('WINE-BAROLO-2019')).toEqual(['any sku', 'Wine stopper'])
    expect(await optionsOf('OIL-LEMON-250')).toEqual(['any sku'])
  })

  it('serves related records under /api/{type}/{id}/{relationship}', async () => {
    const found = await api(integration, '/api/skus?filter[q][code_eq]=OIL-LEMON-250')
    const related = await api(integration, `/api/skus/${found.json.data[0].id}/prices`)
    expect(
      related.json.data
        .map((p: { attributes: { currency_code: string } }) => p.attributes.currency_code)
        .sort(),
    ).toEqual(['CHF', 'EUR', 'GBP', 'USD'])
    const unknown = await api(integration, `/api/skus/${found.json.data[0].id}/nope`)
    expect(unknown.status).toBe(404)
    expect(unknown.json.errors[0].code).toBe('ROUTE_NOT_FOUND')
  })
})

describe('bad queries', () => {
  it.each([
    ['/api/skus?include=nope', 400, 'INVALID_INCLUDE'],
    ['/api/skus?include=prices.nope', 400, 'INVALID_INCLUDE'],
    ['/api/skus?filter[q][nope_eq]=1', 400, 'FILTER_NOT_ALLOWED'],
    ['/api/skus?filter[code]=1', 400, 'INVALID_FILTERS_SYNTAX'],
    ['/api/skus?sort=nope', 400, 'INVALID_SORT_CRITERIA'],
    ['/api/skus?page[size]=26', 400, 'INVALID_PAGE_VALUE'],
    ['/api/skus?page[number]=0', 400, 'INVALID_PAGE_VALUE'],
    ['/api/skus?page[size]=2.5', 400, 'INVALID_PAGE_VALUE'],
    ['/api/orders?sort=_archive', 400, 'INVALID_SORT_CRITERIA'],
    ['/api/skus?fields[skus]=nope', 400, 'FIELD_NOT_SUPPORTED'],
    ['/api/skus/doesNotExist', 404, 'RECORD_NOT_FOUND'],
    ['/api/unicorns', 404, 'ROUTE_NOT_FOUND'],
  ])('answers %s with %i %s in the error document', async (path, status, code) => {
    const response = await api(guest, path)
    expect(response.status).toBe(status)
    expect(response.json.errors[0]).toMatchObject({ code, status: String(status) })
  })

  it('binds filter values instead of running them as SQL', async () => {
    const { status, json } = await api(guest, "/api/skus?filter[q][code_eq]=' OR 1=1 --")
    expect(status).toBe(200)
    expect(json.data).toEqual([])
  })
})
