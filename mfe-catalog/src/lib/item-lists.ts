import type { ItemList } from '@storefront/shared/analytics'

/**
 * The catalog's lists as GA4 reports them: a technical key, and a name a merchant reads in the
 * item list report. Both in English whatever the shopper's language, so a list is one row.
 */
export const itemLists = {
  // The home page's products are the listing's first page, but a shopper picking from the shop's
  // front is not one browsing every product: two lists.
  home: { id: 'home', name: 'Home' },
  listing: { id: 'listing', name: 'All products' },
  search: { id: 'search', name: 'Search results' },
  giftBoxes: { id: 'gift-boxes', name: 'Gift boxes' },
  /** A category's products, by its slug, which is the same in every language. */
  category: (slug: string): ItemList => ({ id: `category:${slug}`, name: `Category: ${slug}` }),
  /** What a gift box holds, on its page, by the box's code: which box sells its items alone. */
  boxContents: (code: string): ItemList => ({ id: `bundle:${code}`, name: `Gift box contents: ${code}` }),
} as const satisfies Record<string, ItemList | ((key: string) => ItemList)>
