import { describe, expect, it } from 'vitest'
import { api, integrationToken } from '../../../test/api'
import { call } from '../../../test/worker'
import { giftBoxCodes, pictures, products } from '../../seed/catalog'
import { categoryPictures, type Picture } from './picture'
import { productSvg } from './product-svg'

const picture = async (code: string) => (await call(`/images/${code}.svg`)).text()

describe('GET /images/{code}.svg', () => {
  it('draws a sku without authentication, with no text a visitor of another language would see', async () => {
    const product = products.find((p) => p.category === 'wines')
    const response = await call(`/images/${product?.code}.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml')
    const svg = await response.text()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toContain('<text')
    expect(svg).toContain(`aria-label="${product?.text.en[0]}"`)
  })

  it('draws gift boxes too', async () => {
    expect((await call('/images/GIFT-TUSCANY.svg')).status).toBe(200)
  })

  it('tells apart products of one category, and a small pack from a large one', async () => {
    const oils = products.filter((p) => p.category === 'olive-oils').map((p) => p.code)
    const drawn = await Promise.all(oils.map(picture))
    expect(new Set(drawn).size).toBe(oils.length)
    // 250 ml beside 750 ml: the same bottle, drawn smaller.
    expect(await picture('OIL-LEMON-250')).toContain('scale(0.8)')
    expect(await picture('OIL-EVO-CORATINA-750')).toContain('scale(1.1)')
  })

  it('draws a product made through the API as its category’s pack', async () => {
    const token = await integrationToken()
    const made = await api(token, '/api/skus', {
      method: 'POST',
      body: {
        data: {
          type: 'skus',
          attributes: { code: 'PICTURE-NEW', name: 'New red', metadata: { category: 'wines' } },
        },
      },
    })
    expect(made.status).toBe(201)
    const svg = await picture('PICTURE-NEW')
    await api(token, `/api/skus/${made.json.data.id}`, { method: 'DELETE' })
    expect(svg).toBe(productSvg('New red', categoryPictures.wines as Picture))
  })

  it('answers a browser that holds the same picture with 304 and no body', async () => {
    const first = await call('/images/GIFT-TUSCANY.svg')
    const tag = first.headers.get('ETag')
    expect(tag).toBeTruthy()
    const again = await call('/images/GIFT-TUSCANY.svg', { headers: { 'If-None-Match': String(tag) } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await call('/images/WINE-BAROLO-2019.svg', { headers: { 'If-None-Match': String(tag) } })
    expect(other.status).toBe(200)
  })

  it('answers an unknown product with 404', async () => {
    expect((await call('/images/NOPE.svg')).status).toBe(404)
  })
})

describe('the seed’s pictures', () => {
  it('draw every product and gift box of the seed, each its own way', () => {
    const codes = [...products.map((p) => p.code), ...giftBoxCodes]
    expect(Object.keys(pictures).sort()).toEqual([...codes].sort())
    const looks = Object.values(pictures).map((p) => JSON.stringify(p))
    expect(new Set(looks).size).toBe(codes.length)
  })

  it('put no words on any picture', () => {
    for (const [code, look] of Object.entries(pictures)) expect(productSvg(code, look)).not.toContain('<text')
  })
})

describe('productSvg', () => {
  it('escapes the name so it cannot break out of the markup', () => {
    const svg = productSvg('<script>alert("x")</script> & co', categoryPictures.wines as Picture)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&#60;script&#62;')
  })

  it('gives each category its own pack and colours', () => {
    const drawn = Object.values(categoryPictures).map((look) => productSvg('A', look))
    expect(new Set(drawn).size).toBe(drawn.length)
  })
})
