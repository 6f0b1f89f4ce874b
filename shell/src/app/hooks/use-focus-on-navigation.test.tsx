import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useFocusOnNavigation } from './use-focus-on-navigation'

const listing = '/italy/eur/it/prodotti'
const product = '/italy/eur/it/prodotto/OIL-1'

let main: HTMLElement

beforeEach(() => {
  main = document.createElement('main')
  main.id = 'main'
  main.tabIndex = -1
  document.body.append(main)
})

afterEach(() => main.remove())

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a')
  link.href = href
  link.textContent = href
  main.append(link)
  return link
}

function navigateFrom(start: string) {
  return renderHook(({ href, via, from }) => useFocusOnNavigation(href, via, from), {
    initialProps: { href: start, via: 'shop' as 'shop' | 'history', from: null as string | null },
  })
}

describe('focus after a navigation', () => {
  it('starts on the main content after the shop navigates', () => {
    const view = navigateFrom(listing)
    view.rerender({ href: product, via: 'shop', from: listing })
    expect(document.activeElement).toBe(main)
  })

  it('leaves focus alone on the page’s first render, as a page load does', () => {
    const search = document.createElement('input')
    document.body.append(search)
    search.focus()
    navigateFrom(listing)
    expect(document.activeElement).toBe(search)
    search.remove()
  })

  it('back on a page whose screen is drawn already, goes to the link that led away at once', () => {
    const view = navigateFrom(product)
    const opened = linkTo(product)
    view.rerender({ href: listing, via: 'history', from: product })
    expect(document.activeElement).toBe(opened)
  })

  it('back on a page, goes to the link that led away from it once the screen draws it', async () => {
    const view = navigateFrom(product)
    view.rerender({ href: listing, via: 'history', from: product })
    expect(document.activeElement).toBe(main)

    linkTo('/italy/eur/it/prodotto/OTHER')
    const opened = linkTo(product)
    await act(() => Promise.resolve())

    expect(document.activeElement).toBe(opened)
  })

  it('leaves the focus where the visitor moved it meanwhile', async () => {
    const view = navigateFrom(product)
    view.rerender({ href: listing, via: 'history', from: product })
    const elsewhere = linkTo('/italy/eur/it/categorie')
    elsewhere.focus()

    linkTo(product)
    await act(() => Promise.resolve())

    expect(document.activeElement).toBe(elsewhere)
  })

  it('does not look for the link after the shop navigated', async () => {
    const view = navigateFrom(product)
    view.rerender({ href: listing, via: 'shop', from: product })
    linkTo(product)
    await act(() => Promise.resolve())
    expect(document.activeElement).toBe(main)
  })

  it('two quick steps back, goes to the link to the page left last, which was never drawn', () => {
    const category = '/italy/eur/it/categorie/sweets'
    const view = navigateFrom(category)
    linkTo(category)
    const opened = linkTo(product)
    // Back from the category to the product, and on to the listing before the product drew.
    view.rerender({ href: listing, via: 'history', from: product })
    expect(document.activeElement).toBe(opened)
  })
})
