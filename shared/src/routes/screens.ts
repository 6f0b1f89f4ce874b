import type { Locale } from '../markets/locales'
import { type PathWord, pathWords } from './words'

/**
 * Every screen of the shop with its parameters. The shell owns URLs: remotes ask for a
 * screen (a navigation intent) and never write a path by hand.
 */
export type Screen =
  | { readonly name: 'home' }
  | { readonly name: 'listing'; readonly page?: number }
  | { readonly name: 'categories' }
  | { readonly name: 'category'; readonly slug: string; readonly page?: number }
  | { readonly name: 'product'; readonly code: string }
  | { readonly name: 'bundle'; readonly code: string }
  | { readonly name: 'search'; readonly query?: string; readonly page?: number }
  | { readonly name: 'cart' }
  | { readonly name: 'checkout' }
  | { readonly name: 'checkout-shipping' }
  | { readonly name: 'checkout-confirmation'; readonly orderId: string }
  | { readonly name: 'checkout-payment-error'; readonly orderId: string }
  | { readonly name: 'account' }
  | { readonly name: 'login' }
  | { readonly name: 'register' }
  | { readonly name: 'forgot-password' }
  | { readonly name: 'change-password'; readonly token?: string }
  | { readonly name: 'profile' }
  | { readonly name: 'addresses' }
  | { readonly name: 'orders' }
  | { readonly name: 'order'; readonly orderId: string }

export type ScreenName = Screen['name']

/** The screens a list runs through in pages (`?page=2`); on the others `page` means nothing. */
export const pagedScreens: ReadonlySet<ScreenName> = new Set(['listing', 'category', 'search'])

/** Which remote renders a screen; the shell uses it to pick what to mount and preload. */
export type RemoteName = 'catalog' | 'cart' | 'checkout' | 'account'

export const remoteOfScreen: Readonly<Record<ScreenName, RemoteName>> = {
  home: 'catalog',
  listing: 'catalog',
  categories: 'catalog',
  category: 'catalog',
  product: 'catalog',
  bundle: 'catalog',
  search: 'catalog',
  cart: 'cart',
  checkout: 'checkout',
  'checkout-shipping': 'checkout',
  'checkout-confirmation': 'checkout',
  'checkout-payment-error': 'checkout',
  account: 'account',
  login: 'account',
  register: 'account',
  'forgot-password': 'account',
  'change-password': 'account',
  profile: 'account',
  addresses: 'account',
  orders: 'account',
  order: 'account',
}

/**
 * The shape a screen's loading skeleton takes, roughly the screen it stands in for: a product or
 * a gift box waits as a picture beside its text, a shelf (home, the listing, a category) as its
 * row of category chips above a grid of cards, search results and the categories as the grid
 * alone, the cart, checkout and account as a column of lines. A grid before a product page looked
 * like the wrong page loading. The shell draws it while a remote loads, the document before the
 * shell runs; an older shell draws a layout it does not know as its heading alone.
 */
export type SkeletonLayout = 'shelf' | 'grid' | 'detail' | 'form'

const detailScreens: ReadonlySet<ScreenName> = new Set(['product', 'bundle'])
const shelfScreens: ReadonlySet<ScreenName> = new Set(['home', 'listing', 'category'])
const gridScreens: ReadonlySet<ScreenName> = new Set(['categories', 'search'])

export function skeletonLayoutOf(screenName: ScreenName): SkeletonLayout {
  if (detailScreens.has(screenName)) return 'detail'
  if (shelfScreens.has(screenName)) return 'shelf'
  return gridScreens.has(screenName) ? 'grid' : 'form'
}

/** Each screen's path after the market prefix, as a list of words and parameter slots. */
type Segment = PathWord | { readonly param: string }

export const screenPaths: Readonly<Record<ScreenName, readonly Segment[]>> = {
  home: [],
  listing: ['listing'],
  categories: ['category'],
  category: ['category', { param: 'slug' }],
  product: ['product', { param: 'code' }],
  bundle: ['bundle', { param: 'code' }],
  search: ['search'],
  cart: ['cart'],
  checkout: ['checkout'],
  'checkout-shipping': ['checkout', 'shipping'],
  'checkout-confirmation': ['checkout', 'confirmation', { param: 'orderId' }],
  'checkout-payment-error': ['checkout', 'paymentError', { param: 'orderId' }],
  account: ['account'],
  login: ['account', 'login'],
  register: ['account', 'register'],
  'forgot-password': ['account', 'forgotPassword'],
  'change-password': ['account', 'changePassword'],
  profile: ['account', 'profile'],
  addresses: ['account', 'addresses'],
  orders: ['account', 'orders'],
  order: ['account', 'orders', { param: 'orderId' }],
}

export function wordOf(segment: PathWord, locale: Locale): string {
  return pathWords[segment][locale]
}
