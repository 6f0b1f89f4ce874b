import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api'
import { inventory, listDocument, price, singleDocument, sku } from '../../test/json-api'
import { markets, renderCatalog } from '../../test/render-catalog'
import { rulesOf } from '../../test/style-rules'

/** Stands in for the browser's observer: the test says where the form lies. */
class FakeObserver {
  static last: FakeObserver | null = null
  constructor(readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  /** The form on screen, or out of it above (`top` < 0) or below. */
  place(isIntersecting: boolean, top: number) {
    const entry = { isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry
    act(() => this.report([entry], this as unknown as IntersectionObserver))
  }
}

const coffee = (levels: [number, number, number][]) =>
  sku({ id: 'c1', code: 'COFFEE', name: 'Coffee', price: price('pc', 790), inventory: inventory(levels) })

function serve(resource: ReturnType<typeof sku>) {
  fakeApi({
    '/skus': () => listDocument([resource], [price('pc', 790)]),
    [`/skus/${resource.id}`]: () => singleDocument(resource),
    '/bundles': () => listDocument([]),
  })
}

const barRules = rulesOf(readFileSync(join(import.meta.dirname, 'add-bar.module.css'), 'utf8'))

describe('the add bar at the foot of the screen', () => {
  beforeEach(() => {
    FakeObserver.last = null
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    Element.prototype.scrollIntoView = vi.fn()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the price and the add while the form is still below the screen, not once it is reached or passed', async () => {
    serve(coffee([[40, 24, 48]]))
    renderCatalog({ name: 'product', code: 'COFFEE' }, markets.gb)
    await screen.findByRole('button', { name: 'Add to cart' })
    const bar = await screen.findByTestId('add-bar')
    expect(bar.hidden).toBe(true)

    FakeObserver.last?.place(false, 900)
    expect(bar.hidden).toBe(false)
    expect(within(bar).getByTestId('bar-price').textContent).toBe('€7.90')

    FakeObserver.last?.place(true, 300)
    expect(bar.hidden).toBe(true)
    FakeObserver.last?.place(false, -400)
    expect(bar.hidden).toBe(true)
  })

  it("adds through the form: the quantity chosen there, and takes the shopper to the form's answer", async () => {
    serve(coffee([[40, 24, 48]]))
    const { bus } = renderCatalog({ name: 'product', code: 'COFFEE' }, markets.gb)
    const sent: number[] = []
    bus.subscribe('cart:add-item', (request) => {
      sent.push(request.quantity)
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }))
    FakeObserver.last?.place(false, 900)

    await userEvent.click(
      within(screen.getByTestId('add-bar')).getByRole('button', { name: 'Add to cart', hidden: true }),
    )

    await screen.findByText('Added to cart')
    expect(sent).toEqual([2])
    // The form's button stays the one "Add to cart" assistive technology meets.
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1)
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled())
    // Not left on the bar's button, which hides once the form is in view.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }))
  })

  // Tabbing through the options beside the picture, the next one was scrolled just into the
  // screen, under the bar: the focus the keyboard's user follows was hidden.
  it('keeps what takes focus clear of it: the page scrolls it above the bar while the bar shows', async () => {
    serve(coffee([[40, 24, 48]]))
    const { unmount } = renderCatalog({ name: 'product', code: 'COFFEE' }, markets.gb)
    await screen.findByRole('button', { name: 'Add to cart' })
    const bar = await screen.findByTestId('add-bar')
    bar.getBoundingClientRect = () => ({ height: 73 }) as DOMRect
    const room = () => document.documentElement.style.getPropertyValue('scroll-padding-bottom')
    expect(room()).toBe('')

    FakeObserver.last?.place(false, 900)
    expect(room()).toBe('73px')
    FakeObserver.last?.place(true, 300)
    expect(room()).toBe('')

    FakeObserver.last?.place(false, 900)
    unmount()
    expect(room()).toBe('')
  })

  // From 40rem up it was never drawn, and on a laptop's 1024 × 700 the options beside the picture
  // left the add button under the fold with nothing to reach it by.
  it('is drawn on a screen of any width while the form lies below it, put away on paper alone', () => {
    const putAway = barRules.filter(
      (rule) => rule.selector === '.bar' && rule.declarations.display === 'none',
    )
    expect(putAway.map((rule) => rule.media)).toEqual(['print'])
  })

  it('is not offered for a sold-out product', async () => {
    serve(coffee([]))
    renderCatalog({ name: 'product', code: 'COFFEE' }, markets.gb)
    await screen.findByTestId('availability')
    expect(screen.queryByTestId('add-bar')).toBeNull()
  })
})
