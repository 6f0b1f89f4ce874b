import type { Bootstrap, MountableRef } from '@storefront/shared/registry'
import { pickCompatible, remoteNames } from '@storefront/shared/registry'
import type { RemoteName } from '@storefront/shared/routes'

export interface ChosenRemote {
  readonly name: RemoteName
  readonly ref: MountableRef
}

/**
 * The remote versions this shell may mount. Version-skew guard: a remote built against another
 * contract major is skipped for its newest compatible previous version, or left out (its
 * routes then show the not-found page and its fragments their fallback).
 */
export function chooseRemotes(bootstrap: Bootstrap, shellContract: string): ChosenRemote[] {
  return remoteNames.flatMap((name) => {
    const choice = bootstrap.remotes[name]
    const ref = pickCompatible(choice, shellContract)
    if (choice && ref?.version !== choice.current.version) {
      console.warn(`${name} ${choice.current.version} speaks contract ${choice.current.contract}`, {
        mounting: ref?.version ?? 'nothing',
      })
    }
    return ref ? [{ name, ref }] : []
  })
}
