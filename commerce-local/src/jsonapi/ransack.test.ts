import { beforeAll, describe, expect, it } from 'vitest'
import { api, integrationToken } from '../../test/api'

let token: string

// Three skus and three sku options of this file only, differing in what the predicates compare.
// Numbers are compared on sku options: Commerce Layer filters no number of a sku.
beforeAll(async () => {
  token = await integrationToken()
  const records = [
    ...[
      { code: 'RANSACK-A', name: 'A', do_not_ship: true, description: 'Boxed' },
      { code: 'RANSACK-B', name: 'B', do_not_ship: false, description: '' },
      { code: 'RANSACK-C', name: 'C', do_not_ship: false },
    ].map((attributes) => ({ type: 'skus', attributes })),
    ...[
      { name: 'RANSACK-A', price_amount_cents: 100, delay_hours: 24 },
      { name: 'RANSACK-B', price_amount_cents: 200, delay_hours: 48 },
      { name: 'RANSACK-C', price_amount_cents: 300, delay_hours: null },
    ].map((attributes) => ({ type: 'sku_options', attributes })),
  ]
  for (const data of records) {
    const created = await api(token, `/api/${data.type}`, { method: 'POST', body: { data } })
    expect(created.status).toBe(201)
  }
})

const named = { skus: 'code', sku_options: 'name' } as const

/** The last letters of this file’s records matching one more `filter[q]` predicate, in order. */
async function matching(
  predicate: string,
  value: string,
  type: keyof typeof named = 'skus',
): Promise<string[]> {
  const name = named[type]
  const { status, json } = await api(
    token,
    `/api/${type}?filter[q][${name}_start]=RANSACK-&filter[q][${predicate}]=${value}&sort=${name}&page[size]=25`,
  )
  expect(status).toBe(200)
  return json.data.map((d: { attributes: Record<string, string> }) => d.attributes[name]?.slice(-1))
}

describe('ransack predicates', () => {
  it('compares numbers with gt, gteq, lt and lteq, the boundary included only by gteq and lteq', async () => {
    expect(await matching('price_amount_cents_gt', '200', 'sku_options')).toEqual(['C'])
    expect(await matching('price_amount_cents_gteq', '200', 'sku_options')).toEqual(['B', 'C'])
    expect(await matching('price_amount_cents_lt', '200', 'sku_options')).toEqual(['A'])
    expect(await matching('price_amount_cents_lteq', '200', 'sku_options')).toEqual(['A', 'B'])
  })

  it('excludes with not_eq and not_in', async () => {
    expect(await matching('code_not_eq', 'RANSACK-B')).toEqual(['A', 'C'])
    expect(await matching('code_not_in', 'RANSACK-A,RANSACK-C')).toEqual(['B'])
  })

  it('matches any of the values with _any and all of them with _all', async () => {
    expect(await matching('code_eq_any', 'RANSACK-A,RANSACK-C')).toEqual(['A', 'C'])
    expect(await matching('code_cont_all', 'RANSACK,-C')).toEqual(['C'])
  })

  it('takes any number of values with _any and _all, past the 100 that D1 binds a statement', async () => {
    const others = (prefix: string) => Array.from({ length: 149 }, (_, i) => `${prefix}${i}`)
    const many = (...values: string[]) => [...others('NOPE-'), ...values].join(',')
    expect(await matching('code_eq_any', many('RANSACK-A', 'RANSACK-C'))).toEqual(['A', 'C'])
    // One bound list per attribute, not one value per attribute and word; a record's text read once.
    const words = (...last: string[]) => [...others('zz').slice(0, 25 - last.length), ...last].join(',')
    expect(await matching('name_or_code_or_description_cont_any', words('-b', 'boxed'))).toEqual(['A', 'B'])
    expect(
      await matching('code_or_description_cont_all', words('ransack', '-c').replace(/zz\d+/g, 'r')),
    ).toEqual(['C'])
    expect(
      await matching('price_amount_cents_gt_any', many('250').replace(/NOPE-\d+/g, '900'), 'sku_options'),
    ).toEqual(['C'])
    expect(
      await matching(
        'price_amount_cents_lt_all',
        [...others('').map(() => '1000'), '150'].join(','),
        'sku_options',
      ),
    ).toEqual(['A'])
    expect(
      await matching('description_null_any', many('true', 'false').replace(/NOPE-\d+/g, 'true')),
    ).toEqual(['A', 'B', 'C'])
  })

  it('compares each value of _any and _all with the record, not with the list', async () => {
    const ids = Object.fromEntries(
      (await api(token, '/api/skus?filter[q][code_start]=RANSACK-&fields[skus]=code')).json.data.map(
        (d: { id: string; attributes: { code: string } }) => [d.attributes.code.slice(-1), d.id],
      ),
    )
    expect(await matching('id_not_eq_all', `${ids.A},${ids.B}`)).toEqual(['C'])
    expect(await matching('id_start_any', `${ids.B},NOPE`)).toEqual(['B'])
    // A comparison with a missing value is no match, as `a AND b` never was.
    expect(await matching('description_not_cont_all', 'zz,yy')).toEqual(['A', 'B'])
    expect(await matching('price_amount_cents_gt_any', '150,250', 'sku_options')).toEqual(['B', 'C'])
  })

  it('filters through a relationship with many values', async () => {
    const codes = [...Array.from({ length: 149 }, (_, i) => `NOPE-${i}`), 'WINE-BRUNELLO-2018'].join(',')
    const { status, json } = await api(
      token,
      `/api/stock_items?filter[q][sku_code_eq_any]=${codes}&include=sku&page[size]=25`,
    )
    expect(status).toBe(200)
    expect(json.data.length).toBeGreaterThan(0)
    const found = json.included.map((sku: { attributes: { code: string } }) => sku.attributes.code)
    expect(new Set(found)).toEqual(new Set(['WINE-BRUNELLO-2018']))
  })

  it('reads true, false and 1 as booleans, and a false flag as the opposite predicate', async () => {
    expect(await matching('do_not_ship_true', 'true')).toEqual(['A'])
    expect(await matching('do_not_ship_false', 'true')).toEqual(['B', 'C'])
    expect(await matching('do_not_ship_true', 'false')).toEqual(['B', 'C'])
    expect(await matching('do_not_ship_eq', '1')).toEqual(['A'])
  })

  it('tells null from present and blank, an empty text being blank but not null', async () => {
    expect(await matching('description_null', 'false')).toEqual(['A', 'B'])
    expect(await matching('description_not_null', 'true')).toEqual(['A', 'B'])
    expect(await matching('description_present', 'true')).toEqual(['A'])
    expect(await matching('description_blank', 'true')).toEqual(['B', 'C'])
    expect(await matching('description_null', 'true')).toEqual(['C'])
  })

  it('tells null from not null on numbers too, the flag read as a flag', async () => {
    expect(await matching('delay_hours_not_null', 'true', 'sku_options')).toEqual(['A', 'B'])
    expect(await matching('delay_hours_null', 'true', 'sku_options')).toEqual(['C'])
    expect(await matching('delay_hours_present', 'false', 'sku_options')).toEqual(['C'])
    expect(await matching('price_amount_cents_null', 'true', 'sku_options')).toEqual([])
  })

  it('joins attributes with _or_, the first one through a relationship or not', async () => {
    expect(await matching('prices_reference_or_code_eq', 'RANSACK-B')).toEqual(['B'])
    expect(await matching('code_or_prices_reference_eq', 'RANSACK-C')).toEqual(['C'])
  })

  it('reads a name it does not filter by as a path through a relationship, as ransack does', async () => {
    // A stock item's own sku_code is not filterable on Commerce Layer; its sku's code is.
    const { status, json } = await api(
      token,
      '/api/stock_items?filter[q][sku_code_eq]=WINE-BRUNELLO-2018&include=sku&page[size]=25',
    )
    expect(status).toBe(200)
    expect(json.data.length).toBeGreaterThan(0)
    const codes = json.included.map((sku: { attributes: { code: string } }) => sku.attributes.code)
    expect(new Set(codes)).toEqual(new Set(['WINE-BRUNELLO-2018']))
  })

  it.each([
    ['a blank number', '/api/sku_options?filter[q][price_amount_cents_gt]=', 'INVALID_FILTER_VALUE'],
    [
      'text where a number belongs',
      '/api/sku_options?filter[q][delay_hours_gt]=late',
      'INVALID_FILTER_VALUE',
    ],
    // What Commerce Layer marks not filterable would work here and fail in production.
    ['an attribute Commerce Layer does not filter', '/api/skus?filter[q][weight_gt]=1', 'FILTER_NOT_ALLOWED'],
    [
      'one of several attributes Commerce Layer does not filter',
      '/api/prices?filter[q][reference_or_currency_code_eq]=EUR',
      'FILTER_NOT_ALLOWED',
    ],
    [
      'a relationship Commerce Layer does not filter through',
      '/api/sku_lists?filter[q][bundles_code_eq]=GIFT-TUSCANY',
      'FILTER_NOT_ALLOWED',
    ],
    [
      'a relationship’s attribute Commerce Layer does not filter',
      '/api/skus?filter[q][prices_currency_code_eq]=EUR',
      'FILTER_NOT_ALLOWED',
    ],
    [
      'a sort by an attribute Commerce Layer does not sort by',
      '/api/skus?sort=description',
      'INVALID_SORT_CRITERIA',
    ],
    ['a sort by metadata', '/api/bundles?sort=-metadata', 'INVALID_SORT_CRITERIA'],
    [
      'an action attribute, which is never stored',
      '/api/orders?filter[q][_archive_true]=true',
      'FILTER_NOT_ALLOWED',
    ],
    [
      'a number among the values of _any that is not one',
      '/api/sku_options?filter[q][price_amount_cents_gt_any]=1,x',
      'INVALID_FILTER_VALUE',
    ],
    [
      'a search of more words than a search takes',
      `/api/skus?filter[q][name_or_code_cont_any]=${Array.from({ length: 150 }, (_, i) => `w${i}`).join(',')}`,
      'INVALID_FILTER_VALUE',
    ],
    [
      'more filters than one query takes',
      `/api/skus?${Array.from({ length: 150 }, (_, i) => `filter[q][code_not_eq]=NOPE-${i}`).join('&')}`,
      'INVALID_FILTER_VALUE',
    ],
  ])('refuses %s with 400', async (_label, path, code) => {
    const response = await api(token, path)
    expect(response.status).toBe(400)
    expect(response.json.errors[0]).toMatchObject({ code, status: '400' })
  })
})
