/** Business constants of the shop's specification, named once so every part agrees. */

/** The brand: a wordmark, not a word to translate (the logo, the documents' titles). */
export const shopName = 'La Dispensa'

/** Commerce Layer's largest page, and the listing's page size. */
export const pageSize = 25

/** After placing, the order's etag is polled: 5 tries 1 s apart, then a refresh and one more round. */
export const etagPolling = { tries: 5, intervalMs: 1_000, rounds: 2 } as const

/** Delivery estimate for an item with no stock-location lead time. */
export const defaultDeliveryDays = { min: 7, max: 14 } as const

/** Under this many available units, the product says "only N left". */
export const availabilityThreshold = 5

/** Lead times up to this many hours count as prompt delivery. */
export const maxPromptDeliveryHours = 48

/** Delivery texts never promise fewer than this many days. */
export const deliveryTextMinDays = 2

/** Above this many items in one order the delivery text switches to working days. */
export const deliveryItemThreshold = 10

/**
 * The warehouse's clock: delivery days count from the day it is where parcels leave. At 00:30
 * in Rome it is already Tuesday, though UTC (and a visitor in New York) still says Monday.
 */
export const dispatchTimeZone = 'Europe/Rome'

/**
 * The warehouse country's public holidays (Italy's, as `MM-DD`), when parcels neither leave nor
 * travel: a delivery date never falls on one. Easter Monday moves; the estimate computes it.
 */
export const dispatchHolidays = [
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  // St Francis of Assisi, a national holiday again from 2026.
  '10-04',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
] as const

export const giftMessage = { maxLines: 8, maxLineLength: 35 } as const

/**
 * The free greeting card's sku option carries this code in its metadata: the catalog offers it
 * and says where its message is written, the cart attaches it and takes the message.
 */
export const greetingCardOptionCode = 'greeting-card'

export const passwordMinLength = 6

/**
 * A screen or an add usually answers in a second or two; past this, shimmering boxes or "Adding…"
 * alone look like a hang, while the shop is still trying (a read gets two tries of 15 s, the
 * session and a remote their own retries): the visitor is told so.
 */
export const slowAfterMs = 8_000

/** Every call to the commerce API gives up after this long. */
export const requestTimeoutMs = 40_000

/**
 * How long adding to the cart waits for the cart remote to start listening. On a slow connection
 * its files arrive seconds after the catalog's; only after this does the add read as failed.
 */
export const cartArrivalTimeoutMs = 10_000

/**
 * How long an add the cart said it took waits for the cart's answer: its turn in the cart's queue
 * and each API call of the add (an order on the first add, the card's option, the line, the
 * read-back), every one limited to `requestTimeoutMs`. Only a cart stuck past that reads as failed.
 */
export const cartAcceptedAnswerMs = 180_000

/**
 * Pauses between background tries while the shop cannot be reached (the browser online all
 * along): soon at first, then calmer, so an outage's end shows without a press of retry and a
 * thousand open tabs do not hammer a backend on its way back.
 */
export const unreachableRetryDelaysMs = [5_000, 15_000, 30_000, 60_000] as const

/** The pause before background try number `tries` (0-based): the last pause repeats. */
export function unreachableRetryDelay(tries: number): number {
  return unreachableRetryDelaysMs[Math.min(tries, unreachableRetryDelaysMs.length - 1)] as number
}

/** Units a customer can buy of one item when stock does not say fewer. */
export const maxItemQuantity = 10

/**
 * The cookie with the visitor's chosen country: the shell writes it, the edge reads it to pick
 * the market of a path-less visit (`/`). A constant, not a setting: both sides must agree.
 */
export const countryCookie = 'shop_country'

/**
 * Local storage keys. Cart and gift message are per market (a cart is priced in one
 * currency); the refresh token is never among them: it lives in the edge's HttpOnly cookie.
 */
export const storageKeys = {
  user: 'shop:user',
  countryCode: 'shop:country',
  cartId: (marketCode: string) => `shop:cart:${marketCode}`,
  giftMessage: (marketCode: string) => `shop:gift-message:${marketCode}`,
} as const

/**
 * How long a mouse rests on a link before it counts as the shopper's intent to follow it: a
 * pointer passing over it on its way elsewhere is not one. The shell loads the link's remote
 * then, and the catalog fetches its data, together.
 */
export const hoverIntentMs = 80
