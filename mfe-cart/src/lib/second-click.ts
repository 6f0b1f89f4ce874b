import type { MouseEvent } from 'react'

/**
 * Whether a click is the second of a double-click. A button that takes something away moves
 * what follows it under the pointer: a line's removal brings the next line's "Remove" there, an
 * applied code's chip, shown above the field, brings its own "×" where "Apply" was. The second
 * click would then remove what the shopper never pointed at. Keys and taps count 0 or 1, so they
 * always act.
 */
export const isSecondClick = (event: MouseEvent) => event.detail > 1
