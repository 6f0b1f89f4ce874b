import { type MouseEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import styles from './dialog.module.css'

interface Props {
  readonly title: string
  readonly children: ReactNode
  /** Escape, the close button and a tap beside the dialog call it: every dialog can be dismissed. */
  readonly onDismiss: () => void
  readonly closeLabel: string
  /**
   * Where focus starts. A confirmation names its least destructive action; without one, focus
   * starts on the title, so the visitor (and a screen reader) reads the dialog from the top.
   */
  readonly initialFocus?: RefObject<HTMLElement | null>
  /** The id of the text that says what the dialog asks or tells: read out with its title. */
  readonly describedBy?: string
  /**
   * Where focus goes back to, when not where it was: a dialog opened as focus left a control
   * (a choice acted on at blur) found nothing focused to hand back to.
   */
  readonly returnFocus?: RefObject<HTMLElement | null>
}

/** Whether a pointer event is on the <dialog>'s backdrop: on the element itself, outside its box. */
function isBeside(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}

/**
 * A modal dialog on the platform's `<dialog>`: `showModal()` puts it in the top layer, keeps Tab
 * inside it and makes the page behind inert (out of reach of keyboard, pointer and screen readers),
 * and turns Escape into a `cancel` event. Rendered by the shell for its own dialogs and for the
 * modals remotes ask for.
 */
export function Dialog({
  title,
  children,
  onDismiss,
  closeLabel,
  initialFocus,
  describedBy,
  returnFocus,
}: Props) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const pressedBeside = useRef(false)
  // A layout effect: shown before paint, and closed before React removes it (a <dialog> removed
  // while open drops focus on the body instead of handing it back).
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement
    element.showModal()
    ;(initialFocus?.current ?? heading.current)?.focus()
    return () => {
      element.close()
      // close() hands focus back to the opener in current browsers; this covers those that do not.
      const back = returnFocus?.current ?? opener
      if (back instanceof HTMLElement) back.focus()
    }
  }, [initialFocus, returnFocus])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a tap on the backdrop; the keyboard's way out is Escape, the cancel event below.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // React's state says whether it is open: the app closes it, not the browser behind its back.
        event.preventDefault()
        onDismiss()
      }}
      // A tap on the backdrop lands on the <dialog> itself, outside its box: a tablet has no
      // Escape key, and a dialog taller than a landscape phone had scrolled its × away. Only a
      // press that began there too: text selected inside and let go beside it is no tap.
      onPointerDown={(event) => {
        pressedBeside.current = isBeside(event)
      }}
      onClick={(event) => {
        if (pressedBeside.current && isBeside(event)) onDismiss()
        pressedBeside.current = false
      }}
    >
      <div className={styles.head}>
        <h2 ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  )
}
