import { describe, expect, it } from 'vitest'
import { longestChain } from './request-chain.mjs'

const doc = 'http://shop/italy/eur/it/prodotti'
const req = (id, url, { scripts = [], bearer, body, type } = {}) => ({ id, url, type, scripts, bearer, body })
const isApi = (request) => request.url.includes('/api/skus')
const urls = (path) => path.map((request) => request.url)

describe('longestChain', () => {
  it('counts the document, a preloaded chunk and the data call it makes as three round trips', () => {
    const requests = [
      req('1', doc),
      req('2', 'http://shop/_mf/shell/v/main.js', { scripts: [doc] }),
      req('3', 'http://api/api/skus', { scripts: ['http://shop/_mf/shell/v/main.js'] }),
    ]
    const { depth, path } = longestChain(requests, isApi)
    expect(depth).toBe(3)
    expect(urls(path)).toEqual([doc, 'http://shop/_mf/shell/v/main.js', 'http://api/api/skus'])
  })

  it('follows every script on the async stack, not only the one that started the request', () => {
    // The API call is made from the catalog's chunk, which itself was loaded by the remote entry.
    const requests = [
      req('1', doc),
      req('2', 'http://shop/_mf/shell/v/main.js', { scripts: [doc] }),
      req('3', 'http://shop/_mf/catalog/v/remoteEntry.js', { scripts: ['http://shop/_mf/shell/v/main.js'] }),
      req('4', 'http://shop/_mf/catalog/v/767.js', { scripts: ['http://shop/_mf/catalog/v/remoteEntry.js'] }),
      req('5', 'http://api/api/skus', {
        scripts: ['http://shop/_mf/catalog/v/767.js', 'http://shop/_mf/shell/v/main.js'],
      }),
    ]
    expect(longestChain(requests, isApi).depth).toBe(5)
  })

  it('makes an API call wait for the response that handed over its bearer token', () => {
    const requests = [
      req('1', doc),
      req('2', 'http://shop/_mf/shell/v/main.js', { scripts: [doc] }),
      req('3', 'http://shop/api/token', {
        scripts: ['http://shop/_mf/shell/v/main.js'],
        body: '{"accessToken":"T1"}',
      }),
      req('4', 'http://api/api/skus', { scripts: ['http://shop/_mf/shell/v/main.js'], bearer: 'T1' }),
    ]
    const { depth, path } = longestChain(requests, isApi)
    expect(depth).toBe(4)
    expect(urls(path)).toContain('http://shop/api/token')
  })

  it('lets a token the document itself requested cost no extra round trip', () => {
    // The early token script: the document starts /api/token, so it waits only for the document.
    const requests = [
      req('1', doc),
      req('2', 'http://shop/api/token', { scripts: [doc], body: '{"accessToken":"T1"}' }),
      req('3', 'http://shop/_mf/shell/v/main.js', { scripts: [doc] }),
      req('4', 'http://api/api/skus', { scripts: ['http://shop/_mf/shell/v/main.js'], bearer: 'T1' }),
    ]
    expect(longestChain(requests, isApi).depth).toBe(3)
  })

  it('is zero when no request is a target', () => {
    expect(longestChain([req('1', doc)], isApi)).toEqual({ depth: 0, path: [] })
  })

  it("makes a call from a chunk wait for that chunk's stylesheet, which the runtime asked for late", () => {
    const main = 'http://shop/_mf/shell/v/main.1a2b3c4d.js'
    const chunk = 'http://shop/_mf/catalog/v/406.96f4c685.js'
    const late = [
      req('1', doc),
      req('2', main, { scripts: [doc] }),
      req('3', chunk, { scripts: [doc] }),
      req('4', 'http://shop/_mf/catalog/v/406.ab8dafa7.css', { scripts: [main], type: 'Stylesheet' }),
      req('5', 'http://shop/_mf/catalog/v/617.ab8dafa7.css', { scripts: [main], type: 'Stylesheet' }),
      req('6', 'http://api/api/skus', { scripts: [chunk, main] }),
    ]
    const { depth, path } = longestChain(late, isApi)
    expect(depth).toBe(4)
    expect(urls(path)).toContain('http://shop/_mf/catalog/v/406.ab8dafa7.css')
    // Preloaded by the document, the stylesheet costs no round trip of its own.
    const preloaded = late.map((r) => (r.type === 'Stylesheet' ? { ...r, scripts: [doc] } : r))
    expect(longestChain(preloaded, isApi).depth).toBe(3)
  })
})
