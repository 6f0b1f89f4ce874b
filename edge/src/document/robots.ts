import { locales } from '@storefront/shared/markets'
import { type PathWord, pathWords } from '@storefront/shared/routes'

// Screens with nothing for a search engine: a shopper's own (cart, checkout, account) and the
// shop's search results, an endless space of near-duplicates of the listing.
const privateSections: readonly PathWord[] = ['search', 'cart', 'checkout', 'account']

/**
 * The shop's `/robots.txt`: every market's pages may be crawled, except the sections above in
 * each language's words (from the shared route words, so a renamed word is never left open) and
 * the API but the page's token. Assets stay open: search engines run the page's scripts to see
 * the page.
 */
export function robotsTxt(): string {
  // Pages are /{country}/{currency}/{language}/{section}…. Naming the language keeps a rule from
  // matching deeper down: robots.txt's `*` also spans slashes, so `/*/*/*/cart` would close a
  // category whose slug starts with "cart".
  const rules = locales.flatMap((locale) =>
    privateSections.map((section) => `Disallow: /*/*/${locale}/${pathWords[section][locale]}`),
  )
  // The page's own token is open: a search engine that renders the page asks for it as the
  // page does, and a crawler refused it draws only the skeleton. The longer rule wins.
  return `User-agent: *\nDisallow: /api/\nAllow: /api/token$\n${rules.join('\n')}\n`
}
