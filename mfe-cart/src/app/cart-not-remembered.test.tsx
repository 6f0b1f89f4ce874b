import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openCartWith } from '../../test/open-cart'

const note = 'Your browser does not let this shop save data'

/** Local storage as a browser that blocks site data has it: reading answers nothing, writing throws. */
function blockSiteData() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  vi.stubGlobal('localStorage', {
    length: 0,
    key: () => null,
    getItem: () => null,
    setItem: refuse,
    removeItem: () => undefined,
    clear: () => undefined,
  })
}

describe('a browser that keeps no site data', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is told, beside a cart with items, that a reload would empty it', async () => {
    blockSiteData()
    await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.getByTestId('cart-not-remembered').textContent).toContain(note)
  })

  it('says nothing where the cart is remembered', async () => {
    await openCartWith([{ code: 'OIL-1', quantity: 1 }])
    await screen.findByRole('listitem', { name: /Olive oil/ })
    expect(screen.queryByTestId('cart-not-remembered')).toBeNull()
  })
})
