import { describe, expect, it } from 'vitest'
import { withoutSecrets } from './without-secrets'

describe('withoutSecrets', () => {
  it('takes out e-mail addresses, JWTs and token parameters', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0MSJ9.c2lnbmF0dXJlLXBhcnQ'
    expect(withoutSecrets(`bearer ${jwt} for ada@example.com`)).toBe('bearer [token] for [e-mail]')
    expect(withoutSecrets('GET /cambia?token=reset1.tok123&x=1 failed')).toBe(
      'GET /cambia?token=[token]&x=1 failed',
    )
    expect(withoutSecrets('refresh_token=abc access_token=def')).toBe(
      'refresh_token=[token] access_token=[token]',
    )
  })

  it('takes out long runs of hex or base64, and keeps words, versions and file paths', () => {
    expect(withoutSecrets(`digest ${'a1'.repeat(20)} done`)).toBe('digest [token] done')
    expect(withoutSecrets('key 3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= ok')).toBe('key [token] ok')
    const kept =
      'TypeError: Cannot read properties of undefined (reading "price") at /_mf/catalog/2f0c1a9b3d4e/470.ab12cd34.js:1:20'
    expect(withoutSecrets(kept)).toBe(kept)
    expect(withoutSecrets('ChunkLoadErrorWhileLoadingTheRemoteEntryOfCatalog')).toBe(
      'ChunkLoadErrorWhileLoadingTheRemoteEntryOfCatalog',
    )
  })

  it('takes out secrets under any name ending so, in a query or JSON, a bearer token and an encoded address', () => {
    expect(withoutSecrets('POST /x?client_secret=s3cr3t&api_key=k3y&page=2')).toBe(
      'POST /x?client_secret=[token]&api_key=[token]&page=2',
    )
    expect(withoutSecrets('body {"token":"abc123","name":"x"}')).toBe('body {"token":"[token]","name":"x"}')
    expect(withoutSecrets('Authorization: Bearer short1 refused')).toBe(
      'Authorization: Bearer [token] refused',
    )
    expect(withoutSecrets('GET /api/customers?filter=ada.rossi%40example.com failed')).toBe(
      'GET /api/customers?filter=[e-mail] failed',
    )
  })
})
