import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react'

/**
 * The props of a `<select>` whose choice does something at once (a language navigates, a country
 * asks for confirmation). Outside macOS, Chromium and Firefox fire `change` for every arrow key on
 * a closed select: acting on it, the first arrow press would take a keyboard visitor to the next
 * option before they reach the one they want. A choice made with the keyboard is shown, and acted
 * on at Enter or when focus leaves; one made with a pointer, at once.
 */
export function useSelectChoice<T extends string>(value: T, onChoose: (choice: T) => void) {
  const [pending, setPending] = useState<T | null>(null)
  const byKeyboard = useRef(false)

  const commit = () => {
    if (pending === null) return
    setPending(null)
    if (pending !== value) onChoose(pending)
  }

  return {
    value: pending ?? value,
    onPointerDown: () => {
      byKeyboard.current = false
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Escape' && pending !== null) {
        // Escape takes the keyboard's choice back, as it closes a list without choosing.
        event.preventDefault()
        return setPending(null)
      }
      if (event.key === 'Enter') {
        // Without it the same Enter goes on to press whatever the choice focuses (the country
        // dialog's first button), answering the dialog it just opened.
        event.preventDefault()
        return commit()
      }
      // Keys that open the option list (Alt+arrow, F4, space) lead to a choice made in the list,
      // which acts at once, as a pointer's does; the list's own keys never reach the page.
      byKeyboard.current = stepsThroughOptions(event)
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const choice = event.target.value as T
      if (byKeyboard.current) return setPending(choice)
      setPending(null)
      onChoose(choice)
    },
    onBlur: commit,
  }
}

const steppingKeys = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageDown',
  'PageUp',
])

/** An arrow or a letter typed to jump to an option: it moves the closed select's choice. */
function stepsThroughOptions(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false
  return steppingKeys.has(event.key) || (event.key.length === 1 && event.key !== ' ')
}
