import { reset } from 'cloudflare:test'
import { bootstrapElementId, bootstrapSchema } from '@storefront/shared/registry'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeManifest, publishFixture, testApp, testEnv } from '../../testing'

const { request } = testApp()

const placeholderMarkup = '<header class="shell-placeholder-header"><span>La Dispensa</span></header>\n'

async function publishShop(
  shellContract = '1.2.0',
  shellFiles: Record<string, string> = {},
  placeholder?: string,
) {
  await publishFixture(
    'shell',
    '2.0.0',
    {
      'main.1a2b3c4d.js': 'console.log(1)',
      'main.9f8e7d6c.css': 'body{}',
      'mf-manifest.json': fakeManifest('shell'),
      ...shellFiles,
    },
    {
      contract: shellContract,
      entry: 'main.1a2b3c4d.js',
      styles: ['main.9f8e7d6c.css'],
      startup: ['725.aaaa1111.js', '121.bbbb2222.js'],
      dictionaries: { it: 'dictionary-it.cccc3333.js', en: 'dictionary-en.dddd4444.js' },
      ...(placeholder ? { placeholder } : {}),
    },
  )
  await publishFixture('catalog', '1.0.0', { 'mf-manifest.json': fakeManifest('catalog') })
  await publishFixture('catalog', '1.1.0', {
    'mf-manifest.json': fakeManifest('catalog', 'remoteEntry.aaaabbbb.js', 'global', {
      './App': ['767.eeee5555.js', '__federation_expose_App.ffff6666.js', '767.abab1212.css'],
      './Search': ['__federation_expose_Search.99998888.js'],
    }),
  })
  await publishFixture('cart', '3.0.0', {
    'mf-manifest.json': fakeManifest('cart', 'entry.12345678.mjs', 'module', {
      './App': ['__federation_expose_App.11112222.mjs'],
      './MiniCart': [
        '__federation_expose_MiniCart.33334444.mjs',
        '__federation_expose_MiniCart.cdcd3434.css',
      ],
    }),
  })
  await publishFixture('account', '1.0.0', { 'mf-manifest.json': fakeManifest('account') })
}

/** What a browser with scripts off shows instead of the shop. */
const noscriptOf = (html: string) => /<body>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? ''
/** How it looks: in the head, the one place HTML lets a `<noscript>` hold a style. */
const noscriptStyleOf = (html: string) =>
  /<head>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>[\s\S]*?<\/head>/.exec(html)?.[1] ?? ''

function bootstrapOf(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${bootstrapElementId}" nonce="[^"]+">(.*?)</script>`,
  ).exec(html)
  return bootstrapSchema.parse(JSON.parse(match?.[1] ?? 'null'))
}

describe('document', () => {
  beforeEach(() => reset())

  it('says the shop is being deployed, translated, with 503 while no shell is published', async () => {
    const res = await request('/germany/eur/de/')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/)
    expect(html).toContain('Der Shop wird gerade aktualisiert')
    expect(html).not.toContain('<script')
  })

  it('renders lang, root, the shell entry and its stylesheet for the current shell version', async () => {
    await publishShop()
    const res = await request('/france/eur/fr/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<div id="root"></div>')
    expect(html).toMatch(
      /<script type="module" nonce="[^"]+" src="http:\/\/localhost\/_mf\/shell\/2\.0\.0\/main\.1a2b3c4d\.js">/,
    )
    expect(html).toContain(
      '<link rel="stylesheet" href="http://localhost/_mf/shell/2.0.0/main.9f8e7d6c.css">',
    )
    expect(html).toContain(
      '<link rel="modulepreload" href="http://localhost/_mf/shell/2.0.0/main.1a2b3c4d.js" nonce="',
    )
    // In the shop's look, with its name: a line of bare text in a corner reads as a broken page.
    expect(noscriptStyleOf(html)).toMatch(/^<style nonce="[^"]+">\.shop-noscript\{[^<]+<\/style>$/)
    expect(noscriptOf(html)).toMatch(
      /^<div class="shop-noscript"><p class="brand">La Dispensa<\/p><p>Pour faire vos achats sur ce site, veuillez activer JavaScript/,
    )
  })

  it('hands the shell the market, the API base and every remote with its history', async () => {
    await publishShop()
    const bootstrap = bootstrapOf(await (await request('/switzerland/chf/de/')).text())
    expect(bootstrap.locale).toBe('de')
    expect(bootstrap.market).toEqual({
      id: 'mkSwitzerl',
      code: 'ch',
      country: 'CH',
      currency: 'CHF',
      prefix: '/switzerland/chf/de',
    })
    expect(bootstrap.apiBase).toBe('http://commerce.test/api')
    expect(bootstrap.contact).toEqual({ email: 'care@shop.test', phone: '+39 055 123 4567' })
    expect(bootstrap.searchAttributes).toBe('name_or_code_or_metadata')
    expect(bootstrap.contract).toBe('1.2.0')
    expect(bootstrap.remotes.catalog?.current.version).toBe('1.1.0')
    expect(bootstrap.remotes.catalog?.previous.map((ref) => ref.version)).toEqual(['1.0.0'])
    expect(bootstrap.remotes.catalog?.current.manifestUrl).toBe(
      'http://localhost/_mf/catalog/1.1.0/mf-manifest.json',
    )
    expect(bootstrap.remotes.checkout).toBeUndefined()
  })

  it("names each remote version's entry script: recorded at publish, else read from its manifest", async () => {
    await publishShop()
    // Recorded at publish: no manifest is read (this version has none).
    await publishFixture('checkout', '1.0.0', {}, { entry: 'remoteEntry.12ab34cd.js' })
    // Neither recorded nor readable: the shell will not mount it.
    await publishFixture('checkout', '2.0.0', {})
    const bootstrap = bootstrapOf(await (await request('/italy/eur/it/')).text())
    expect(bootstrap.remotes.catalog?.current.entryUrl).toBe(
      'http://localhost/_mf/catalog/1.1.0/remoteEntry.aaaabbbb.js',
    )
    expect(bootstrap.remotes.catalog?.previous[0]?.entryUrl).toBe(
      'http://localhost/_mf/catalog/1.0.0/remoteEntry.3f2a9c1b.js',
    )
    expect(bootstrap.remotes.cart?.current.entryUrl).toBe(
      'http://localhost/_mf/cart/3.0.0/entry.12345678.mjs',
    )
    expect(bootstrap.remotes.checkout?.current.entryUrl).toBeUndefined()
    expect(bootstrap.remotes.checkout?.previous[0]?.entryUrl).toBe(
      'http://localhost/_mf/checkout/1.0.0/remoteEntry.12ab34cd.js',
    )
  })

  it('tells the shell which remote entries load as ES modules, recorded at publish or read from the manifest', async () => {
    await publishShop()
    await publishFixture('checkout', '1.0.0', {}, { entry: 'entry.9a8b7c6d.mjs', entryType: 'module' })
    const { remotes } = bootstrapOf(await (await request('/italy/eur/it/')).text())
    expect(remotes.cart?.current.entryType).toBe('module')
    expect(remotes.catalog?.current.entryType).toBe('global')
    expect(remotes.checkout?.current.entryType).toBe('module')
  })

  it("preloads the entry of the route's remote and of the mini-cart, not the others", async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotto/OIL-01')).text()
    // The shell registers remotes by entry: the page never fetches a manifest.
    expect(html).not.toMatch(/<link[^>]*mf-manifest\.json/)
    expect(html).toContain(
      '<link rel="preload" as="script" href="http://localhost/_mf/catalog/1.1.0/remoteEntry.aaaabbbb.js" nonce="',
    )
    expect(html).toContain(
      '<link rel="modulepreload" href="http://localhost/_mf/cart/3.0.0/entry.12345678.mjs" nonce="',
    )
    expect(html).not.toMatch(/<link[^>]*\/_mf\/account\//)
  })

  it('preloads no remote version the shell would refuse for its contract', async () => {
    await publishFixture('catalog', '1.1.0', {
      'mf-manifest.json': fakeManifest('catalog', 'remoteEntry.aaaabbbb.js', 'global', {
        './App': ['__federation_expose_App.ffff6666.js'],
      }),
    })
    // A shell on the next major, before the catalog has a version for it.
    await publishFixture(
      'shell',
      '3.0.0',
      { 'main.1a2b3c4d.js': '' },
      { contract: '2.0.0', entry: 'main.1a2b3c4d.js' },
    )
    const html = await (await request('/italy/eur/it/prodotti')).text()
    expect(html).toContain('/_mf/shell/3.0.0/main.1a2b3c4d.js')
    expect(html).not.toMatch(/<link[^>]*\/_mf\/catalog\//)
  })

  it('opens the connection to the commerce API while the scripts download', async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotti')).text()
    expect(html).toContain('<link rel="preconnect" href="http://commerce.test" crossorigin>')
    expect(html.indexOf('rel="preconnect"')).toBeLessThan(html.indexOf('rel="modulepreload"'))
  })

  it("preloads the shell's startup chunks and the visitor's dictionary only", async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotti')).text()
    for (const file of ['725.aaaa1111.js', '121.bbbb2222.js', 'dictionary-it.cccc3333.js'])
      expect(html).toContain(
        `<link rel="preload" as="script" href="http://localhost/_mf/shell/2.0.0/${file}" nonce="`,
      )
    expect(html).not.toContain('dictionary-en')
  })

  it('preloads the scripts of the exposed modules the page mounts, in the kind the remote loads them', async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotti')).text()
    for (const file of ['767.eeee5555.js', '__federation_expose_App.ffff6666.js'])
      expect(html).toContain(
        `<link rel="preload" as="script" href="http://localhost/_mf/catalog/1.1.0/${file}" nonce="`,
      )
    expect(html).toContain(
      '<link rel="modulepreload" href="http://localhost/_mf/cart/3.0.0/__federation_expose_MiniCart.33334444.mjs" nonce="',
    )
    // Neither what this page does not mount nor the cart page's own module.
    expect(html).not.toContain('__federation_expose_Search')
    expect(html).not.toContain('__federation_expose_App.11112222')
  })

  it('preloads the stylesheets of the exposed modules the page mounts, without blocking its paint', async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotti')).text()
    for (const [app, version, file] of [
      ['catalog', '1.1.0', '767.abab1212.css'],
      ['cart', '3.0.0', '__federation_expose_MiniCart.cdcd3434.css'],
    ])
      expect(html).toContain(
        `<link rel="preload" as="style" href="http://localhost/_mf/${app}/${version}/${file}"`,
      )
    // A remote's stylesheet must never hold up the shell: no render-blocking link for it.
    expect(html).not.toMatch(/rel="stylesheet" href="[^"]*\/_mf\/(catalog|cart)\//)
  })

  it('lets in the files of another origin (ASSETS_ORIGIN) and preloads them with CORS, as the runtime loads them', async () => {
    await publishShop()
    const { app } = testApp()
    const cdn = { ...testEnv, ASSETS_ORIGIN: 'https://cdn.example' }
    const html = await (await app.request('/italy/eur/it/prodotti', {}, cdn)).text()
    for (const url of [
      'https://cdn.example/_mf/shell/2.0.0/725.aaaa1111.js',
      'https://cdn.example/_mf/catalog/1.1.0/remoteEntry.aaaabbbb.js',
    ])
      expect(html).toMatch(
        new RegExp(`<link rel="preload" as="script" href="${url}" nonce="[^"]+" crossorigin>`),
      )
    expect(html).toMatch(
      /<link rel="preload" as="style" href="https:\/\/cdn\.example\/_mf\/catalog\/1\.1\.0\/767\.abab1212\.css" nonce="[^"]+" crossorigin>/,
    )
    // The page's policy lets those files in: without it every stylesheet was refused.
    const csp = (await app.request('/italy/eur/it/prodotti', {}, cdn)).headers.get('content-security-policy')
    for (const directive of ['style-src', 'img-src', 'font-src', 'script-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example(;|$| )`))
    // From the page's own origin they load without the attribute, and so are preloaded.
    const ownPage = await request('/italy/eur/it/prodotti')
    expect(ownPage.headers.get('content-security-policy')).toContain("style-src 'self' 'nonce-")
    expect(ownPage.headers.get('content-security-policy')).not.toContain('cdn.example')
    const own = await ownPage.text()
    expect(own).toContain('/_mf/catalog/1.1.0/remoteEntry.aaaabbbb.js')
    expect(own).not.toMatch(/rel="preload"[^>]*crossorigin/)
  })

  it("starts the session's token request for the page's market before anything can hold it up", async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotti')).text()
    const bootstrap = bootstrapOf(html)
    const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).toContain("fetch('/api/token'")
    expect(script).toContain("{market:m,session:t('session')}")
    expect(script).not.toContain("t('refresh')")
    expect(script).toContain(`(${JSON.stringify(bootstrap.market.code)})`)
    expect(html.indexOf('<script nonce=')).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
  })

  it('starts the refresh and guest pair for a 1.1 shell, the requests it adopts', async () => {
    await publishShop('1.1.0')
    const html = await (await request('/italy/eur/it/prodotti')).text()
    const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).toContain("{market:m,refresh:t('refresh'),guest:t('guest')}")
    expect(script).not.toContain("t('session')")
  })

  it('starts no token request for a shell too old to adopt it, which would ask again beside it', async () => {
    await publishShop('1.0.0')
    const html = await (await request('/italy/eur/it/prodotti')).text()
    expect(html).not.toContain('/api/token')
    expect(html).toContain('<div id="root"></div>')
  })

  it('links the shop icon, so browsers do not ask for a /favicon.ico of their own', async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/')).text()
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  })

  it('answers a path that is no screen with the document and a 404 for the shell to show', async () => {
    await publishShop()
    const res = await request('/italy/eur/it/no-such-page')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<title>Pagina non trovata · La Dispensa</title>')
  })

  it("sends a path written with another language's words to the page's own, keeping the query", async () => {
    await publishShop()
    const product = await request('/italy/eur/it/product/OIL-01?utm_source=mail')
    expect(product.status).toBe(301)
    expect(product.headers.get('location')).toBe('/italy/eur/it/prodotto/OIL-01?utm_source=mail')
    expect(product.headers.get('cache-control')).toBe('public, max-age=86400')
    const search = await request('/france/eur/fr/cerca?q=vin&page=2')
    expect(search.headers.get('location')).toBe('/france/eur/fr/recherche?q=vin&page=2')
    // A word two languages share is the page's own: no redirect.
    expect((await request('/france/eur/fr/categories')).status).toBe(200)
  })

  it('sends a page number not written as the shop writes it to the one the page shows, keeping the rest', async () => {
    await publishShop()
    const locationOf = async (path: string) => {
      const res = await request(path)
      expect(res.status).toBe(301)
      return res.headers.get('location')
    }
    expect(await locationOf('/italy/eur/it/prodotti?page=0')).toBe('/italy/eur/it/prodotti')
    expect(await locationOf('/italy/eur/it/prodotti?page=1&utm_source=mail')).toBe(
      '/italy/eur/it/prodotti?utm_source=mail',
    )
    expect(await locationOf('/italy/eur/it/prodotti?utm_source=mail&page=abc')).toBe(
      '/italy/eur/it/prodotti?utm_source=mail',
    )
    expect(await locationOf('/italy/eur/it/cerca?q=olio&page=02')).toBe('/italy/eur/it/cerca?q=olio&page=2')
    expect(await locationOf('/italy/eur/it/prodotti?page=3&page=4')).toBe('/italy/eur/it/prodotti?page=3')
    // Written the shop's way, or on a screen without pages, the address is the page's own.
    expect((await request('/italy/eur/it/prodotti?page=2')).status).toBe(200)
    expect((await request('/italy/eur/it/prodotto/OIL-01?page=0')).status).toBe(200)
  })

  it('sends a path whose words were written in capitals to its own, keeping the code as written', async () => {
    await publishShop()
    const product = await request('/italy/eur/it/PRODOTTO/OIL-01')
    expect(product.status).toBe(301)
    expect(product.headers.get('location')).toBe('/italy/eur/it/prodotto/OIL-01')
    expect((await request('/italy/eur/it/Prodotti')).headers.get('location')).toBe('/italy/eur/it/prodotti')
  })

  it('answers a screen whose remote is not deployed with a 404, as the shell shows not found', async () => {
    await publishShop()
    // The fixture publishes no checkout remote; account and catalog are there.
    const checkout = await request('/italy/eur/it/cassa')
    expect(checkout.status).toBe(404)
    const html = await checkout.text()
    expect(html).toContain('<title>Pagina non trovata · La Dispensa</title>')
    // Nothing of a page remote is preloaded for a page none shows; the mini-cart still is.
    expect(html).not.toContain('__federation_expose_App.ffff6666.js')
    expect(html).toContain('__federation_expose_MiniCart.33334444.mjs')
    expect((await request('/italy/eur/it/account')).status).toBe(200)
    expect((await request('/italy/eur/it/prodotti')).status).toBe(200)
  })

  it('answers the screen of a remote registered but never promoted with not found', async () => {
    await publishShop()
    await publishFixture(
      'checkout',
      '1.0.0',
      { 'mf-manifest.json': fakeManifest('checkout') },
      {},
      {
        promote: false,
      },
    )
    const res = await request('/italy/eur/it/cassa')
    expect(res.status).toBe(404)
    expect(bootstrapOf(await res.text()).remotes.checkout).toBeUndefined()
  })

  it('says the shop is being deployed while its only shell is registered but never promoted', async () => {
    await publishFixture(
      'shell',
      '1.0.0',
      { 'main.1a2b3c4d.js': '' },
      { entry: 'main.1a2b3c4d.js' },
      {
        promote: false,
      },
    )
    expect((await request('/italy/eur/it/')).status).toBe(503)
  })

  it('serves the shop without a remote whose registry record is damaged, rather than fail every page', async () => {
    await publishShop()
    await testEnv.REGISTRY.put('app:account', JSON.stringify({ current: 42 }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await request('/italy/eur/it/')
    errors.mockRestore()
    expect(res.status).toBe(200)
    const { remotes } = bootstrapOf(await res.text())
    expect(remotes.account).toBeUndefined()
    expect(remotes.catalog?.current.version).toBe('1.1.0')
  })

  it("titles a screen's document with the shop's name until the shell names the page", async () => {
    await publishShop()
    const html = await (await request('/germany/eur/de/produkte')).text()
    expect(html).toContain('<title>La Dispensa</title>')
  })

  it('cannot be broken out of by a market or path containing markup', async () => {
    await publishShop()
    const html = await (await request('/italy/eur/it/prodotto/%3C%2Fscript%3E%3Cscript%3Ealert(1)')).text()
    // The early token script, the startup watch, the bootstrap JSON and the entry: no fifth.
    expect(html.match(/<script/g)).toHaveLength(4)
    expect(html).not.toContain('<script>alert')
  })

  it('carries a hidden, translated startup error with a retry to the same page, and its watch', async () => {
    await publishShop()
    const html = await (await request('/germany/eur/de/suche?q=%C3%B6l')).text()
    const message = /<div id="shop-startup-error" role="alert" hidden>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
    expect(message).toContain('<h1>Etwas ist schiefgelaufen</h1>')
    expect(message).toContain('<a href="/germany/eur/de/suche?q=%C3%B6l">Erneut versuchen</a>')
    // Watched from the head, before the entry is asked for; scripts of the shell's version only.
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function\(b,id,p,o,a\)\{[^<]*\}\)\("http:\/\/localhost\/_mf\/shell\/2\.0\.0\/","shop-startup-error","\/api\/client-errors",\{"app":"shell","version":"2\.0\.0"\},"data-shop-placeholder"\)<\/script>/,
    )
    expect(html.indexOf('"data-shop-placeholder")</script>')).toBeLessThan(
      html.indexOf('<link rel="modulepreload"'),
    )
    expect(html).toMatch(/<style nonce="[^"]+">#shop-startup-error\{/)
  })
})

describe("the shell's placeholder", () => {
  beforeEach(() => reset())

  const rootOf = (html: string) =>
    /<div id="root">([\s\S]*?)<\/div>\n<div id="shop-startup-error"/.exec(html)?.[1]

  it("fills the root with the shell's placeholder, hidden from screen readers, in the screen's skeleton", async () => {
    await publishShop(
      '1.2.0',
      { 'placeholder.0a1b2c3d.html': placeholderMarkup },
      'placeholder.0a1b2c3d.html',
    )
    const layoutOf = async (path: string) =>
      /^<div data-shop-placeholder(?: data-layout="(\w+)")? aria-hidden="true"><header class="shell-placeholder-header"><span>La Dispensa<\/span><\/header><\/div>$/.exec(
        rootOf(await (await request(path)).text()) ?? '',
      )
    expect((await layoutOf('/italy/eur/it/prodotti'))?.[1]).toBe('shelf')
    expect((await layoutOf('/italy/eur/it/cerca?q=olio'))?.[1]).toBe('grid')
    expect((await layoutOf('/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500'))?.[1]).toBe('detail')
    expect((await layoutOf('/italy/eur/it/carrello'))?.[1]).toBe('form')
    // Not found: the header alone, as the shell's not-found page has no skeleton of its own.
    const notFound = await layoutOf('/italy/eur/it/nessuna-pagina')
    expect(notFound).not.toBeNull()
    expect(notFound?.[1]).toBeUndefined()
  })

  it('hides the placeholder when scripts are off, where nothing would replace it', async () => {
    await publishShop(
      '1.2.0',
      { 'placeholder.0a1b2c3d.html': placeholderMarkup },
      'placeholder.0a1b2c3d.html',
    )
    const html = await (await request('/france/eur/fr/produits')).text()
    expect(noscriptStyleOf(html)).toMatch(/^<style nonce="[^"]+">\[data-shop-placeholder\]\{display:none\}/)
    expect(noscriptOf(html)).toContain('<p>Pour faire')
  })

  it('leaves the root empty for a shell published without one, or whose file cannot be read', async () => {
    await publishShop()
    expect(rootOf(await (await request('/italy/eur/it/prodotti')).text())).toBe('')
    // A version is registered once: start over, or the shell above (without one) would stay.
    await reset()
    await publishShop('1.2.0', {}, 'placeholder.ffffffff.html')
    const html = await (await request('/italy/eur/it/prodotti')).text()
    expect(rootOf(html)).toBe('')
    expect(noscriptStyleOf(html)).not.toContain('data-shop-placeholder')
    expect(noscriptOf(html)).toContain('<p>Per fare')
  })
})

describe('document security headers', () => {
  beforeEach(() => reset())

  it('sets a strict CSP whose nonce is the one on every script, new on each request', async () => {
    await publishShop()
    const first = await request('/italy/eur/it/')
    const csp = first.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await first.text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    // Script preloads are checked against script-src too: they carry the nonce as well.
    const preloads = html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? []
    expect(preloads.length).toBeGreaterThan(0)
    for (const tag of preloads) expect(tag).toContain(`nonce="${nonce}"`)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("script-src 'nonce-")
    // Scripts inserted at run time come from listed origins only: 'strict-dynamic' would let any
    // script on the page load more from anywhere.
    expect(csp).toMatch(/script-src 'nonce-[^;']+' 'self'(;| )/)
    expect(csp).not.toContain("'strict-dynamic'")
    expect(csp).toContain("connect-src 'self' http://commerce.test")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // What it blocks in a shopper's page is reported to the edge's log.
    expect(csp).toMatch(/; report-uri \/api\/csp-reports(;|$)/)
    const second = await request('/italy/eur/it/')
    expect(second.headers.get('content-security-policy')).not.toBe(csp)
  })

  it('lets the payment provider frame its fields and talk back, and no injected tag move the page’s base or forms', async () => {
    const res = await request('/italy/eur/it/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      'frame-src https://*.braintreegateway.com https://*.braintree-api.com https://*.paypal.com',
    )
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.braintree-api\.com [^;]*https:\/\/\*\.paypal\.com/)
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("form-action 'self'")
    // PayPal's popup reports back to the page that opened it.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(res.headers.get('permissions-policy')).toContain('payment=(self)')
  })

  it("lets in the products' pictures from the hosts IMAGES_ORIGINS names", async () => {
    const { app } = testApp()
    const env = { ...testEnv, IMAGES_ORIGINS: 'https://img.acme.example https://cdn.example/pictures' }
    const csp = (await app.request('/italy/eur/it/', {}, env)).headers.get('content-security-policy')
    expect(csp).toMatch(
      /img-src 'self' data: http:\/\/commerce\.test [^;]*https:\/\/img\.acme\.example https:\/\/cdn\.example(;|$)/,
    )
    expect((await request('/italy/eur/it/')).headers.get('content-security-policy')).not.toContain('acme')
  })

  it('sets HSTS, nosniff, a referrer policy, a permissions policy and denies framing', async () => {
    const res = await request('/italy/eur/it/')
    expect(res.headers.get('strict-transport-security')).toContain('max-age=63072000')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('document paths', () => {
  it('answers a malformed percent-encoding in a page path with the not-found document, not a crash', async () => {
    await publishShop()
    const res = await request('/italy/eur/it/prodotto/%E0%A4%A')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<div id="root"></div>')
  })
})
