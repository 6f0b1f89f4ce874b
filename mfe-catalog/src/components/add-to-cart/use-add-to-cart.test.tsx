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
const gb = markets.gb as NonNullable<typeof markets.gb>

function renderAdd(
  kind: 'sku' | 'bundle' = 'sku',
  where: NonNullable<typeof markets.it> = market,
  code = 'OIL-1',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopProvider market={where} locale="it" routeBase={where} apiBase="/" bus={getShopBus()}>
      {children}
    </ShopProvider>
  )
  return renderHook(() => useAddToCart({ kind, code }), { wrapper })
}

const item = { quantity: 1, unitLabel: 'Tuscan oil' }

/** The cart's answer, held until `answer` is called with it. */
function holdAnswer() {
  let answer: (result: Awaited<ReturnType<typeof requestAddItem>>) => void = () => {}
  vi.mocked(requestAddItem).mockReturnValueOnce(
    new Promise((resolve) => {
      answer = resolve
    }),
  )
  return (result: Awaited<ReturnType<typeof requestAddItem>>) => answer(result)
}

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
    const box = renderAdd('bundle').result
    expect(await act(() => box.current.add(item))).toMatchObject({
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

  // Without it the cart cannot tell an add pressed here from one that would run where the
  // shopper went meanwhile, in that market's cart and at its price.
  it('names the market the add is pressed in', async () => {
    vi.mocked(requestAddItem).mockResolvedValue({ requestId: 'r1', ok: true })
    const { result } = renderAdd()
    await act(() => result.current.add(item))
    expect(vi.mocked(requestAddItem).mock.lastCall?.[1]).toEqual({
      kind: 'sku',
      code: 'OIL-1',
      quantity: 1,
      marketCode: 'it',
    })
  })

  it('says the add was not made when the cart refuses it for the country the shopper left, on the new country’s page', async () => {
    const answer = holdAnswer()
    const italian = renderAdd()
    void act(() => void italian.result.current.add(item))
    // The country switch mounts the catalog anew: the form that sent the add is gone.
    italian.unmount()
    const british = renderAdd('sku', gb)
    expect(british.result.current.state).toEqual({ status: 'idle' })

    await act(async () => answer({ requestId: 'r1', ok: false, errorCode: 'market_changed' }))

    expect(british.result.current.state).toEqual({
      status: 'error',
      messageKey: 'errors:addMarketChanged',
      values: {},
    })
  })

  it('shows an add still on its way, and its answer, to the form mounted anew in the same market (a language switch)', async () => {
    const answer = holdAnswer()
    const first = renderAdd()
    void act(() => void first.result.current.add(item))
    first.unmount()
    const again = renderAdd()
    // Pressed again here, the item would be added twice.
    expect(again.result.current.state).toEqual({ status: 'adding' })

    await act(async () => answer({ requestId: 'r1', ok: true }))

    expect(again.result.current.state).toEqual({ status: 'added' })
  })

  it('says nothing in another market of an add made in the one left, nor of another item’s add', async () => {
    const answer = holdAnswer()
    const italian = renderAdd()
    void act(() => void italian.result.current.add(item))
    italian.unmount()
    const british = renderAdd('sku', gb)
    const wine = renderAdd('sku', gb, 'WINE-1')

    await act(async () => answer({ requestId: 'r1', ok: true }))

    // "Added" here would speak of this market's cart, which does not hold it.
    expect(british.result.current.state).toEqual({ status: 'idle' })
    expect(wine.result.current.state).toEqual({ status: 'idle' })
  })

  it('starts afresh on a page opened after the add was answered and its form left', async () => {
    vi.mocked(requestAddItem).mockResolvedValue({ requestId: 'r1', ok: true })
    const first = renderAdd()
    await act(() => first.result.current.add(item))
    first.unmount()
    await act(async () => undefined)
    expect(renderAdd().result.current.state).toEqual({ status: 'idle' })
  })
})
