import { requestAddItem } from '@storefront/shared/events'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { props, startShop } from '../../test/harness'
import { holdNext } from '../../test/hold-next'
import { MiniCartSlot } from './mini-cart-slot'

const count = () => screen.getByTestId('mini-cart-count').textContent
const link = () => screen.getByTestId('mini-cart')

describe('the mini-cart while the first add is on its way', () => {
  it('shows that something is being added, not an empty cart, and the count once it lands', async () => {
    const { api, bus } = startShop()
    render(<MiniCartSlot {...props} />)
    await waitFor(() => expect(count()).toBe('0'))
    const answer = holdNext(api, 'POST', /^\/orders$/)

    const added = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    await waitFor(() => expect(link().getAttribute('aria-busy')).toBe('true'))
    expect(count()).not.toBe('0')
    expect(screen.getByRole('link', { name: 'Cart, adding an item…' })).toBe(link())
    answer()
    await added
    await waitFor(() => expect(count()).toBe('1'))
    expect(link().getAttribute('aria-busy')).toBeNull()
  })

  it('keeps the count during a further add, shown busy, and says so in the link’s name', async () => {
    const { api, bus } = startShop()
    render(<MiniCartSlot {...props} />)
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await waitFor(() => expect(count()).toBe('1'))
    const answer = holdNext(api, 'POST', /^\/line_items$/)

    const added = requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    await waitFor(() => expect(link().getAttribute('aria-busy')).toBe('true'))
    // The number stays: a "…" in its place read as the cart emptied.
    expect(count()).toBe('1')
    expect(screen.getByTestId('mini-cart-count').hasAttribute('data-busy')).toBe(true)
    expect(link().getAttribute('aria-label')).toBe('Cart €12.50, 1 item, adding an item…')
    answer()
    await added
    await waitFor(() => expect(count()).toBe('2'))
    expect(link().getAttribute('aria-busy')).toBeNull()
    expect(screen.getByTestId('mini-cart-count').hasAttribute('data-busy')).toBe(false)
    expect(link().getAttribute('aria-label')).not.toContain('adding')
  })
})
