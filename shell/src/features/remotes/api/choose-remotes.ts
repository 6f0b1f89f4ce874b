import type { Bootstrap, MountableRef } from '@storefront/shared/registry'
import { pickCompatible, remoteNames } from '@storefront/shared/registry'
import type { RemoteName } from '@storefront/shared/routes'

export interface ChosenRemote {
  readonly name: RemoteName
  readonly ref: MountableRef
}

/** A remote whose current version this shell may not mount, and what it mounts instead. */
export interface SkippedRemote {
  readonly name: RemoteName
  readonly version: string
  readonly contract: string
  readonly mounting: string | null
}

/**
 * The remote versions this shell may mount. Version-skew guard: a remote built against another
 * contract major is skipped for its newest compatible previous version, or left out (its
 * routes then show the not-found page and its fragments their fallback); `onSkipped` hears of it.
 */
export function chooseRemotes(
  bootstrap: Bootstrap,
  shellContract: string,
  onSkipped: (skipped: SkippedRemote) => void = () => undefined,
): ChosenRemote[] {
  return remoteNames.flatMap((name) => {
    const choice = bootstrap.remotes[name]
    const ref = pickCompatible(choice, shellContract)
    if (choice && ref?.version !== choice.current.version) {
      const { version, contract } = choice.current
      onSkipped({ name, version, contract, mounting: ref?.version ?? null })
    }
    return ref ? [{ name, ref }] : []
  })
}
