import { type Bootstrap, bootstrapElementId } from '@storefront/shared/registry'
import { describe, expect, it } from 'vitest'
import { escapeHtml, inlineJson, renderPage, renderUnavailable } from './render'

describe('escapeHtml', () => {
  it('escapes the five characters that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('inlineJson', () => {
  it('writes JSON no </script> or line separator can end early, which reads back the same', () => {
    const value = { path: '</script><script>alert(1)</script>', text: 'a\u2028b\u2029c' }
    const json = inlineJson(value)
    expect(json).not.toContain('<')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('renderPage', () => {
  const hostile = '"><script>alert(1)</script>'
  const bootstrap: Bootstrap = {
    contract: '1.2.0',
    locale: 'it',
    market: { id: 'mkItaly', code: 'it', country: 'IT', currency: 'EUR', prefix: '/italy/eur/it' },
    apiBase: `https://api.example${hostile}`,
    remotes: {},
  }

  it('cannot be broken out of by markup in the words, addresses or data it is given', () => {
    const html = renderPage({
      pageOrigin: 'https://shop.example',
      lang: hostile,
      title: `</title>${hostile}`,
      nonce: 'n0nce',
      bootstrap,
      entryUrl: `https://shop.example/_mf/shell/1.0.0/main.js${hostile}`,
      styles: [`https://shop.example/_mf/shell/1.0.0/main.css${hostile}`],
      hints: [
        { rel: 'modulepreload', href: `https://shop.example/a.js${hostile}` },
        { rel: 'preload', as: 'script', href: `https://shop.example/b.js${hostile}` },
        { rel: 'preconnect', href: `https://api.example${hostile}` },
      ],
      placeholder: { html: '<header>La Dispensa</header>' },
      noscript: hostile,
    })
    expect(html).not.toContain('<script>alert')
    // The bootstrap JSON and the entry: no third script.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html).toContain(`<script type="application/json" id="${bootstrapElementId}" nonce="n0nce">`)
  })

  it('says the page is light only before any stylesheet comes, the failure page too', () => {
    const lightOnly = '<meta name="color-scheme" content="only light">'
    const page = renderPage({
      pageOrigin: 'https://shop.example',
      lang: 'it',
      title: 'La Dispensa',
      nonce: 'n0nce',
      bootstrap,
      entryUrl: 'https://shop.example/_mf/shell/1.0.0/main.js',
      styles: [],
      hints: [],
      noscript: 'Serve JavaScript',
    })
    expect(page.indexOf(lightOnly)).toBeGreaterThan(-1)
    expect(page.indexOf(lightOnly)).toBeLessThan(page.indexOf('</head>'))
    expect(renderUnavailable('it', 'La Dispensa', 'Riprova')).toContain(lightOnly)
  })
})
