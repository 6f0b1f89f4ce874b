import styles from './navigation-progress.module.css'

/**
 * Says a tap was taken while the screen it asked for is still rendering (a slow phone takes a few
 * hundred milliseconds over a listing). Hidden from assistive technology: the move of focus to the
 * new screen is what tells a screen reader the page changed, and a bar that comes and goes in a
 * blink has nothing to add.
 */
export function NavigationProgress() {
  return <div className={styles.bar} data-testid="navigation-progress" aria-hidden="true" />
}
