import { type ReactNode, useEffect, useId, useRef } from 'react'
import styles from './dialog.module.css'

interface Props {
  readonly title: string
  readonly children: ReactNode
  /** Escape and the close button call it: every dialog of the shop can be dismissed. */
  readonly onDismiss: () => void
  readonly closeLabel: string
}

/**
 * A modal dialog: labelled by its title, focus moved inside on open and given back on close,
 * Escape to dismiss. Rendered by the shell for its own dialogs and for the modals remotes ask for.
 */
export function Dialog({ title, children, onDismiss, closeLabel }: Props) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    panel.current?.querySelector<HTMLElement>('button, [href], input, select')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus?.()
    }
  }, [onDismiss])
  return (
    <div className={styles.backdrop}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
