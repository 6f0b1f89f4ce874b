import { hoverIntentMs } from '@storefront/shared/constants'
import type { RemoteName } from '@storefront/shared/routes'
import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadExposed } from '../../features/remotes/api/federation'
import { useWarmRemoteOnIntent } from './use-warm-remote-on-intent'

vi.mock('../../features/remotes/api/federation', () => ({ loadExposed: vi.fn(() => Promise.resolve({})) }))

const load = vi.mocked(loadExposed)

// The cart's path goes to the cart, a product's to the catalog, anything else nowhere.
const remoteOfPath = (path: string): RemoteName | null =>
  path.endsWith('/cart') ? 'cart' : path.includes('/product/') ? 'catalog' : null

function Page() {
  useWarmRemoteOnIntent(remoteOfPath)
  return (
    <>
      <a href="/italy/eur/en/cart">
        <span>Cart</span>
      </a>
      <a href="/italy/eur/en/product/OIL-1">Oil</a>
      <a href="/italy/eur/en/no-such-page">Elsewhere</a>
      <a href="https://example.com/italy/eur/en/cart">Another shop</a>
      <a href="/italy/eur/en/cart" download>
        Download
      </a>
    </>
  )
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  load.mockClear()
})

const link = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text) as HTMLAnchorElement

describe('useWarmRemoteOnIntent', () => {
  it("loads a link's screen remote once a pointer rests on it, and only once", () => {
    const { container } = render(<Page />)
    const cart = link(container, 'Cart')
    fireEvent.pointerOver(cart.firstElementChild as Element, { pointerType: 'mouse' })
    expect(load).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(hoverIntentMs)
    })
    expect(load).toHaveBeenCalledWith('cart/App')

    fireEvent.pointerOver(link(container, 'Oil'), { pointerType: 'mouse' })
    fireEvent.focusIn(cart)
    act(() => {
      vi.advanceTimersByTime(hoverIntentMs)
    })
    expect(load.mock.calls).toEqual([['cart/App'], ['catalog/App']])
  })

  it('loads nothing for a pointer that only passes over a link', () => {
    const { container } = render(<Page />)
    const cart = link(container, 'Cart')
    fireEvent.pointerOver(cart, { pointerType: 'mouse' })
    fireEvent.pointerOut(cart, { pointerType: 'mouse', relatedTarget: document.body })
    act(() => {
      vi.advanceTimersByTime(hoverIntentMs * 2)
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('loads at once for a finger or the keyboard, which come just before the tap or Enter', () => {
    const { container } = render(<Page />)
    fireEvent.pointerOver(link(container, 'Cart'), { pointerType: 'touch' })
    expect(load).toHaveBeenCalledWith('cart/App')
    fireEvent.focusIn(link(container, 'Oil'))
    expect(load).toHaveBeenCalledWith('catalog/App')
  })

  it('leaves alone links to no screen, to another site and downloads', () => {
    const { container } = render(<Page />)
    for (const text of ['Elsewhere', 'Another shop', 'Download']) fireEvent.focusIn(link(container, text))
    expect(load).not.toHaveBeenCalled()
  })

  it('asks again after a load that threw', async () => {
    load.mockRejectedValueOnce(new Error('network'))
    const { container } = render(<Page />)
    fireEvent.focusIn(link(container, 'Cart'))
    await act(async () => {})
    fireEvent.focusIn(link(container, 'Cart'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks again after a load that gave the fallback, as the federation runtime answers a failure', async () => {
    load.mockResolvedValueOnce({ [Symbol.for('shop.remote-fallback')]: true, id: 'cart/App', error: null })
    const { container } = render(<Page />)
    fireEvent.focusIn(link(container, 'Cart'))
    await act(async () => {})
    fireEvent.focusIn(link(container, 'Cart'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('stops listening when the shell unmounts', () => {
    const { container, unmount } = render(<Page />)
    const cart = link(container, 'Cart')
    unmount()
    document.body.appendChild(cart)
    fireEvent.focusIn(cart)
    expect(load).not.toHaveBeenCalled()
    cart.remove()
  })
})
