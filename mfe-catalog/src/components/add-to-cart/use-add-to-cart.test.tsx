import { BusPayloadError, BusTimeoutError, getShopBus, requestAddItem } from '@storefront/shared/events'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShopProvider } from '../../lib/shop-context'
import { markets } from '../../test/render-catalog'
import { useAddToCart } from './use-add-to-cart'

vi.mock('@storefront/shared/events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@storefront/shared/events')>()),
  requestAddItem: vi.fn(),
}))

const market = markets.it as NonNullable<typeof markets.it>

function renderAdd() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopProvider market={market} locale="it" routeBase={market} apiBase="/" bus={getShopBus()}>
      {children}
    </ShopProvider>
  )
  return renderHook(() => useAddToCart(), { wrapper })
}

const item = { kind: 'sku' as const, code: 'OIL-1', quantity: 1, unitLabel: 'Tuscan oil' }

afterEach(() => vi.restoreAllMocks())

describe('useAddToCart', () => {
  it('shows the add-to-cart error for a cart that never answered, without logging it', async () => {
    vi.mocked(requestAddItem).mockRejectedValue(new BusTimeoutError('cart:add-item'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderAdd()
    await act(() => result.current.add(item))
    expect(result.current.state).toMatchObject({ status: 'error', messageKey: 'errors:addCartError' })
    expect(logged).not.toHaveBeenCalled()
  })

  it('resolves with how many more the cart takes when it refuses the add for the item limit', async () => {
    vi.mocked(requestAddItem).mockResolvedValue({
      requestId: 'r1',
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity: 7,
    })
    const { result } = renderAdd()
    const answer = await act(() => result.current.add({ ...item, quantity: 10 }))
    expect(answer).toMatchObject({
      status: 'error',
      messageKey: 'catalog:product.itemLimitMore',
      values: { count: 7 },
      maxQuantity: 7,
    })
    expect(result.current.state).toEqual(answer)
  })

  it('says it is the stock, not the item limit, when stock beside the cart takes no more', async () => {
    const { result } = renderAdd()
    vi.mocked(requestAddItem).mockResolvedValue({
      requestId: 'r1',
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity: 2,
      limitedBy: 'stock',
    })
    expect(await act(() => result.current.add({ ...item, quantity: 3 }))).toMatchObject({
      messageKey: 'catalog:product.stockLimitMore',
      values: { count: 2 },
      maxQuantity: 2,
    })
    // The cart holds all that is left: none fits.
    vi.mocked(requestAddItem).mockResolvedValue({
      requestId: 'r2',
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity: 0,
      limitedBy: 'stock',
    })
    expect(await act(() => result.current.add(item))).toMatchObject({
      messageKey: 'catalog:product.stockLimitReached',
      maxQuantity: 0,
    })
    // A box: its contents are in the cart, not the box.
    expect(await act(() => result.current.add({ ...item, kind: 'bundle' }))).toMatchObject({
      messageKey: 'catalog:product.stockLimitReachedBox',
      maxQuantity: 0,
    })
  })

  it('shows the cart’s own words for a refusal it names, and the add-to-cart error for one it does not', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderAdd()
    vi.mocked(requestAddItem).mockResolvedValue({ requestId: 'r1', ok: false, errorCode: 'unauthorized' })
    await act(() => result.current.add(item))
    expect(result.current.state).toEqual({ status: 'error', messageKey: 'errors:sessionExpired', values: {} })
    // A cart newer than this catalog may refuse for reasons it has no words for: no bug of its own.
    vi.mocked(requestAddItem).mockResolvedValue({
      requestId: 'r2',
      ok: false,
      errorCode: 'gift_wrap_sold_out',
    })
    await act(() => result.current.add(item))
    expect(result.current.state).toEqual({ status: 'error', messageKey: 'errors:addCartError', values: {} })
    expect(logged).not.toHaveBeenCalled()
  })

  it('logs a request the bus refused, a contract mismatch between catalog and cart', async () => {
    vi.mocked(requestAddItem).mockRejectedValue(new BusPayloadError('cart:add-item', []))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderAdd()
    await act(() => result.current.add(item))
    expect(result.current.state).toMatchObject({ status: 'error', messageKey: 'errors:addCartError' })
    expect(logged).toHaveBeenCalledWith('add to cart failed', expect.any(BusPayloadError))
  })
})
