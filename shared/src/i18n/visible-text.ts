// Made on first use: most pages never count or cut a text.
let segmenter: Intl.Segmenter | undefined

/** The characters a reader sees: 👍🏽, or an "é" typed as e + accent, is one, though each is two code points. */
function visibleCharacters(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return Array.from(segmenter.segment(text), ({ segment }) => segment)
}

/**
 * How many characters a reader sees.
 *
 * @example visibleLength('Olé 👍🏽') // 5
 */
export function visibleLength(text: string): number {
  return visibleCharacters(text).length
}

/**
 * The text whole up to `longest` characters as seen, else cut with an ellipsis, never inside an
 * emoji or an accent.
 *
 * @example shortened('x'.repeat(500), 60) // 59 × 'x' + '…'
 */
export function shortened(text: string, longest: number): string {
  const characters = visibleCharacters(text)
  return characters.length <= longest
    ? text
    : `${characters
        .slice(0, longest - 1)
        .join('')
        .trimEnd()}…`
}
