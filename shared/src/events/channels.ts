// zod/mini: the bus validates on every page, and its functional API lets the build keep only
// the checks used here (classic zod ships whole, ~25 KB gzip).

import { currencies, locales } from '@storefront/shared/markets'
import { remoteNames } from '@storefront/shared/registry'
import { z } from 'zod/mini'

const locale = z.enum(locales)
const requestId = z.string().check(z.minLength(1))

/** A screen to go to; the shell turns it into a URL with the route builders. */
const screen = z.catchall(z.object({ name: z.string() }), z.union([z.string(), z.number()]))

export const sessionSchema = z.object({
  kind: z.enum(['guest', 'customer']),
  accessToken: z.string().check(z.minLength(1)),
  /**
   * Epoch milliseconds by this browser's clock, which may differ from the API's: compare it with
   * `Date.now()`, not with the token's `exp`.
   */
  expiresAt: z.number(),
  marketCode: z.string(),
  customerId: z.optional(z.string()),
  email: z.optional(z.string()),
  /**
   * Why the session changed: a fresh session after `unauthorized` or `market` means a fresh cart
   * (after `unauthorized` a guest who comes back a guest finds their stored cart, read again with
   * the new token; anyone else's is forgotten);
   * `other-tab`, the customer signed in or out in another tab of the shop (since contract 1.9.0):
   * the stored cart is read afresh with the new token, as that tab left it.
   */
  reason: z.enum(['init', 'login', 'signup', 'logout', 'refresh', 'market', 'unauthorized', 'other-tab']),
})

export const marketSchema = z.object({
  marketId: z.string(),
  marketCode: z.string(),
  country: z.string().check(z.length(2)),
  currency: z.enum(currencies),
  locale,
  prefix: z.string(),
})

export const cartSummarySchema = z.object({
  marketCode: z.string(),
  orderId: z.nullable(z.string()),
  itemsCount: z.int().check(z.nonnegative()),
  totalCents: z.int(),
  currency: z.enum(currencies),
  formattedTotal: z.string(),
})

export const addItemSchema = z.object({
  requestId,
  kind: z.enum(['sku', 'bundle']),
  code: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  /** Line item options to attach, e.g. the free greeting card. */
  options: z.optional(
    z.array(z.object({ code: z.string(), options: z.optional(z.record(z.string(), z.string())) })),
  ),
  /**
   * The market the add was pressed in, since contract 1.13.0. The cart refuses the add
   * (`market_changed`) when its market is another by the time the add runs: the shopper chose
   * another country while it waited its turn, and it would land in that market's cart, at its
   * price. Without it (a catalog from before) the add goes into the cart's market of the moment.
   */
  marketCode: z.optional(z.string().check(z.minLength(1))),
  /**
   * The list the add was pressed in (a category's, a search's: `ItemList` of the analytics),
   * since contract 1.13.0: the cart reports it on the item of GA4's `add_to_cart`, which credits
   * the list with the add. None for an add from the item's own page.
   */
  itemList: z.optional(
    z.object({ id: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) }),
  ),
})

export const addItemResultSchema = z.object({
  requestId,
  ok: z.boolean(),
  /**
   * The catalogue's code of a refused add: `item_limit_exceeded`, `network_error`,
   * `request_timeout`, `rate_limited` (since contract 1.11.0), `market_changed` (since contract
   * 1.13.0: the add's `marketCode` is no longer the cart's market) or `add_cart_error`. A code a
   * catalog does not know reads as `add_cart_error`.
   */
  errorCode: z.optional(z.string()),
  /** With the item-limit error: how many more the cart accepts. */
  maxQuantity: z.optional(z.int().check(z.nonnegative())),
  /**
   * With the item-limit error, since contract 1.9.0: what the limit is, the shop's item limit or
   * the stock left beside what the cart holds. A field of its own, so a catalog from before still
   * reads the error it knows, with how many more fit.
   */
  limitedBy: z.optional(z.enum(['item-limit', 'stock'])),
  /**
   * With a stock limit of 0 more, since contract 1.10.0: true when the cart holds none of what ran
   * short, so the stock itself is gone (bought since the page read it), not in this cart already.
   */
  soldOut: z.optional(z.boolean()),
})

export const analyticsEventSchema = z.object({
  event: z.string().check(z.minLength(1)),
  ecommerce: z.optional(z.record(z.string(), z.unknown())),
  /**
   * GA4's event parameters, pushed beside `event` rather than in `ecommerce` (a search's
   * `search_term`), since contract 1.12.0. A shell from before pushes the event without them.
   */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
})

export const openModalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('auth'), mode: z.enum(['login', 'register', 'guest']) }),
  z.object({
    kind: z.literal('feedback'),
    messageKey: z.string(),
    tone: z.enum(['info', 'success', 'error']),
  }),
  z.object({ kind: z.literal('payment-error'), orderId: z.string(), errorCode: z.optional(z.string()) }),
  z.object({ kind: z.literal('logout-confirm') }),
])

export const loginSchema = z.object({ requestId, email: z.string(), password: z.string() })
export const loginResultSchema = z.object({ requestId, ok: z.boolean(), errorCode: z.optional(z.string()) })

/**
 * Every bus channel: `<owner>:<what-happened>` for facts only the owner publishes,
 * `<owner>:<verb>` for requests to the owner. `replay` channels hand their last value to
 * late subscribers, because they describe state (a remote mounted later still needs it).
 */
export const channels = {
  'session:changed': { owner: 'shell', replay: true, schema: sessionSchema },
  'session:refresh': {
    owner: 'shell',
    replay: false,
    schema: z.object({ reason: z.enum(['expired', 'unauthorized']) }),
  },
  'session:login': { owner: 'shell', replay: false, schema: loginSchema },
  'session:login-result': { owner: 'shell', replay: false, schema: loginResultSchema },
  'session:logout': {
    owner: 'shell',
    replay: false,
    schema: z.object({ confirm: z._default(z.boolean(), true) }),
  },
  'market:changed': { owner: 'shell', replay: true, schema: marketSchema },
  'nav:intent': {
    owner: 'shell',
    replay: false,
    schema: z.object({ screen, replace: z.optional(z.boolean()) }),
  },
  'shell:open-modal': { owner: 'shell', replay: false, schema: openModalSchema },
  /**
   * The remote showing `screen` names it (a product's name, "Your cart"); the shell puts it in
   * the document's title, and ignores a name for a screen the visitor already left.
   */
  'shell:name-page': {
    owner: 'shell',
    replay: false,
    schema: z.object({ screen, title: z.string().check(z.trim(), z.minLength(1)) }),
  },
  /**
   * The remotes the shell could not load on this page, its retries spent; a remote leaves the
   * list once a retry mounts it. Whoever waits for one of them stops waiting: an add to cart
   * with the cart down fails at once rather than after the time a loading cart is given.
   */
  'shell:remotes-unavailable': {
    owner: 'shell',
    replay: true,
    schema: z.object({ remotes: z.array(z.enum(remoteNames)) }),
  },
  /**
   * A remote tells the shell what failed in it that its team should hear of (the API failed it);
   * the shell reports it to the edge with the remote's served version, once a page.
   */
  'shell:report-failure': {
    owner: 'shell',
    replay: false,
    schema: z.object({
      app: z.enum(remoteNames),
      kind: z.enum(['api']),
      message: z.string().check(z.minLength(1)),
    }),
  },
  'cart:updated': { owner: 'cart', replay: true, schema: cartSummarySchema },
  'cart:add-item': { owner: 'cart', replay: false, schema: addItemSchema },
  /**
   * The cart took a `cart:add-item` and will answer it (since contract 1.7.0). Said at once, before
   * the add waits its turn: whoever asked then waits as long as the add takes, rather than reading
   * a slow add as a missing cart and offering an add that would land twice.
   */
  'cart:add-item-accepted': { owner: 'cart', replay: false, schema: z.object({ requestId }) },
  'cart:add-item-result': { owner: 'cart', replay: false, schema: addItemResultSchema },
  'checkout:order-placed': {
    owner: 'checkout',
    replay: false,
    schema: z.object({ orderId: z.string(), marketCode: z.string() }),
  },
  'analytics:event': { owner: 'any', replay: false, schema: analyticsEventSchema },
} as const

export type Channels = typeof channels
export type ChannelName = keyof Channels
export type PayloadOf<N extends ChannelName> = z.output<Channels[N]['schema']>
export type InputOf<N extends ChannelName> = z.input<Channels[N]['schema']>
