// Longer than any product name a shopper types, short enough to keep a heading to a line or two.
const longest = 60

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * A query as the page's headings quote it: whole up to 60 characters, then cut with an ellipsis.
 * The header's search box holds all of it; 500 pasted characters filled the screen's title and
 * its "no results" message. Cut between characters as seen, never inside an emoji or an accent.
 *
 * @example shortQuery('olio') // 'olio'
 */
export function shortQuery(text: string): string {
  const characters = [...graphemes.segment(text)].map(({ segment }) => segment)
  return characters.length <= longest
    ? text
    : `${characters
        .slice(0, longest - 1)
        .join('')
        .trimEnd()}…`
}
