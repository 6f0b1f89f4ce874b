import { shortened } from '@storefront/shared/i18n'

// Longer than any product name a shopper types, short enough to keep a heading to a line or two.
const longest = 60

/**
 * A query as the page's headings quote it: whole up to 60 characters, then cut with an ellipsis.
 * The header's search box holds all of it; 500 pasted characters filled the screen's title and
 * its "no results" message.
 *
 * @example shortQuery('olio') // 'olio'
 */
export const shortQuery = (text: string): string => shortened(text, longest)
