import { requestTimeoutMs } from '@storefront/shared/constants'
import type { InputOf, PayloadOf } from './channels'
import type { ShopBus } from './shop-bus'

let counter = 0

/** A request id unique in this page, for correlating a request with its result. */
export function newRequestId(prefix = 'req'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}

export class BusTimeoutError extends Error {
  constructor(readonly channel: string) {
    super(`nobody answered on ${channel} in time`)
    this.name = 'BusTimeoutError'
  }
}

type ResultChannel = 'cart:add-item-result' | 'session:login-result'

function correlate<N extends ResultChannel>(
  bus: ShopBus,
  resultChannel: N,
  timeoutMs: number,
  send: (requestId: string) => void,
): Promise<PayloadOf<N>> {
  const requestId = newRequestId()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new BusTimeoutError(resultChannel))
    }, timeoutMs)
    const off = bus.subscribe(resultChannel, (result) => {
      if (result.requestId !== requestId) return
      clearTimeout(timer)
      off()
      resolve(result as PayloadOf<N>)
    })
    try {
      send(requestId)
    } catch (error) {
      clearTimeout(timer)
      off()
      reject(error)
    }
  })
}

/**
 * Adds an item through the cart remote and waits for its answer. With no cart listening (its
 * remote is down or not loaded) it rejects at once with BusTimeoutError; a listening cart gets
 * as long as its API calls may take, so a slow API is never reported as a missing cart.
 */
export function requestAddItem(
  bus: ShopBus,
  item: Omit<InputOf<'cart:add-item'>, 'requestId'>,
  timeoutMs = requestTimeoutMs + 5_000,
): Promise<PayloadOf<'cart:add-item-result'>> {
  if (bus.listenerCount('cart:add-item') === 0) return Promise.reject(new BusTimeoutError('cart:add-item'))
  return correlate(bus, 'cart:add-item-result', timeoutMs, (requestId) =>
    bus.publish('cart:add-item', { ...item, requestId }),
  )
}

/** Logs in through the shell, which owns the session, and waits for the outcome. */
export function requestLogin(
  bus: ShopBus,
  credentials: { email: string; password: string },
  timeoutMs = 45_000,
): Promise<PayloadOf<'session:login-result'>> {
  return correlate(bus, 'session:login-result', timeoutMs, (requestId) =>
    bus.publish('session:login', { ...credentials, requestId }),
  )
}
