import { bootstrapElementId } from '@storefront/shared/registry'
import { describe, expect, it } from 'vitest'
import { sampleBootstrap } from '../testing/sample-bootstrap'
import { BootstrapError, readBootstrap } from './bootstrap'

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t')
  if (text !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = bootstrapElementId
    script.textContent = text
    doc.body.append(script)
  }
  return doc
}

describe('readBootstrap', () => {
  it('returns the market, locale and remotes the edge rendered', () => {
    const bootstrap = readBootstrap(documentWith(JSON.stringify(sampleBootstrap())))
    expect(bootstrap.market.code).toBe('it')
    expect(bootstrap.locale).toBe('it')
    expect(bootstrap.remotes.catalog?.current.entryUrl).toContain('/_mf/catalog/')
  })

  it('refuses a document without the bootstrap element', () => {
    expect(() => readBootstrap(documentWith(null))).toThrow(BootstrapError)
  })

  it('refuses text that is not JSON', () => {
    expect(() => readBootstrap(documentWith('{oops'))).toThrow(/not JSON/)
  })

  it('refuses JSON of another shape, such as an unknown locale', () => {
    const wrong = { ...sampleBootstrap(), locale: 'xx' }
    expect(() => readBootstrap(documentWith(JSON.stringify(wrong)))).toThrow(/invalid bootstrap/)
  })
})
