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
})
