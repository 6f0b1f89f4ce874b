import { renderHook } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScrollRestoration } from './use-scroll-restoration'

afterEach(() => vi.restoreAllMocks())

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

  it('takes a page gone back to where the visitor stood, not to its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { rerender } = renderHook(({ href, via }) => useScrollRestoration(href, via), {
      initialProps: { href: '/italy/eur/it/prodotto/OIL-01', via: 'shop' as 'shop' | 'history' },
    })
    rerender({ href: '/italy/eur/it/prodotti', via: 'history' })
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0)
  })
})
