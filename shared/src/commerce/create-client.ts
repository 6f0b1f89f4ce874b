import {
  type Addresses,
  addresses,
  type Bundles,
  bundles,
  CommerceLayer,
  type Customers,
  customers,
  type LineItemOptions,
  type LineItems,
  line_item_options,
  line_items,
  type Markets,
  markets,
  type Orders,
  orders,
  type ShippingMethods,
  type SkuLists,
  type SkuOptions,
  type Skus,
  shipping_methods,
  sku_lists,
  sku_options,
  skus,
} from '@commercelayer/sdk'
import { requestTimeoutMs } from '@storefront/shared/constants'
import { type ApiFailure, createApiFetch } from './api-fetch'
import { readTokenClaims } from './token-claims'

/**
 * The Commerce Layer resources the shop calls, each bound to one access token. The SDK's
 * bundle client carries all of its ~150 resources (17 KB gzip on every page); importing the
 * resources one by one lets the build keep only these.
 */
export interface CommerceClient {
  /** The token the client was made with (requests after a refresh carry the fresh one). */
  readonly currentAccessToken: string
  readonly addresses: Addresses
  readonly bundles: Bundles
  readonly customers: Customers
  readonly line_item_options: LineItemOptions
  readonly line_items: LineItems
  readonly markets: Markets
  readonly orders: Orders
  readonly shipping_methods: ShippingMethods
  readonly sku_lists: SkuLists
  readonly sku_options: SkuOptions
  readonly skus: Skus
}

export interface CommerceClientOptions {
  readonly accessToken: string
  /** The API base the edge handed the browser (bootstrap `apiBase`). */
  readonly apiBase: string
  /** Called when the API refused an expired token; resolves with a fresh access token. */
  readonly refreshToken?: (expiredToken: string) => Promise<string>
  /** Whether a token has expired, for a browser whose clock differs from the API's. */
  readonly isExpired?: (token: string) => boolean
  /** A 401 that a refresh cannot cure: clear cart and session, re-initialise. */
  readonly onUnauthorized?: (response: Response) => void
  /** The API failed, or refused a request the page built: its team should hear of it. */
  readonly onFailure?: (failure: ApiFailure) => void
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
}

type Adapter = Parameters<Skus['withAdapter']>[0]

/**
 * A client for one access token, isolated from every other: each resource is bound to the
 * adapter the SDK built for this token, as the SDK's own bundle client binds its resources
 * (`withAdapter(instanceAdapter)`; the field is protected in the SDK's types, 7.12.1). The
 * organization slug comes from the token; the URL the SDK derives from it is rewritten to
 * `apiBase`.
 *
 * @example createCommerceClient({ accessToken, apiBase: 'http://localhost:8788/api' }).skus.list()
 */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const slug = readTokenClaims(options.accessToken)?.organization?.slug ?? 'commerce-local'
  const sdk = CommerceLayer({
    organization: slug,
    accessToken: options.accessToken,
    timeout: options.timeoutMs ?? requestTimeoutMs,
    // Not the SDK's `refreshToken`: the fetch cures expired tokens itself (see createApiFetch).
    fetch: createApiFetch(options),
  })
  const adapter = (sdk as unknown as { readonly instanceAdapter: Adapter }).instanceAdapter
  return {
    get currentAccessToken() {
      return sdk.currentAccessToken
    },
    addresses: addresses.withAdapter(adapter),
    bundles: bundles.withAdapter(adapter),
    customers: customers.withAdapter(adapter),
    line_item_options: line_item_options.withAdapter(adapter),
    line_items: line_items.withAdapter(adapter),
    markets: markets.withAdapter(adapter),
    orders: orders.withAdapter(adapter),
    shipping_methods: shipping_methods.withAdapter(adapter),
    sku_lists: sku_lists.withAdapter(adapter),
    sku_options: sku_options.withAdapter(adapter),
    skus: skus.withAdapter(adapter),
  }
}
