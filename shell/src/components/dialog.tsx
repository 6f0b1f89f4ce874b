import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import styles from './dialog.module.css'

interface Props {
  readonly title: string
  readonly children: ReactNode
  /** Escape and the close button call it: every dialog of the shop can be dismissed. */
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
