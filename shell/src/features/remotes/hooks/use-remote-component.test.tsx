import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { loadExposed } from '../api/federation'
import { componentOf, useRemoteComponent } from './use-remote-component'

vi.mock('../api/federation', () => ({ loadExposed: vi.fn() }))

const load = vi.mocked(loadExposed)

/** A load the test answers when it chooses, as a slow network would. */
function pendingLoad() {
  let answer: (module: unknown) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const promise = new Promise<unknown>((resolve, reject) => {
    answer = resolve
    fail = reject
  })
  load.mockReturnValueOnce(promise)
  return {
    answer: (module: unknown) => act(async () => answer(module)),
    fail: (error: unknown) => act(async () => fail(error)),
  }
}

const Catalog = () => null
const Cart = () => null

function renderRemote(id: string) {
  return renderHook(({ id }) => useRemoteComponent<object>(id, 0), { initialProps: { id } })
}

describe('useRemoteComponent', () => {
  it('ignores a module that arrives late for the remote the page moved away from', async () => {
    const catalog = pendingLoad()
    const cart = pendingLoad()
    const { result, rerender } = renderRemote('catalog/App')
    rerender({ id: 'cart/App' })
    await cart.answer({ App: Cart })
    await catalog.answer({ default: Catalog })
    expect(result.current).toEqual({ status: 'ready', Component: Cart })
  })

  it('ignores a late failure of the remote the page moved away from', async () => {
    const catalog = pendingLoad()
    const cart = pendingLoad()
    const { result, rerender } = renderRemote('catalog/App')
    rerender({ id: 'cart/App' })
    await cart.answer({ App: Cart })
    await catalog.fail(new TypeError('Failed to fetch'))
    expect(result.current).toEqual({ status: 'ready', Component: Cart })
  })

  it('goes back to loading for another remote instead of keeping the previous one mounted', async () => {
    const catalog = pendingLoad()
    pendingLoad()
    const { result, rerender } = renderRemote('catalog/App')
    await catalog.answer({ default: Catalog })
    expect(result.current.status).toBe('ready')
    rerender({ id: 'cart/App' })
    expect(result.current).toEqual({ status: 'loading' })
  })
})

describe('componentOf', () => {
  it('takes the export the module id names when there is no default, as the cart exposes MiniCart', () => {
    expect(componentOf({ MiniCart: Cart }, 'MiniCart')).toBe(Cart)
  })

  it('takes a module that is itself the component', () => {
    expect(componentOf(Catalog, 'App')).toBe(Catalog)
  })

  it('finds no component in a module whose export is not a function', () => {
    expect(componentOf({ default: 'App' }, 'App')).toBeNull()
  })
})
