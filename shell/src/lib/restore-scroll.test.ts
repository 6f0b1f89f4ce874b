import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreScroll } from './restore-scroll'

// A page that grows as its screen draws: the browser clamps a scroll to what the page can show.
let pageHeight = 0
let scrollY = 0
const viewport = 900
let resized: () => void = () => {}

function grow(height: number) {
  pageHeight = height
  resized()
}

beforeEach(() => {
  pageHeight = 1400
  scrollY = 0
  vi.useFakeTimers()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {}
      disconnect() {
        resized = () => {}
      }
    },
  )
  Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true })
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = Math.max(0, Math.min(y, pageHeight - viewport))
  }) as typeof window.scrollTo)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('restoreScroll', () => {
  it('scrolls at once when the page is tall enough', () => {
    restoreScroll(300)
    expect(scrollY).toBe(300)
  })

  it('goes as far as the page allows, and on to the place as the screen draws', () => {
    restoreScroll(1500)
    expect(scrollY).toBe(500)
    grow(2000)
    expect(scrollY).toBe(1100)
    grow(2900)
    expect(scrollY).toBe(1500)
  })

  it('holds the place while pictures above it still grow the page', () => {
    restoreScroll(300)
    scrollY = 240
    grow(1600)
    expect(scrollY).toBe(300)
  })

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])(
    'leaves the page to a visitor who acts (%s)',
    (type) => {
      restoreScroll(1500)
      window.dispatchEvent(new Event(type))
      grow(2900)
      expect(scrollY).toBe(500)
    },
  )

  it('gives up after a few seconds, when the visitor has moved on', () => {
    restoreScroll(1500)
    vi.advanceTimersByTime(5_000)
    grow(2900)
    expect(scrollY).toBe(500)
  })

  it('stops when the shell says so: a new navigation', () => {
    const stop = restoreScroll(1500)
    stop()
    grow(2900)
    expect(scrollY).toBe(500)
  })
})
