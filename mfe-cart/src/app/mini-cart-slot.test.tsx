import { unreachableRetryDelaysMs } from '@storefront/shared/constants'
import { getShopBus, requestAddItem } from '@storefront/shared/events'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiBase, markets, props, startShop, startShopWithStoredCart } from '../../test/harness'
import { CartApp } from './cart-app'
import { MiniCartSlot } from './mini-cart-slot'

const summary = {
  marketCode: 'it',
  orderId: 'ord1',
  itemsCount: 2,
  totalCents: 2500,
  currency: 'EUR',
  formattedTotal: '€25.00',
} as const

describe('the mini-cart', () => {
  it('shows count and total a cart published before it mounted', () => {
    getShopBus().publish('cart:updated', summary)
    render(<MiniCartSlot {...props} />)
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('2')
    expect(screen.getByTestId('mini-cart-total').textContent).toBe('€25.00')
    expect(screen.getByRole('link', { name: 'Cart €25.00, 2 items' })).toBeTruthy()
  })

  it('is named by the words it shows, then the count only the badge shows (WCAG 2.5.3)', () => {
    getShopBus().publish('cart:updated', summary)
    render(<MiniCartSlot {...props} />)
    const link = screen.getByTestId('mini-cart')
    const words = (link.textContent ?? '').replace(/\s+/g, ' ').trim()
    // Words apart in the DOM too: checkers (and some readers) join adjacent text without a space.
    expect(words).toBe('Cart €25.00 2')
    expect(link.getAttribute('aria-label')?.replace(/,/g, '')).toContain(words)
  })

  it('updates from cart:updated without a reload', () => {
    render(<MiniCartSlot {...props} />)
    act(() => {
      getShopBus().publish('cart:updated', { ...summary, itemsCount: 5, formattedTotal: '€62.50' })
    })
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('5')
    expect(screen.getByTestId('mini-cart-total').textContent).toBe('€62.50')
  })

  it('does not show another market’s cart as this one’s', () => {
    getShopBus().publish('cart:updated', { ...summary, marketCode: 'gb', currency: 'GBP' })
    render(<MiniCartSlot {...props} />)
    // Unknown, not empty: no count until this market's cart is known.
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('')
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy()
  })

  it('holds no place for a count once the stored cart cannot be read, and the page says why', async () => {
    const shop = await startShopWithStoredCart()
    const down = () => Promise.resolve(new Response('{}', { status: 500 }))
    shop.api.failNext('GET', /^\/orders\//, down)
    render(
      <>
        <MiniCartSlot {...props} />
        <CartApp {...props} screen={{ name: 'cart' }} />
      </>,
    )
    expect(await screen.findByTestId('cart-error')).toBeTruthy()
    expect(screen.queryByTestId('mini-cart-count')).toBeNull()
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy()
  })

  it('shows the count again by itself, on any page, once the shop can be reached after an outage', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const shop = await startShopWithStoredCart()
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
      // The first read, with the API fetch's own retry; the shop is back for the next try.
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      render(<MiniCartSlot {...props} />)
      const total = screen.getByTestId('mini-cart-total')
      await waitFor(() => expect(total.textContent).toBe(''))

      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      await waitFor(() => expect(total.textContent).toBe('€0.00'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('catches up by itself with an add saved just before the connection dropped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const shop = startShop()
      render(<MiniCartSlot {...props} />)
      await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
      await waitFor(() => expect(screen.getByTestId('mini-cart-count').textContent).toBe('1'))
      const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
      // The line is saved; reading the order back fails, with the API fetch's own retry.
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      shop.api.failNext('GET', /^\/orders\//, unreachable)
      const result = await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
      expect(result.ok).toBe(true)
      expect(screen.getByTestId('mini-cart-count').textContent).toBe('1')

      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      await waitFor(() => expect(screen.getByTestId('mini-cart-count').textContent).toBe('2'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('counts an add saved but not read back when the next add checks the item limit', async () => {
    const shop = startShop()
    render(<MiniCartSlot {...props} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
    shop.api.failNext('GET', /^\/orders\//, unreachable)
    shop.api.failNext('GET', /^\/orders\//, unreachable)
    expect((await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })).ok).toBe(true)

    // Two in the cart, one shown: nine more would make eleven.
    const result = await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 9 })
    expect(result).toMatchObject({ ok: false, errorCode: 'item_limit_exceeded', maxQuantity: 8 })
  })

  it('reads its cart again when the browser comes back online: another tab may have added meanwhile', async () => {
    const shop = startShop()
    render(<MiniCartSlot {...props} />)
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await waitFor(() => expect(screen.getByTestId('mini-cart-count').textContent).toBe('1'))
    const id = shop.api.orders()[0]?.id ?? ''
    // Another tab's add, whose news this tab, offline too, could not act on.
    await shop.api.fetch(`${apiBase}/line_items`, {
      method: 'POST',
      body: JSON.stringify({
        data: {
          type: 'line_items',
          attributes: { sku_code: 'OIL-1', quantity: 2 },
          relationships: { order: { data: { type: 'orders', id } } },
        },
      }),
    })
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.getByTestId('mini-cart-count').textContent).toBe('3'))
  })

  it('opens the cart through a navigation intent', async () => {
    const bus = getShopBus()
    const intents: unknown[] = []
    bus.subscribe('nav:intent', (intent) => intents.push(intent))
    render(<MiniCartSlot {...props} />)
    await userEvent.setup().click(screen.getByTestId('mini-cart'))
    expect(intents).toEqual([{ screen: { name: 'cart' } }])
  })

  it('opens the cart in the page, and leaves a click with a modifier key or another button to the browser', () => {
    const bus = getShopBus()
    const intents: unknown[] = []
    bus.subscribe('nav:intent', (intent) => intents.push(intent))
    render(<MiniCartSlot {...props} />)
    const link = screen.getByRole('link', { name: 'Cart' })
    // The address the browser opens in a new tab, the same screen the intent asks for.
    expect(link.getAttribute('href')).toBe('/italy/eur/en/cart')

    // fireEvent says false when the page kept the browser from following the link.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { metaKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(intents).toEqual([])
    expect(fireEvent.click(link)).toBe(false)
    expect(intents).toEqual([{ screen: { name: 'cart' } }])
  })

  it('follows the market the shell switched to, with the mini-cart mounted for the one before', () => {
    render(<MiniCartSlot {...props} />)
    act(() => {
      getShopBus().publish('market:changed', markets.gb)
      getShopBus().publish('cart:updated', {
        ...summary,
        marketCode: 'gb',
        currency: 'GBP',
        formattedTotal: '£21.00',
      })
    })
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('2')
    expect(screen.getByTestId('mini-cart-total').textContent).toBe('£21.00')
  })

  // The words are the asking remote's (the catalog's button says "added"); the badge only cues.
  const cued = () => screen.getByTestId('mini-cart-count').hasAttribute('data-added')

  it('cues an add on its badge for a moment, whichever remote asked for it, and says no words of its own', async () => {
    const { bus } = startShop()
    render(<MiniCartSlot {...props} />)
    expect(cued()).toBe(false)
    await act(() => requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 }))
    expect(cued()).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 1600)))
    expect(cued()).toBe(false)
  })

  it('gives no cue for an add the cart refused', async () => {
    const { api, bus } = startShop()
    render(<MiniCartSlot {...props} />)
    api.setStock('PASTA-1', 0)

    const result = await act(() => requestAddItem(bus, { kind: 'sku', code: 'PASTA-1', quantity: 1 }))

    expect(result.ok).toBe(false)
    expect(cued()).toBe(false)
  })

  it('replays the cue on a second add while the first still shows', async () => {
    const { bus } = startShop()
    render(<MiniCartSlot {...props} />)
    await act(() => requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 }))
    const first = screen.getByTestId('mini-cart-count')
    await act(() => requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 }))
    // A new element restarts the CSS animation; the same one would not move again.
    expect(screen.getByTestId('mini-cart-count')).not.toBe(first)
    expect(cued()).toBe(true)
  })

  it('gives no cue when the count grows without an add: a quantity raised on the cart page, another tab', () => {
    render(<MiniCartSlot {...props} />)
    act(() => getShopBus().publish('cart:updated', summary))
    act(() => getShopBus().publish('cart:updated', { ...summary, itemsCount: 3, formattedTotal: '€37.50' }))
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('3')
    expect(cued()).toBe(false)
  })

  // One fewer is as much a shrink as an emptied cart: a cue still playing would claim an add.
  it.each([
    ['is emptied', () => 0],
    ['loses a single item', (count: number) => count - 1],
  ])('takes the cue back at once when the cart %s meanwhile', async (_, shrunk) => {
    const { bus } = startShop()
    render(<MiniCartSlot {...props} />)
    await act(() => requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 }))
    expect(cued()).toBe(true)
    const current = bus.last('cart:updated')
    if (!current) throw new Error('the add published no cart')
    act(() => bus.publish('cart:updated', { ...current, itemsCount: shrunk(current.itemsCount) }))
    expect(screen.queryByTestId('mini-cart-count')?.hasAttribute('data-added') ?? false).toBe(false)
  })

  it('keeps the add-to-cart listener alive by itself, so adds work on any page', async () => {
    const { bus } = startShop()
    render(<MiniCartSlot {...props} />)
    const result = await act(() => requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 }))
    expect(result.ok).toBe(true)
    expect(screen.getByTestId('mini-cart-count').textContent).toBe('2')
  })
})

describe('listeners on the page bus', () => {
  it('answers add-to-cart once however many cart components are mounted', () => {
    startShop()
    const bus = getShopBus()
    render(
      <>
        <MiniCartSlot {...props} />
        <MiniCartSlot {...props} />
        <CartApp {...props} screen={{ name: 'cart' }} />
      </>,
    )
    expect(bus.listenerCount('cart:add-item')).toBe(1)
  })

  it('leaves nothing listening once every cart component is unmounted', () => {
    startShop()
    const bus = getShopBus()
    const before = (['session:changed', 'market:changed', 'cart:updated'] as const).map((n) =>
      bus.listenerCount(n),
    )
    const view = render(
      <>
        <MiniCartSlot {...props} />
        <CartApp {...props} screen={{ name: 'cart' }} />
      </>,
    )
    expect(bus.listenerCount('session:changed')).toBeGreaterThan(before[0] ?? 0)
    view.unmount()
    expect(bus.listenerCount('cart:add-item')).toBe(0)
    expect(
      (['session:changed', 'market:changed', 'cart:updated'] as const).map((n) => bus.listenerCount(n)),
    ).toEqual(before)
  })
})
