import { describe, expect, it } from 'vitest'
import { call } from '../../../test/worker'
import { products } from '../../seed/catalog'
import { productSvg } from './product-svg'

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

describe('productSvg', () => {
  it('escapes the name so it cannot break out of the markup', () => {
    const svg = productSvg('<script>alert("x")</script> & co', 'wines')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&#60;script&#62;')
  })

  it('gives each category its own colours', () => {
    expect(productSvg('A', 'wines')).not.toBe(productSvg('A', 'pasta'))
  })
})
