import { cartAcceptedAnswerMs, cartArrivalTimeoutMs, requestTimeoutMs } from '@storefront/shared/constants'
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

/** A channel the answering side publishes on when it took the request, to be given longer. */
interface Acceptance {
  readonly channel: 'cart:add-item-accepted'
  readonly timeoutMs: number
}

/**
 * Subscribes, or returns null on a bus that does not know the channel: one made by a shell built
 * against an older contract. Nobody publishes there then, as the owner asks `listenerCount` first.
 */
function subscribeIfKnown(
  bus: ShopBus,
  channel: Acceptance['channel'],
  handler: (requestId: string) => void,
) {
  try {
    return bus.subscribe(channel, (payload) => handler(payload.requestId))
  } catch {
    return null
  }
}

function correlate<N extends ResultChannel>(
  bus: ShopBus,
  resultChannel: N,
  timeoutMs: number,
  send: (requestId: string) => void,
  acceptance?: Acceptance,
): Promise<PayloadOf<N>> {
  const requestId = newRequestId()
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      for (const off of offs) off()
    }
    const giveUpAfter = (ms: number) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        settle()
        reject(new BusTimeoutError(resultChannel))
      }, ms)
    }
    giveUpAfter(timeoutMs)
    offs.push(
      bus.subscribe(resultChannel, (result) => {
        if (result.requestId !== requestId) return
        settle()
        resolve(result as PayloadOf<N>)
      }),
    )
    const offAccepted =
      acceptance &&
      subscribeIfKnown(bus, acceptance.channel, (accepted) => {
        if (accepted === requestId) giveUpAfter(acceptance.timeoutMs)
      })
    if (offAccepted) offs.push(offAccepted)
    try {
      send(requestId)
    } catch (error) {
      settle()
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
  /** For a listening cart to answer, or to say it took the add (`cart:add-item-accepted`). */
  readonly answerMs?: number
  /** For a cart that took the add to answer: its queue and every API call of the add. */
  readonly acceptedAnswerMs?: number
}

/**
 * Adds an item through the cart remote and waits for its answer. A cart that is still loading
 * is waited for, so a quick click on a slow connection is not lost; with no cart listening after
 * `arrivalMs`, or at once when the shell reports the cart's remote down, it rejects with
 * BusTimeoutError. A cart that says it took the add gets as long as the add may take, so a slow
 * API or a long queue is never reported as a failure while the line may still land (a second
 * click would then add it twice); one that does not say so (older than contract 1.7.0) gets as
 * long as one API call may take.
 */
export async function requestAddItem(
  bus: ShopBus,
  item: Omit<InputOf<'cart:add-item'>, 'requestId'>,
  {
    arrivalMs = cartArrivalTimeoutMs,
    answerMs = requestTimeoutMs + 5_000,
    acceptedAnswerMs = cartAcceptedAnswerMs,
  }: AddItemTimeouts = {},
): Promise<PayloadOf<'cart:add-item-result'>> {
  if (!(await whenListening(bus, 'cart:add-item', arrivalMs))) throw new BusTimeoutError('cart:add-item')
  return correlate(
    bus,
    'cart:add-item-result',
    answerMs,
    (requestId) => bus.publish('cart:add-item', { ...item, requestId }),
    { channel: 'cart:add-item-accepted', timeoutMs: acceptedAnswerMs },
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
