import { analyticsEvents } from '@storefront/shared/analytics'
import { countryCookie } from '@storefront/shared/constants'
import { getShopBus, type PayloadOf } from '@storefront/shared/events'
import { createI18n, type Dictionary, loadDictionary, provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { useModalStore } from '../features/modals/stores/modal-store'
import { chooseRemotes } from '../features/remotes/api/choose-remotes'
import { loadExposed } from '../features/remotes/api/federation'
import { TokenRequestError } from '../features/session/api/request-token'
import type { SessionManager } from '../features/session/session-manager'
import { navigate, useLocationStore } from '../lib/location-store'
import { remoteChoice, sampleBootstrap } from '../testing/sample-bootstrap'
import { App } from './app'

vi.mock('@storefront/shared/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('@storefront/shared/i18n')>()
  return { ...real, loadDictionary: vi.fn(real.loadDictionary) }
})

vi.mock('../features/remotes/api/federation', () => ({
  loadExposed: vi.fn(),
  bustRemote: vi.fn(),
  registeredVersion: () => undefined,
}))

function fakeSession(): SessionManager {
  return {
    start: vi.fn(async () => undefined),
    logIn: vi.fn(async () => ({ ok: true as const })),
    logOut: vi.fn(async () => true),
    reinitialise: vi.fn(async () => undefined),
    renew: vi.fn(async () => undefined),
    dispose: vi.fn(),
  }
}

function renderShop(path: string, bootstrap = sampleBootstrap(), session = fakeSession()) {
  window.history.replaceState(null, '', path)
  useLocationStore.getState().sync()
  const bus = getShopBus()
  const view = render(
    <App bootstrap={bootstrap} bus={bus} session={session} remotes={chooseRemotes(bootstrap, '1.0.0')} />,
  )
  return { ...view, session, bus }
}

/** A remote's message in the account words, which the shell does not load at start. */
function openAccountMessage(bus: ReturnType<typeof getShopBus>) {
  act(() => {
    bus.publish('shell:open-modal', {
      kind: 'feedback',
      messageKey: 'account:personalData.saved',
      tone: 'success',
    })
  })
}

describe('the shell', () => {
  beforeEach(() => {
    // The modal store outlives a test's render, as it outlives a page's remotes.
    useModalStore.getState().close()
    vi.mocked(loadExposed).mockImplementation(async (id) => ({
      default: (props: { screen?: { name: string }; market: { prefix: string } }) =>
        id === 'cart/MiniCart' ? (
          <span>mini-cart</span>
        ) : (
          <a href={`${props.market.prefix}/prodotto/OIL-01`}>{`screen ${props.screen?.name}`}</a>
        ),
    }))
  })

  it('titles the document after the page its remote names, and ignores a name for a page left', async () => {
    const { bus } = renderShop('/italy/eur/it/prodotto/OIL-01')
    await screen.findByText('screen product')
    expect(document.title).toBe('La Dispensa')
    act(() =>
      bus.publish('shell:name-page', { screen: { name: 'product', code: 'OIL-02' }, title: 'Vinegar' }),
    )
    expect(document.title).toBe('La Dispensa')
    act(() =>
      bus.publish('shell:name-page', { screen: { name: 'product', code: 'OIL-01' }, title: 'Olio toscano' }),
    )
    expect(document.title).toBe('Olio toscano · La Dispensa')
  })

  it('titles the not-found page itself', async () => {
    renderShop('/italy/eur/it/nessuna-pagina')
    await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })
    expect(document.title).toBe('Pagina non trovata · La Dispensa')
  })

  it('shows the error page with a retry when no session can start, and mounts the page once one does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const session = fakeSession()
    vi.mocked(session.start).mockRejectedValueOnce(new Error('edge unreachable'))
    renderShop('/italy/eur/it/prodotti', sampleBootstrap(), session)
    const retry = await screen.findByRole('button', { name: 'Riprova' })
    expect(screen.getByRole('heading', { level: 1, name: 'Qualcosa è andato storto' })).toBeTruthy()
    expect(screen.queryByText('screen listing')).toBeNull()
    // Nor the mini-cart: it would wait for a session, a grey count that never fills.
    await act(async () => {})
    expect(screen.getByTestId('mini-cart-slot').childElementCount).toBe(0)
    await userEvent.click(retry)
    expect(await screen.findByText('screen listing')).toBeTruthy()
    expect(await screen.findByText('mini-cart')).toBeTruthy()
    expect(session.start).toHaveBeenCalledTimes(2)
    expect(vi.mocked(session.start).mock.calls.map(([, reason]) => reason)).toEqual(['init', 'init'])
  })

  it('names a stalled or lost connection, or a rate limit, on the error page instead of blaming the shop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const session = fakeSession()
    vi.mocked(session.start)
      .mockRejectedValueOnce(new DOMException('the token request timed out', 'TimeoutError'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TokenRequestError(429, 'rate_limited'))
    renderShop('/italy/eur/it/prodotti', sampleBootstrap(), session)
    const { errors, common } = dictionaries.it
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(errors.timeout)
    expect(alert.textContent).not.toContain(common.errorPage.text)
    await userEvent.click(screen.getByRole('button', { name: common.errorPage.retry }))
    expect((await screen.findByRole('alert')).textContent).toContain(errors.networkError)
    // Too many requests: a minute's wait mends it, which "we are working on it" would not say.
    await userEvent.click(screen.getByRole('button', { name: common.errorPage.retry }))
    expect((await screen.findByRole('alert')).textContent).toContain(errors.rateLimited)
  })

  it('mounts the catalog for the listing inside header and footer', async () => {
    renderShop('/italy/eur/it/prodotti')
    expect(await screen.findByText('screen listing')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(await screen.findByText('mini-cart')).toBeTruthy()
    expect(document.querySelector('[data-boundary="shell"]')).not.toBeNull()
  })

  it('names the country it ships to and the currency, in words each language gets right', async () => {
    // "Preise in Britisches Pfund" is wrong German: Intl names the currency in the nominative.
    renderShop(
      '/united-kingdom/gbp/de/produkte',
      sampleBootstrap({
        locale: 'de',
        market: {
          id: 'mkUnitedKn',
          code: 'gb',
          country: 'GB',
          currency: 'GBP',
          prefix: '/united-kingdom/gbp/de',
        },
      }),
    )
    const note = await screen.findByText(/Lieferland: Vereinigtes Königreich/)
    expect(note.textContent).toMatch(/Währung: Britisches Pfund/)
    // Read without the dot between them, the two still make two phrases: "Königreich Währung".
    const read = note.cloneNode(true) as HTMLElement
    for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    expect(read.textContent).toMatch(/Königreich\s+Währung/)
  })

  // The catalog's row of categories marks the category shown as the page: the menu's link to all
  // the categories, marked so too, told a screen reader of two current pages.
  it.each([
    ['/italy/eur/it/prodotti', 'listing', { 'Tutti i prodotti': 'page', Categorie: null }],
    ['/italy/eur/it/prodotti?page=2', 'listing', { 'Tutti i prodotti': 'true', Categorie: null }],
    ['/italy/eur/it/categorie', 'categories', { 'Tutti i prodotti': null, Categorie: 'page' }],
    ['/italy/eur/it/categorie/vini', 'category', { 'Tutti i prodotti': null, Categorie: 'true' }],
    ['/italy/eur/it/', 'home', { 'Tutti i prodotti': null, Categorie: null }],
    ['/italy/eur/it/cerca?q=olio', 'search', { 'Tutti i prodotti': null, Categorie: null }],
  ])(
    'marks the menu entry of %s as the page only when it links there, else as the section',
    async (path, shown, marks) => {
      renderShop(path)
      const menu = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Menu principale' })
      const links = within(menu).getAllByRole('link')
      expect(
        Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('aria-current')])),
      ).toEqual(marks)
      await screen.findByText(`screen ${shown}`)
    },
  )

  it('mounts the screen and the mini-cart only once the market session has settled, so no remote fetches with a stale token', async () => {
    let settle: () => void = () => undefined
    const session = fakeSession()
    vi.mocked(session.start).mockReturnValue(
      new Promise<void>((resolve) => {
        settle = resolve
      }),
    )
    renderShop('/italy/eur/it/prodotti', sampleBootstrap(), session)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByText('screen listing')).toBeNull()
    expect(screen.queryByText('mini-cart')).toBeNull()
    await act(async () => settle())
    expect(await screen.findByText('screen listing')).toBeTruthy()
    expect(await screen.findByText('mini-cart')).toBeTruthy()
  })

  it.each([
    ['/italy/eur/it/cassa', 'Pagina non trovata'],
    ['/united-kingdom/gbp/en/checkout', 'Page not found'],
    ['/germany/eur/de/kasse', 'Seite nicht gefunden'],
    ['/spain/eur/es/pago', 'Página no encontrada'],
    ['/france/eur/fr/paiement', 'Page introuvable'],
  ])('renders %s in its language without a missing key', async (path, title) => {
    renderShop(path)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    // i18next shows the key itself when a word is missing.
    expect(document.body.textContent).not.toMatch(
      /\b(header|footer|notFound|contact|listing|categories)\.[a-zA-Z]/,
    )
  })

  it('opens customer care and the shop texts from the footer, in the page language', async () => {
    renderShop('/germany/eur/de/')
    const footer = screen.getByRole('contentinfo')
    const returns = within(footer).getByRole('button', { name: 'Rücksendungen und Erstattungen' })
    await userEvent.click(returns)
    const dialog = screen.getByRole('dialog', { name: 'Rücksendungen und Erstattungen' })
    expect(await within(dialog).findByText(/innerhalb von 14 Tagen nach der Lieferung/)).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(returns)

    await userEvent.click(within(footer).getByRole('button', { name: 'Kontakt' }))
    const contact = screen.getByRole('dialog', { name: 'Kontakt' })
    // Customer care as the edge's configuration hands it over in the bootstrap.
    expect(within(contact).getByRole('link', { name: 'care@shop.test' }).getAttribute('href')).toBe(
      'mailto:care@shop.test',
    )
    expect(within(contact).getByRole('link', { name: '+39 055 123 4567' }).getAttribute('href')).toBe(
      'tel:+390551234567',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the legal texts from the footer', async () => {
    renderShop('/italy/eur/it/')
    const footer = within(screen.getByRole('contentinfo'))
    await userEvent.click(footer.getByRole('button', { name: 'Informativa sulla privacy' }))
    const dialog = screen.getByRole('dialog', { name: 'Informativa sulla privacy' })
    expect(await within(dialog).findByText(/Usiamo nome, e-mail, indirizzi e ordini/)).toBeTruthy()
    await userEvent.keyboard('{Escape}')
  })

  it('spells the shop texts as the market’s country does', async () => {
    renderShop('/switzerland/chf/de/')
    const footer = within(screen.getByRole('contentinfo'))
    await userEvent.click(footer.getByRole('button', { name: 'Rücksendungen und Erstattungen' }))
    const text = await within(screen.getByRole('dialog')).findByText(/Originalverpackung/)
    expect(text.textContent).toContain('einschliesslich Standardversand')
    await userEvent.keyboard('{Escape}')
  })

  it('gives only the opening hours when the deployment configures no contact', async () => {
    renderShop('/italy/eur/it/', sampleBootstrap({ contact: undefined }))
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Contattaci' }))
    const contact = screen.getByRole('dialog', { name: 'Contattaci' })
    expect(within(contact).queryByRole('link')).toBeNull()
    expect(within(contact).getByText('Dal lunedì al venerdì, 9:00–18:00 (ora italiana)')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
  })

  it('hands every remote the API base and the searched attributes the deployment configured', async () => {
    const given = new Map<string, Record<string, unknown>>()
    vi.mocked(loadExposed).mockImplementation(async (id) => ({
      default: (props: Record<string, unknown>) => {
        given.set(id, props)
        return <span>{id}</span>
      },
    }))
    renderShop(
      '/italy/eur/it/cerca?q=olio',
      sampleBootstrap({
        apiBase: 'https://acme.example/api',
        searchAttributes: 'name_or_code_or_description',
      }),
    )
    await screen.findByText('catalog/App')
    await screen.findByText('cart/MiniCart')
    for (const id of ['catalog/App', 'cart/MiniCart'])
      expect(given.get(id), id).toMatchObject({
        apiBase: 'https://acme.example/api',
        searchAttributes: 'name_or_code_or_description',
      })
  })

  it('keeps the page waiting after a country change until the new market’s session has settled', async () => {
    let settleGb: () => void = () => undefined
    const session = fakeSession()
    vi.mocked(session.start).mockImplementation((marketCode) =>
      marketCode === 'gb'
        ? new Promise<void>((resolve) => {
            settleGb = resolve
          })
        : Promise.resolve(),
    )
    renderShop('/italy/eur/it/prodotti', sampleBootstrap(), session)
    await screen.findByText('screen listing')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia paese' }), 'GB')
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Regno Unito/ }))
    await act(async () => {})
    // The Italian session has settled, but the page would fetch British prices with its token.
    expect(screen.queryByText('screen listing')).toBeNull()
    await act(async () => settleGb())
    expect(await screen.findByText('screen listing')).toBeTruthy()
  })

  it('draws the skeleton of the screen to come while its session settles', async () => {
    const session = fakeSession()
    vi.mocked(session.start).mockReturnValue(new Promise<void>(() => undefined))
    renderShop('/italy/eur/it/prodotto/OIL-01', sampleBootstrap(), session)
    await act(async () => {})
    expect(screen.getByRole('main').querySelector('output')?.dataset.layout).toBe('detail')
  })

  it('mounts the page’s remote anew in another language, so it starts with that language’s words', async () => {
    vi.mocked(loadExposed).mockImplementation(async (id) => ({
      default: (props: { locale: string }) => {
        const [mountedIn] = useState(props.locale)
        return <span>{`${id} mounted in ${mountedIn}`}</span>
      },
    }))
    renderShop('/italy/eur/it/prodotti')
    await screen.findByText('catalog/App mounted in it')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia lingua' }), 'de')
    expect(await screen.findByText('catalog/App mounted in de')).toBeTruthy()
  })

  it('renders the page again with its language’s words when they arrive after it rendered without them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // English words are not on the page, and the connection dropped before they came.
    provideDictionary('en', {} as Dictionary)
    let online = false
    vi.mocked(loadDictionary).mockImplementation(async (locale) => {
      if (locale !== 'en') return
      if (!online) throw new TypeError('Failed to fetch')
      provideDictionary('en', dictionaries.en)
    })
    onTestFinished(() => {
      vi.mocked(loadDictionary).mockReset()
      provideDictionary('en', dictionaries.en)
    })
    // A remote takes its words once, when it mounts, as each makes its own i18n instance then.
    vi.mocked(loadExposed).mockImplementation(async () => ({
      default: (props: { locale: 'en' }) => {
        const [title] = useState(() => createI18n(props.locale, ['catalog']).t('listing.title'))
        return <h1>{title}</h1>
      },
    }))
    renderShop('/italy/eur/en/products')
    // Without them, the words of the shop’s other languages stand in.
    const page = () => within(screen.getByRole('main'))
    expect(await page().findByRole('heading', { name: dictionaries.it.catalog.listing.title })).toBeTruthy()
    expect(screen.getByRole('link', { name: dictionaries.it.common.skipToContent })).toBeTruthy()

    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    // Found anew: the page is mounted anew, header and remotes alike.
    await vi.waitFor(() => page().getByRole('heading', { name: dictionaries.en.catalog.listing.title }))
    expect(screen.getByRole('link', { name: dictionaries.en.common.skipToContent })).toBeTruthy()
  })

  it('shows a mini-cart that cannot load as one line with its retry, leaving the page its own heading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The failure is reported to the edge; here, to no one.
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true })
    vi.mocked(loadExposed).mockImplementation(async (id) => {
      if (id === 'cart/MiniCart') throw new Error('cart entry unreachable')
      return { default: () => <span>screen</span> }
    })
    renderShop('/italy/eur/it/prodotti')
    const slot = within(screen.getByTestId('mini-cart-slot'))
    expect(
      await slot.findByRole('button', { name: dictionaries.it.common.remoteUnavailable.retry }),
    ).toBeTruthy()
    expect(slot.queryByRole('heading')).toBeNull()
    expect(slot.queryByRole('alert')).toBeNull()
  })

  it('leaves the mini-cart’s place empty where no cart is deployed', async () => {
    renderShop('/italy/eur/it/', sampleBootstrap({ remotes: { catalog: remoteChoice('catalog') } }))
    await screen.findByText('screen home')
    expect(screen.getByTestId('mini-cart-slot').childElementCount).toBe(0)
  })

  it('remembers the country of a cart with something in it as the visitor’s', () => {
    const { bus } = renderShop('/germany/eur/de/')
    // Browsing the German shop alone remembers nothing.
    expect(document.cookie).not.toContain(`${countryCookie}=DE`)
    act(() => {
      bus.publish('cart:updated', {
        marketCode: 'de',
        orderId: 'o1',
        itemsCount: 1,
        totalCents: 990,
        currency: 'EUR',
        formattedTotal: '9,90 €',
      })
    })
    expect(document.cookie).toContain(`${countryCookie}=DE`)
  })

  it('shows the not-found page with a way home for a remote that is not deployed', async () => {
    renderShop('/italy/eur/it/cassa')
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy()
    const home = within(screen.getByRole('main')).getByRole('link', { name: 'Torna alla home page' })
    expect(home.getAttribute('href')).toBe('/italy/eur/it/')
  })

  it('follows internal links without reloading the page', async () => {
    renderShop('/italy/eur/it/')
    const link = await screen.findByRole('link', { name: 'screen home' })
    // A click whose default the page does not prevent is the browser's: it loads the page anew.
    expect(fireEvent.click(link)).toBe(false)
    expect(window.location.pathname).toBe('/italy/eur/it/prodotto/OIL-01')
    expect(await screen.findByText('screen product')).toBeTruthy()
  })

  it('shows a bar while the next screen renders, and takes it away once the screen is there', async () => {
    renderShop('/italy/eur/it/')
    const link = await screen.findByRole('link', { name: 'screen home' })
    const bars: boolean[] = []
    const isBar = (node: Node) => node instanceof HTMLElement && node.dataset.testid === 'navigation-progress'
    // The tap's own render adds the bar, the screen's deferred render takes it away: too quick
    // to look at in between, so the page's changes tell.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if ([...record.addedNodes].some(isBar)) bars.push(true)
        if ([...record.removedNodes].some(isBar)) bars.push(false)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    fireEvent.click(link)
    expect(await screen.findByText('screen product')).toBeTruthy()
    observer.disconnect()
    expect(bars).toEqual([true, false])
    expect(screen.queryByTestId('navigation-progress')).toBeNull()
  })

  it('after an in-page navigation moves focus to the new page and announces its name', async () => {
    const { bus } = renderShop('/italy/eur/it/')
    await screen.findByText('screen home')
    act(() => bus.publish('shell:name-page', { screen: { name: 'home' }, title: 'Home' }))
    // A full page load reads its own title: nothing to announce on the first one.
    expect(screen.getByTestId('page-announcer').textContent).toBe('')
    await userEvent.click(screen.getByRole('link', { name: 'screen home' }))
    await screen.findByText('screen product')
    expect(document.activeElement).toBe(screen.getByRole('main'))
    act(() => bus.publish('shell:name-page', { screen: { name: 'product', code: 'OIL-01' }, title: 'Olio' }))
    expect(screen.getByTestId('page-announcer').textContent).toBe('Olio · La Dispensa')
  })

  it('turns a navigation intent from the bus into the localized URL', async () => {
    const { bus } = renderShop('/france/eur/fr/')
    act(() => {
      bus.publish('nav:intent', { screen: { name: 'cart' } })
    })
    expect(window.location.pathname).toBe('/france/eur/fr/panier')
  })

  it('searches from the header', async () => {
    renderShop('/italy/eur/it/')
    await userEvent.type(screen.getByRole('searchbox'), 'barolo{Enter}')
    expect(`${window.location.pathname}${window.location.search}`).toBe('/italy/eur/it/cerca?q=barolo')
  })

  it('shows the searched words in the search box, and sends a search without the spaces around it', async () => {
    const { bus } = renderShop('/italy/eur/it/cerca?q=olio')
    const box = screen.getByRole('searchbox') as HTMLInputElement
    expect(box.value).toBe('olio')
    // A search the page itself starts (a remote's suggestion) shows in the box too.
    act(() => bus.publish('nav:intent', { screen: { name: 'search', query: 'aceto' } }))
    expect(box.value).toBe('aceto')
    await userEvent.clear(box)
    await userEvent.type(box, '  barolo  {Enter}')
    expect(`${window.location.pathname}${window.location.search}`).toBe('/italy/eur/it/cerca?q=barolo')
  })

  it('searches for nothing when only spaces are typed', async () => {
    renderShop('/italy/eur/it/prodotti')
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}')
    expect(`${window.location.pathname}${window.location.search}`).toBe('/italy/eur/it/prodotti')
  })

  it('leads home from the logo, named as the way home', () => {
    renderShop('/italy/eur/it/prodotti')
    const logo = within(screen.getByRole('banner')).getByRole('link', {
      name: 'La Dispensa, torna alla home page',
    })
    expect(logo.getAttribute('href')).toBe('/italy/eur/it/')
  })

  it('lets keyboard users skip the header to the page', () => {
    renderShop('/italy/eur/it/')
    const skip = screen.getByRole('link', { name: 'Vai al contenuto principale' })
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`)
  })

  it('sets the document language to the page’s, and follows a language change', async () => {
    renderShop('/italy/eur/it/prodotti')
    expect(document.documentElement.lang).toBe('it')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia lingua' }), 'fr')
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'))
  })

  it('announces the market and starts its session', () => {
    const { bus, session } = renderShop('/germany/eur/de/')
    expect(bus.last('market:changed')).toMatchObject({ marketCode: 'de', currency: 'EUR', locale: 'de' })
    expect(session.start).toHaveBeenCalledWith('de', 'init')
  })

  it('asks before changing country, and going back keeps the market', async () => {
    const { session } = renderShop('/italy/eur/it/prodotti')
    const countries = screen.getByRole('combobox', { name: 'Cambia paese' })
    await userEvent.selectOptions(countries, 'GB')
    const dialog = screen.getByRole('dialog', { name: 'Vuoi cambiare paese?' })
    // What changes is read out with the question.
    const text = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')
    expect(text?.textContent).toContain('Regno Unito')
    // Focus starts on staying, the choice that changes nothing.
    const goBack = within(dialog).getByRole('button', { name: 'Torna a La Dispensa Italia' })
    expect(document.activeElement).toBe(goBack)
    expect(countries.closest('[inert]')).not.toBeNull()
    await userEvent.click(goBack)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(countries)
    expect(window.location.pathname).toBe('/italy/eur/it/prodotti')
    expect(session.start).toHaveBeenCalledTimes(1)
  })

  it('takes the browser going back while it asks as a no, and the page gone back to stays as it is', async () => {
    const { session } = renderShop('/italy/eur/it/prodotti?page=2')
    const countries = screen.getByRole('combobox', { name: 'Cambia paese' })
    await userEvent.selectOptions(countries, 'CH')
    expect(screen.getByRole('dialog', { name: 'Vuoi cambiare paese?' })).toBeTruthy()
    act(() => {
      window.history.replaceState(null, '', '/italy/eur/it/prodotti')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((countries as HTMLSelectElement).value).toBe('IT')
    expect(window.location.pathname).toBe('/italy/eur/it/prodotti')
    expect(session.start).toHaveBeenCalledTimes(1)
    // Forward to where it asked does not ask again.
    act(() => {
      window.history.replaceState(null, '', '/italy/eur/it/prodotti?page=2')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says the cart stays saved only when there is a cart to keep', async () => {
    const { bus } = renderShop('/italy/eur/it/prodotti')
    const countries = screen.getByRole('combobox', { name: 'Cambia paese' })
    // The text the dialog is described by: its sentence and the word on the cart.
    const dialogText = () =>
      document.getElementById(screen.getByRole('dialog').getAttribute('aria-describedby') ?? '')?.textContent
    await userEvent.selectOptions(countries, 'GB')
    expect(dialogText()).not.toContain('carrello')
    await userEvent.click(screen.getByRole('button', { name: 'Torna a La Dispensa Italia' }))
    act(() => {
      bus.publish('cart:updated', {
        marketCode: 'it',
        orderId: 'o1',
        itemsCount: 2,
        totalCents: 1890,
        currency: 'EUR',
        formattedTotal: '18,90 €',
      })
    })
    await userEvent.selectOptions(countries, 'GB')
    expect(dialogText()).toContain('Il carrello attuale resta salvato per quando torni.')
  })

  it('continuing with the new country stores it, moves to its market and starts a session there', async () => {
    const { session, bus } = renderShop('/italy/eur/it/prodotti')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia paese' }), 'GB')
    const dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /Regno Unito/ }))
    expect(window.location.pathname).toBe('/united-kingdom/gbp/it/prodotti')
    expect(localStorage.getItem('shop:country')).toBe('GB')
    expect(document.cookie).toContain(`${countryCookie}=GB`)
    expect(session.start).toHaveBeenLastCalledWith('gb', 'market')
    expect(bus.last('market:changed')).toMatchObject({ marketCode: 'gb', currency: 'GBP' })
  })

  it('changing language keeps the market and translates the path', async () => {
    renderShop('/italy/eur/it/prodotto/OIL-01')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia lingua' }), 'de')
    expect(window.location.pathname).toBe('/italy/eur/de/produkt/OIL-01')
    expect(await screen.findByRole('combobox', { name: 'Land ändern' })).toBeTruthy()
  })

  it('stays on the page and says why when the new language’s words cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    provideDictionary('de', {} as Dictionary)
    vi.mocked(loadDictionary).mockImplementation(async (locale) => {
      if (locale === 'de') throw new TypeError('Failed to fetch')
    })
    onTestFinished(() => {
      vi.mocked(loadDictionary).mockReset()
      provideDictionary('de', dictionaries.de)
    })
    renderShop('/italy/eur/it/prodotto/OIL-01')
    const language = screen.getByRole('combobox', { name: 'Cambia lingua' })

    await userEvent.selectOptions(language, 'de')

    expect(
      await screen.findByRole('dialog', { name: dictionaries.it.common.header.language.unavailable }),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/italy/eur/it/prodotto/OIL-01')
    expect(language).toHaveProperty('value', 'it')
  })

  it('moves to the last language chosen, and nowhere once the shopper went to another page', async () => {
    let germanCame = () => {}
    vi.mocked(loadDictionary).mockImplementation((locale) =>
      locale === 'de'
        ? new Promise<void>((resolve) => {
            germanCame = resolve
          })
        : Promise.resolve(),
    )
    onTestFinished(() => {
      vi.mocked(loadDictionary).mockReset()
    })
    renderShop('/italy/eur/it/prodotto/OIL-01')
    const language = () => screen.getByRole('combobox', { name: /lingua|language|langue/i })

    // German's words are slow; French is chosen meanwhile and goes at once.
    await userEvent.selectOptions(language(), 'de')
    await userEvent.selectOptions(language(), 'fr')
    expect(window.location.pathname).toBe('/italy/eur/fr/produit/OIL-01')
    await act(async () => germanCame())
    expect(window.location.pathname).toBe('/italy/eur/fr/produit/OIL-01')

    // German again, and another page before its words come: the shopper stays where they went.
    await userEvent.selectOptions(language(), 'de')
    act(() => {
      window.history.pushState(null, '', '/italy/eur/fr/produits')
      useLocationStore.getState().sync()
    })
    await act(async () => germanCame())
    expect(window.location.pathname).toBe('/italy/eur/fr/produits')
  })

  it('shows the words of a language it has where the page’s own could not come, never their keys', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A French page, offline: Back leads to a German one whose words never came.
    provideDictionary('de', {} as Dictionary)
    provideDictionary('en', {} as Dictionary)
    provideDictionary('it', {} as Dictionary)
    provideDictionary('es', {} as Dictionary)
    vi.mocked(loadDictionary).mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    onTestFinished(() => {
      vi.mocked(loadDictionary).mockReset()
      for (const locale of ['de', 'en', 'it', 'es'] as const) provideDictionary(locale, dictionaries[locale])
    })
    renderShop('/italy/eur/de/produkt/OIL-01')

    expect(await screen.findByRole('link', { name: dictionaries.fr.common.skipToContent })).toBeTruthy()
    expect(screen.queryByText('skipToContent')).toBeNull()
  })

  it('answers a login request from a remote on the bus', async () => {
    const session = fakeSession()
    vi.mocked(session.logIn).mockResolvedValue({ ok: false, errorCode: 'WRONG_CREDENTIALS' })
    const { bus } = renderShop('/italy/eur/it/', sampleBootstrap(), session)
    const results: PayloadOf<'session:login-result'>[] = []
    bus.subscribe('session:login-result', (result) => results.push(result))
    await act(async () => {
      bus.publish('session:login', { requestId: 'r1', email: 'ada@example.com', password: 'secret1' })
    })
    expect(session.logIn).toHaveBeenCalledExactlyOnceWith('ada@example.com', 'secret1')
    expect(results).toEqual([{ requestId: 'r1', ok: false, errorCode: 'WRONG_CREDENTIALS' }])
  })

  it('renews on an expired token and starts over on an unauthorized one', () => {
    const { bus, session } = renderShop('/italy/eur/it/')
    act(() => {
      bus.publish('session:refresh', { reason: 'expired' })
    })
    expect(session.renew).toHaveBeenCalledTimes(1)
    expect(session.reinitialise).not.toHaveBeenCalled()
    act(() => {
      bus.publish('session:refresh', { reason: 'unauthorized' })
    })
    expect(session.renew).toHaveBeenCalledTimes(1)
    expect(session.reinitialise).toHaveBeenCalledTimes(1)
  })

  it('confirms a logout a remote asks for before logging out', async () => {
    const { bus, session } = renderShop('/italy/eur/it/')
    act(() => {
      bus.publish('session:logout', { confirm: true })
    })
    const dialog = screen.getByRole('dialog', { name: 'Vuoi uscire?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Non uscire' }))
    expect(session.logOut).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esci' }))
    expect(session.logOut).toHaveBeenCalledTimes(1)
  })

  it('offers the account to a signed-in customer, even one whose e-mail this device does not know', () => {
    const { bus } = renderShop('/italy/eur/it/')
    const banner = within(screen.getByRole('banner'))
    expect(banner.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      '/italy/eur/it/account/accedi',
    )
    act(() => {
      bus.publish('session:changed', {
        kind: 'customer',
        accessToken: 'customer-token',
        expiresAt: Date.now() + 3_600_000,
        marketCode: 'it',
        reason: 'init',
      })
    })
    expect(banner.getByRole('link', { name: 'Il mio account' }).getAttribute('href')).toBe(
      '/italy/eur/it/account',
    )
  })

  it('offers signing in again once the session is a guest’s, after a logout', () => {
    const { bus } = renderShop('/italy/eur/it/')
    const banner = within(screen.getByRole('banner'))
    const session = { accessToken: 'token', expiresAt: Date.now() + 3_600_000, marketCode: 'it' }
    act(() => bus.publish('session:changed', { ...session, kind: 'customer', reason: 'login' }))
    expect(banner.getByRole('link', { name: 'Il mio account' })).toBeTruthy()
    act(() => bus.publish('session:changed', { ...session, kind: 'guest', reason: 'logout' }))
    expect(banner.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      '/italy/eur/it/account/accedi',
    )
  })

  it('logs out without a word when the logout works', async () => {
    const { bus, session } = renderShop('/italy/eur/it/')
    await act(async () => {
      bus.publish('session:logout', { confirm: false })
    })
    expect(session.logOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hands focus back to the country select when its keyboard choice asks as focus leaves it', async () => {
    renderShop('/italy/eur/it/prodotti')
    const countries = screen.getByRole('combobox', { name: 'Cambia paese' })
    countries.focus()
    fireEvent.keyDown(countries, { key: 'ArrowDown' })
    fireEvent.change(countries, { target: { value: 'GB' } })
    // Focus has left for the body by the time the dialog opens: nothing there to hand it back to.
    act(() => countries.blur())
    expect(screen.getByRole('dialog', { name: 'Vuoi cambiare paese?' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(document.activeElement).toBe(countries)
  })

  it('says so when a logout a remote asked for could not happen', async () => {
    const session = fakeSession()
    vi.mocked(session.logOut).mockResolvedValue(false)
    const { bus } = renderShop('/italy/eur/it/', sampleBootstrap(), session)
    act(() => {
      bus.publish('session:logout', { confirm: false })
    })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(dictionaries.it.common.logout.failed)
  })

  it('answers the auth modal with the account remote login screen of the market', () => {
    const { bus } = renderShop('/germany/eur/de/')
    act(() => {
      bus.publish('shell:open-modal', { kind: 'auth', mode: 'login' })
    })
    expect(window.location.pathname).toBe('/germany/eur/de/konto/anmelden')
  })

  it('opens the feedback modal a remote asks for, translated', () => {
    const { bus } = renderShop('/italy/eur/it/')
    act(() => {
      bus.publish('shell:open-modal', { kind: 'feedback', messageKey: 'errors:paymentFailed', tone: 'error' })
    })
    expect(screen.getByRole('dialog').textContent).toContain('Il pagamento non è andato a buon fine')
  })

  it('describes a payment error dialog by its message, read out with the title', () => {
    const { bus } = renderShop('/italy/eur/it/')
    act(() => {
      bus.publish('shell:open-modal', { kind: 'payment-error', orderId: 'ord-1', errorCode: 'payment_error' })
    })
    const dialog = screen.getByRole('dialog', { name: dictionaries.it.common.errorPage.title })
    const describedBy = dialog.getAttribute('aria-describedby') ?? ''
    expect(describedBy).not.toBe('')
    expect(document.getElementById(describedBy)?.textContent).toBe(dictionaries.it.errors.paymentFailed)
  })

  it('moves focus to a modal opened over another, and back to the first opener when it closes', async () => {
    const { bus } = renderShop('/italy/eur/it/')
    const contact = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Contattaci' })
    await userEvent.click(contact)
    // The visitor was on a link of the first: it goes with it.
    const mail = within(screen.getByRole('dialog')).getByRole('link', { name: 'care@shop.test' })
    mail.focus()
    act(() => {
      bus.publish('shell:open-modal', { kind: 'feedback', messageKey: 'errors:paymentFailed', tone: 'error' })
    })
    const second = screen.getByRole('dialog', { name: dictionaries.it.errors.paymentFailed })
    expect(document.activeElement).toBe(within(second).getByRole('heading'))
    await userEvent.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(contact)
  })

  it("says a message by key from a remote's own namespace, which the shell does not start with", async () => {
    const { bus } = renderShop('/italy/eur/it/')
    openAccountMessage(bus)
    expect((await screen.findByRole('dialog')).textContent).toContain('I tuoi dati sono stati salvati.')
  })

  it('opens a message from a remote’s own namespace only once its words have come, never showing its key', async () => {
    let arrive: () => void = () => undefined
    vi.mocked(loadDictionary).mockReturnValueOnce(
      new Promise<void>((resolve) => {
        arrive = resolve
      }),
    )
    const { bus } = renderShop('/italy/eur/it/')
    openAccountMessage(bus)
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => arrive())
    expect(screen.getByRole('dialog', { name: dictionaries.it.account.personalData.saved })).toBeTruthy()
  })

  it('pushes analytics to the data layer, clearing the previous ecommerce object first', () => {
    const { bus } = renderShop('/italy/eur/it/')
    const win = window as { dataLayer?: unknown[] }
    win.dataLayer = []
    act(() => {
      bus.publish('analytics:event', { event: 'view_item', ecommerce: { currency: 'EUR' } })
    })
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR' } },
    ])
  })

  it('sends a page’s views once in whatever language, and again in another currency or on coming back', async () => {
    // A remote reports what it shows once a mount, as the catalog and the cart do; the shell
    // mounts it anew in another language.
    vi.mocked(loadExposed).mockImplementation(async (id) => ({
      default: (props: {
        screen?: { name: string; code?: string }
        market: { currency: string }
        locale: string
      }) => {
        const { screen: shown, market } = props
        const code = shown?.name === 'product' ? shown.code : undefined
        useEffect(() => {
          if (!code) return
          const item = { item_id: code, item_name: 'Tuscan oil', price: 9 }
          getShopBus().publish('analytics:event', analyticsEvents.viewItem(market.currency, item))
          getShopBus().publish(
            'analytics:event',
            analyticsEvents.selectItem(market.currency, { id: 'related', name: 'Related' }, item),
          )
        }, [code, market.currency])
        return <span>{`${id} ${shown?.code} ${props.locale} ${market.currency}`}</span>
      },
    }))
    renderShop('/italy/eur/it/prodotto/OIL-01')
    const win = window as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }
    win.dataLayer = []
    const sent = (name: string) =>
      (win.dataLayer ?? [])
        .filter((entry) => entry.event === name)
        .map(
          ({ ecommerce }) =>
            `${ecommerce?.currency} ${(ecommerce?.items as { item_id: string }[] | undefined)?.[0]?.item_id}`,
        )
    // The remote reports from an effect, which may run after its words show.
    await waitFor(() => expect(sent('view_item')).toEqual(['EUR OIL-01']))

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambia lingua' }), 'de')
    await screen.findByText('catalog/App OIL-01 de EUR')
    // What the shopper does is never held back: its select_item says the remount has reported.
    await waitFor(() => expect(sent('select_item')).toEqual(['EUR OIL-01', 'EUR OIL-01']))
    // The same product in the same market: no second view.
    expect(sent('view_item')).toEqual(['EUR OIL-01'])

    act(() => navigate('/italy/eur/de/produkt/OIL-02'))
    await waitFor(() => expect(sent('view_item')).toEqual(['EUR OIL-01', 'EUR OIL-02']))
    act(() => navigate('/italy/eur/de/produkt/OIL-01'))
    await waitFor(() => expect(sent('view_item')).toEqual(['EUR OIL-01', 'EUR OIL-02', 'EUR OIL-01']))
    act(() => navigate('/united-kingdom/gbp/de/produkt/OIL-01'))
    await waitFor(() =>
      expect(sent('view_item')).toEqual(['EUR OIL-01', 'EUR OIL-02', 'EUR OIL-01', 'GBP OIL-01']),
    )
  })

  it('leaves no listener on the bus or the document after unmounting', async () => {
    const { bus, unmount, session } = renderShop('/italy/eur/it/')
    await screen.findByText('screen home')
    const removed = vi.spyOn(document, 'removeEventListener')
    const removedFromWindow = vi.spyOn(window, 'removeEventListener')
    unmount()
    const channels = [
      'nav:intent',
      'session:refresh',
      'session:login',
      'session:logout',
      'shell:open-modal',
      'analytics:event',
      'session:changed',
    ] as const
    expect(channels.map((channel) => bus.listenerCount(channel))).toEqual(channels.map(() => 0))
    expect(removed).toHaveBeenCalledWith('click', expect.any(Function))
    expect(removedFromWindow).toHaveBeenCalledWith('popstate', expect.any(Function))
    expect(session.dispose).toHaveBeenCalled()
  })
})
