import { shopName } from '@storefront/shared/constants'

type Translate = (
  key: 'common:documentTitle',
  values: { page: string; shop: string; asTyped: string },
) => string

/**
 * A document's title: the page's name, then the shop's (`common:documentTitle`); the shop's name
 * alone while the page has none. The edge, the shell and the journeys all title pages this way.
 * The page's name comes spelled as its market spells it, by the remote that named it, and keeps
 * what the shopper typed into it (a search's words): it is not respelled here.
 */
export function documentTitle(t: Translate, page: string | null | undefined): string {
  return page ? t('common:documentTitle', { page, shop: shopName, asTyped: page }) : shopName
}
