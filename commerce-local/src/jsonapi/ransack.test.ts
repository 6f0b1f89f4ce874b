import { beforeAll, describe, expect, it } from 'vitest'
import { api, integrationToken } from '../../test/api'

let token: string

// Three skus of this file only, differing in the attributes the predicates compare.
beforeAll(async () => {
  token = await integrationToken()
  const skus = [
    {
      code: 'RANSACK-A',
      name: 'A',
      weight: 100,
      do_not_ship: true,
      description: 'Boxed',
    },
    { code: 'RANSACK-B', name: 'B', weight: 200, do_not_ship: false, description: '' },
    { code: 'RANSACK-C', name: 'C', weight: 300, do_not_ship: false },
  ]
  for (const attributes of skus) {
    const created = await api(token, '/api/skus', {
      method: 'POST',
      body: { data: { type: 'skus', attributes } },
    })
    expect(created.status).toBe(201)
  }
})

/** The codes of this file’s skus matching one more `filter[q]` predicate, in code order. */
async function matching(predicate: string, value: string): Promise<string[]> {
  const { status, json } = await api(
    token,
    `/api/skus?filter[q][code_start]=RANSACK-&filter[q][${predicate}]=${value}&sort=code&page[size]=25`,
  )
  expect(status).toBe(200)
  return json.data.map((d: { attributes: { code: string } }) => d.attributes.code.slice(-1))
}

describe('ransack predicates', () => {
  it('compares numbers with gt, gteq, lt and lteq, the boundary included only by gteq and lteq', async () => {
    expect(await matching('weight_gt', '200')).toEqual(['C'])
    expect(await matching('weight_gteq', '200')).toEqual(['B', 'C'])
    expect(await matching('weight_lt', '200')).toEqual(['A'])
    expect(await matching('weight_lteq', '200')).toEqual(['A', 'B'])
  })

  it('excludes with not_eq and not_in', async () => {
    expect(await matching('code_not_eq', 'RANSACK-B')).toEqual(['A', 'C'])
    expect(await matching('code_not_in', 'RANSACK-A,RANSACK-C')).toEqual(['B'])
  })

  it('matches any of the values with _any and all of them with _all', async () => {
    expect(await matching('code_eq_any', 'RANSACK-A,RANSACK-C')).toEqual(['A', 'C'])
    expect(await matching('code_cont_all', 'RANSACK,-C')).toEqual(['C'])
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
    expect(await matching('weight_not_null', 'true')).toEqual(['A', 'B', 'C'])
    expect(await matching('weight_null', 'true')).toEqual([])
    expect(await matching('pieces_per_pack_null', 'true')).toEqual(['A', 'B', 'C'])
    expect(await matching('pieces_per_pack_present', 'false')).toEqual(['A', 'B', 'C'])
  })

  it('joins attributes with _or_, the first one through a relationship or not', async () => {
    expect(await matching('prices_currency_code_or_code_eq', 'RANSACK-B')).toEqual(['B'])
    expect(await matching('code_or_prices_currency_code_eq', 'RANSACK-C')).toEqual(['C'])
  })

  it.each([
    ['a blank number', '/api/skus?filter[q][weight_gt]=', 'INVALID_FILTER_VALUE'],
    ['text where a number belongs', '/api/skus?filter[q][weight_gt]=heavy', 'INVALID_FILTER_VALUE'],
    [
      'an action attribute, which is never stored',
      '/api/orders?filter[q][_archive_true]=true',
      'FILTER_NOT_ALLOWED',
    ],
  ])('refuses %s with 400', async (_label, path, code) => {
    const response = await api(token, path)
    expect(response.status).toBe(400)
    expect(response.json.errors[0]).toMatchObject({ code, status: '400' })
  })
})
