import { cartArrivalTimeoutMs, requestTimeoutMs } from '@storefront/shared/constants'
import { type ChannelName, channels, type InputOf, type PayloadOf } from './channels'
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
 * Resolves true once someone listens on `name`, false after `timeoutMs` or as soon as the shell
 * reports the channel's owner unavailable (its remote could not load). It asks `listenerCount`,
 * which every version of the bus has, rather than a hook on subscribe that a bus made by an
 * older shell's copy of this package would lack.
 */
function whenListening(bus: ShopBus, name: ChannelName, timeoutMs: number): Promise<boolean> {
  if (bus.listenerCount(name) > 0) return Promise.resolve(true)
  const { owner } = channels[name]
  const ownerIsDown = () => bus.last('shell:remotes-unavailable')?.remotes.some((remote) => remote === owner)
  if (ownerIsDown()) return Promise.resolve(false)
  const pollMs = 100
  return new Promise((resolve) => {
    let waited = 0
    const timer = setInterval(() => {
      waited += pollMs
      const listening = bus.listenerCount(name) > 0
      if (!listening && waited < timeoutMs && !ownerIsDown()) return
      clearInterval(timer)
      resolve(listening)
    }, pollMs)
  })
}

export interface AddItemTimeouts {
  /** For the cart remote to start listening: it may still be loading. */
  readonly arrivalMs?: number
  /** For a listening cart to answer: as long as its API calls may take. */
  readonly answerMs?: number
}

/**
 * Adds an item through the cart remote and waits for its answer. A cart that is still loading
 * is waited for, so a quick click on a slow connection is not lost; with no cart listening after
 * `arrivalMs`, or at once when the shell reports the cart's remote down, it rejects with
 * BusTimeoutError. A listening cart gets as long
 * as its API calls may take, so a slow API is never reported as a missing cart.
 */
export async function requestAddItem(
  bus: ShopBus,
  item: Omit<InputOf<'cart:add-item'>, 'requestId'>,
  { arrivalMs = cartArrivalTimeoutMs, answerMs = requestTimeoutMs + 5_000 }: AddItemTimeouts = {},
): Promise<PayloadOf<'cart:add-item-result'>> {
  if (!(await whenListening(bus, 'cart:add-item', arrivalMs))) throw new BusTimeoutError('cart:add-item')
  return correlate(bus, 'cart:add-item-result', answerMs, (requestId) =>
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
