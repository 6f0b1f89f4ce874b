import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createI18n } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SearchBox, searchQueryMaxLength } from './search-box'

const i18n = createI18n('en', ['common'])
const box = (query: string, page: string) => (
  <I18nextProvider i18n={i18n}>
    <SearchBox query={query} page={page} onSearch={() => undefined} />
  </I18nextProvider>
)

describe('SearchBox', () => {
  it('drops words typed and not sent when the next page of the same search shows', () => {
    const { rerender } = render(box('olio', '/italy/eur/it/cerca?q=olio'))
    const input = screen.getByRole('searchbox')
    fireEvent.change(input, { target: { value: 'vino' } })
    rerender(box('olio', '/italy/eur/it/cerca?q=olio'))
    expect(input).toHaveProperty('value', 'vino')
    rerender(box('olio', '/italy/eur/it/cerca?q=olio&pagina=2'))
    expect(input).toHaveProperty('value', 'olio')
  })

  it('keeps what the visitor is typing when a page they left a moment ago shows', () => {
    const { rerender } = render(box('', '/italy/eur/it/'))
    const input = screen.getByRole('searchbox')
    input.focus()
    fireEvent.change(input, { target: { value: 'vin' } })
    rerender(box('', '/italy/eur/it/prodotti'))
    expect(input).toHaveProperty('value', 'vin')
  })

  it('reads the query of a search the visitor moves to', () => {
    const { rerender } = render(box('', '/italy/eur/it/'))
    rerender(box('vino', '/italy/eur/it/cerca?q=vino'))
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'vino')
  })

  it('sends no more words than the field takes, however they came in', () => {
    const sent: string[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <SearchBox query="" page="/italy/eur/it/" onSearch={(query) => sent.push(query)} />
      </I18nextProvider>,
    )
    const input = screen.getByRole('searchbox')
    expect(input).toHaveProperty('maxLength', searchQueryMaxLength)
    fireEvent.change(input, { target: { value: `  ${'olio '.repeat(1000)}` } })
    fireEvent.submit(input)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.length).toBeLessThanOrEqual(searchQueryMaxLength)
    expect(sent[0]?.startsWith('olio olio')).toBe(true)
    expect(sent[0]?.endsWith(' ')).toBe(false)
  })

  // A press of Search with nothing typed did nothing at all: no word, and the focus left on the
  // button, so the shopper could not tell a dead button from a slow one.
  it('says to type something when the box is sent empty, keeps the shopper in it and sends nothing', async () => {
    const sent: string[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <SearchBox query="" page="/italy/eur/it/" onSearch={(query) => sent.push(query)} />
      </I18nextProvider>,
    )
    const input = screen.getByRole('searchbox')
    const hint = () => document.getElementById(input.getAttribute('aria-describedby') ?? '')
    // The polite region is on the page before its words, or they may go unheard.
    const region = document.querySelector('[aria-live="polite"]')
    expect(region?.textContent).toBe('')
    for (const typed of ['', '   ']) {
      await userEvent.clear(input)
      if (typed) await userEvent.type(input, typed)
      await userEvent.click(screen.getByRole('button', { name: 'Search' }))
      expect(sent).toEqual([])
      expect(document.activeElement).toBe(input)
      expect(hint()?.textContent).toBe('Type what you are looking for')
      expect(region?.textContent).toBe('Type what you are looking for')
    }
    // Words typed take the hint away; they are what is sent.
    await userEvent.type(input, 'olio')
    expect(hint()).toBeNull()
    expect(region?.textContent).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(sent).toEqual(['olio'])
  })

  it('takes the hint away once the shopper leaves the box, where it would sit over the page', async () => {
    render(box('', '/italy/eur/it/'))
    const input = screen.getByRole('searchbox')
    input.focus()
    await userEvent.keyboard('{Enter}')
    expect(document.getElementById('shop-search-hint')?.textContent).toBe('Type what you are looking for')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await userEvent.tab()
    expect(document.getElementById('shop-search-hint')?.textContent).toBe('')
    expect(input.getAttribute('aria-describedby')).toBeNull()
  })
  // On a phone the hint floated over the menu's links under the box until the box was left, and a
  // tap on one landed on the hint. It has a line of its own there now; taken away as the box is
  // left, it moved the link up from under the finger between the press and the release, and the
  // tap missed it.
  it('keeps the hint when the box is left where it has a line of its own, until the next key', async () => {
    const inFlow = document.createElement('style')
    inFlow.textContent = '#shop-search-hint { position: static }'
    document.head.append(inFlow)
    try {
      render(box('', '/italy/eur/it/'))
      const input = screen.getByRole('searchbox')
      input.focus()
      await userEvent.keyboard('{Enter}')
      await userEvent.tab()
      expect(document.getElementById('shop-search-hint')?.textContent).toBe('Type what you are looking for')
      expect(input.getAttribute('aria-describedby')).toBe('shop-search-hint')
      await userEvent.type(input, 'o')
      expect(document.getElementById('shop-search-hint')?.textContent).toBe('')
    } finally {
      inFlow.remove()
    }
  })

  it('gives the hint a line of its own where the box has a row of its own, the menu right under it', () => {
    const css = (file: string) =>
      readFileSync(join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    const narrow = (text: string, selector: string) =>
      text
        .split('@media (max-width: 56rem)')
        .slice(1)
        .some((block) =>
          new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(block)?.[1]?.includes('position: static'),
        )
    // The header puts the box on a row of its own, over the menu, up to 56rem…
    expect(css('header.module.css')).toMatch(
      /@media \(max-width: 56rem\)[\s\S]*?\.search \{[^}]*flex-basis: 100%/,
    )
    // …and there the hint is in the flow under it, not over the links.
    expect(narrow(css('search-box.module.css'), '.hint')).toBe(true)
  })
})
