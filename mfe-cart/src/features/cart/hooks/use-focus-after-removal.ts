import { type FocusEvent, useLayoutEffect, useRef } from 'react'
import { focusIsLost } from '../../../lib/focus-lost'

/** The id of a line's product name, a heading that takes focus from script (tabIndex -1). */
export const lineNameId = (lineId: string) => `cart-line-${lineId}-name`

/** The empty cart's h1, where focus goes when the last line is removed. */
export const emptyCartTitleId = 'cart-empty-title'

/** The line of the cart an element sits in (`data-line-id` on each line's root). */
const lineOf = (element: EventTarget) =>
  element instanceof Element
    ? (element.closest('[data-line-id]')?.getAttribute('data-line-id') ?? null)
    : null

/**
 * When the line holding focus leaves the cart (its remove button was used), focus moves to the
 * name of the line now in its place, else the line before, else the empty cart's heading. A line
 * that joined another (`joined`, the same render as the lines) hands focus to that line's name.
 * Returns the list's focus handler, which remembers the line focus was last in.
 */
export function useFocusAfterRemoval(
  lines: readonly { readonly id: string }[],
  joined: { readonly from: string; readonly into: string } | null = null,
) {
  const previous = useRef(lines)
  const focusedLine = useRef<string | null>(null)
  // Only a change of lines moves focus; `joined` comes in the same render as its lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: joined is read, not watched
  useLayoutEffect(() => {
    const before = previous.current.map((line) => line.id)
    const now = new Set(lines.map((line) => line.id))
    previous.current = lines
    const gone = focusedLine.current
    if (!gone || now.has(gone) || !focusIsLost()) return
    focusedLine.current = null
    const index = before.indexOf(gone)
    const next =
      (joined?.from === gone && now.has(joined.into) ? joined.into : undefined) ??
      before.slice(index + 1).find((id) => now.has(id)) ??
      before
        .slice(0, Math.max(index, 0))
        .reverse()
        .find((id) => now.has(id))
    document.getElementById(next ? lineNameId(next) : emptyCartTitleId)?.focus()
  }, [lines])
  return (event: FocusEvent<HTMLElement>) => {
    focusedLine.current = lineOf(event.target)
  }
}
