import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useStickyHeaderOffset } from './use-sticky-header-offset'

function Header({ position }: { position: 'sticky' | 'static' }) {
  const header = useRef<HTMLElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  useStickyHeaderOffset(header, bar)
  return (
    <header ref={header} style={{ position }} data-testid="header">
      <div ref={bar} data-testid="bar" />
    </header>
  )
}

// The heights a browser's layout would give: happy-dom lays nothing out.
let heights: Record<string, number> = {}

beforeEach(() => {
  // The header 120.4 px tall, its country and language bar 40.6 px of it.
  heights = { header: 120.4, bar: 40.6 }
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: heights[this.dataset.testid ?? ''] ?? 0 } as DOMRect
  })
})

const stickyTop = () => document.documentElement.style.getPropertyValue('--shop-sticky-top')

describe('useStickyHeaderOffset', () => {
  it('offsets sticky parts by what the header covers once its country bar has scrolled away', () => {
    const view = render(<Header position="sticky" />)
    expect(stickyTop()).toBe('81px')
    expect(view.getByTestId('header').style.getPropertyValue('--shop-header-scrolls-away')).toBe('40px')
  })

  it('offsets nothing where the header scrolls away with the page', () => {
    render(<Header position="static" />)
    expect(stickyTop()).toBe('0px')
  })

  it('measures again when the window changes size', () => {
    render(<Header position="sticky" />)
    heights = { header: 150, bar: 70 }
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(stickyTop()).toBe('80px')
  })

  it('takes the offset away when the header goes', () => {
    render(<Header position="sticky" />).unmount()
    expect(stickyTop()).toBe('')
  })
})
