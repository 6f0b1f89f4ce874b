import type { ReactNode } from 'react'
import styles from './with-name-kept.module.css'

// A character from Unicode's private use area: no translation or country name holds one.
const stand = '\uE000'

/**
 * A translated label whose name wraps as one piece where the line allows: "Pays-Bas" split at
 * its hyphen across two lines of a narrow button reads as two words. `render` gets a stand-in
 * for its interpolation, so each translation still puts the name where it wants it.
 */
export function withNameKept(render: (stand: string) => string, name: string): ReactNode {
  const [before, ...after] = render(stand).split(stand)
  if (after.length === 0) return before
  // One element around it all: a flex button would lay each piece out as a column of its own.
  return (
    <span>
      {before}
      <span className={styles.name}>{name}</span>
      {after.join(name)}
    </span>
  )
}
