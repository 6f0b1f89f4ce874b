import styles from './skeleton.module.css'

/** A shimmering block where content will appear; size it with the caller's class. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`${styles.skeleton} ${className}`} aria-hidden="true" />
}
