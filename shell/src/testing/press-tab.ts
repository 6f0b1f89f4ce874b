import { fireEvent } from '@testing-library/react'

const tabbable = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]'

/**
 * Tab (or Shift+Tab) as a browser moves focus: to the next element in tab order that is neither
 * disabled nor inert, round to the start after the last (a browser passes through its own toolbar
 * on the way). user-event's `tab()` ignores `inert`, so it cannot show whether a modal dialog
 * keeps focus inside. A keydown handler that cancels the key keeps focus where it is, as in a
 * browser.
 */
export function pressTab({ shift = false } = {}): void {
  const from = document.activeElement ?? document.body
  if (!fireEvent.keyDown(from, { key: 'Tab', shiftKey: shift })) return
  const order = [...document.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert]'),
  )
  const after = order.filter(
    (element) => from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  const before = order.filter(
    (element) => from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
  )
  const next = shift ? (before.at(-1) ?? order.at(-1)) : (after[0] ?? order[0])
  next?.focus()
}
