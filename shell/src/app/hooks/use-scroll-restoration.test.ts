import { renderHook } from '@testing-library/react'
import { useEffect, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreScroll } from '../../lib/restore-scroll'
import { useScrollRestoration } from './use-scroll-restoration'

vi.mock('../../lib/restore-scroll', () => ({ restoreScroll: vi.fn(() => () => undefined) }))

afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('useScrollRestoration', () => {
  it('opens a page the shop moved to at its top, before the page is painted', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const scrolledBeforeLaterLayoutEffects: boolean[] = []
    const { rerender } = renderHook(
      ({ href }) => {
        useScrollRestoration(href, 'shop')
        // A layout effect runs before the browser paints: the scroll is there by then.
        useLayoutEffect(() => {
          scrolledBeforeLaterLayoutEffects.push(scrollTo.mock.calls.length > 0)
        })
      },
      { initialProps: { href: '/italy/eur/it/prodotti' } },
    )
    expect(scrollTo).not.toHaveBeenCalled()
    // The listing was left far down.
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true })
    rerender({ href: '/italy/eur/it/prodotto/OIL-01' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(scrolledBeforeLaterLayoutEffects).toEqual([false, true])
  })

  it('neither scrolls a page that renders again at the same address', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { rerender } = renderHook(({ href }) => useScrollRestoration(href, 'shop'), {
      initialProps: { href: '/italy/eur/it/prodotti' },
    })
    rerender({ href: '/italy/eur/it/prodotti' })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('takes a page gone back to where the visitor stood, after a link focused on the way scrolled', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const order: string[] = []
    vi.mocked(restoreScroll).mockImplementation(() => {
      order.push('restore')
      return () => undefined
    })
    const { rerender } = renderHook(
      ({ href, via }) => {
        // The focus hook comes first: its effect focuses the link that led away, which scrolls.
        useEffect(() => {
          order.push(`focus ${href}`)
        }, [href])
        useScrollRestoration(href, via)
      },
      { initialProps: { href: '/italy/eur/it/prodotto/OIL-01', via: 'shop' as 'shop' | 'history' } },
    )
    order.length = 0
    rerender({ href: '/italy/eur/it/prodotti', via: 'history' })
    expect(order).toEqual(['focus /italy/eur/it/prodotti', 'restore'])
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0)
  })
})
