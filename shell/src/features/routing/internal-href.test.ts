import { describe, expect, it } from 'vitest'
import { internalHref } from './internal-href'

function clickOn(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a')
  anchor.href = href
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  const child = document.createElement('span')
  anchor.append(child)
  document.body.append(anchor)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  Object.defineProperty(event, 'target', { value: child })
  return internalHref(event)
}

describe('internalHref', () => {
  it('takes a same-origin link, from a click on its content', () => {
    expect(clickOn('/italy/eur/it/prodotti?page=2')).toBe('/italy/eur/it/prodotti?page=2')
  })

  it('leaves modified clicks to the browser (new tab, new window)', () => {
    expect(clickOn('/italy/eur/it/', { ctrlKey: true })).toBeNull()
    expect(clickOn('/italy/eur/it/', { metaKey: true })).toBeNull()
    expect(clickOn('/italy/eur/it/', { shiftKey: true })).toBeNull()
    expect(clickOn('/italy/eur/it/', { altKey: true })).toBeNull()
    expect(clickOn('/italy/eur/it/', { button: 1 })).toBeNull()
  })

  it('leaves other windows, downloads and other origins to the browser', () => {
    expect(clickOn('/italy/eur/it/', {}, { target: '_blank' })).toBeNull()
    expect(clickOn('/file.pdf', {}, { download: '' })).toBeNull()
    expect(clickOn('https://example.org/')).toBeNull()
  })

  it('lets the edge answer its own paths', () => {
    expect(clickOn('/api/logout')).toBeNull()
    expect(clickOn('/_mf/shell/1/main.js')).toBeNull()
  })

  it('leaves alone a click a remote already handled itself', () => {
    const anchor = document.createElement('a')
    anchor.href = '/italy/eur/it/carrello'
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    Object.defineProperty(event, 'target', { value: anchor })
    event.preventDefault()
    expect(internalHref(event)).toBeNull()
  })

  it('takes a link that names this window as its target', () => {
    expect(clickOn('/italy/eur/it/prodotti', {}, { target: '_self' })).toBe('/italy/eur/it/prodotti')
  })

  it('leaves a jump within the page to the browser', () => {
    window.history.replaceState(null, '', '/italy/eur/it/prodotti')
    expect(clickOn('/italy/eur/it/prodotti#reviews')).toBeNull()
  })

  it('ignores an anchor without an address', () => {
    const anchor = document.createElement('a')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    Object.defineProperty(event, 'target', { value: anchor })
    expect(internalHref(event)).toBeNull()
  })
})
