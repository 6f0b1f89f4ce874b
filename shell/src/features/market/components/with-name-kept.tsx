import type { ReactNode } from 'react'
import styles from './with-name-kept.module.css'

// Characters from Unicode's private use area: no translation or country name holds one.
const stands = ['\uE000', '\uE001'] as const
const anyStand = /([\uE000\uE001])/

function kept(
  render: (...stands: string[]) => string,
  names: readonly string[],
  className: string,
): ReactNode {
  const parts = render(...stands).split(anyStand)
  if (parts.length === 1) return parts[0]
  // One element around it all: a flex button would lay each piece out as a column of its own.
  return (
    <span>
      {parts.map((part, index) => {
        const name = names[stands.indexOf(part as (typeof stands)[number])]
        return name === undefined ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
          <span key={index} className={className}>
            {name}
          </span>
        )
      })}
    </span>
  )
}

/**
 * A translated label whose name wraps as one piece where the line allows: "Pays-Bas" split at
 * its hyphen across two lines of a narrow button reads as two words. `render` gets a stand-in
 * for its interpolation, so each translation still puts the name where it wants it.
 */
export function withNameKept(render: (stand: string) => string, name: string): ReactNode {
  return kept(render, [name], styles.name as string)
}

/**
 * A sentence with two names ("Italia → Regno Unito.") that never breaks inside either. Unlike a
 * label's, a name here may be followed by a full stop, which must stay on its line.
 */
export function withNamesInText(
  render: (first: string, second: string) => string,
  names: readonly [string, string],
): ReactNode {
  return kept((first = '', second = '') => render(first, second), names, styles.nameInText as string)
}
