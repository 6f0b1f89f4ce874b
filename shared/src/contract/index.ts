export { exposedModules, exposeKey, type FragmentProps, type MarketInfo, type RemoteProps } from './remote'
/**
 * The version of the contracts in `shared/` (bus channels and payloads, routes, registry and
 * bootstrap shapes). Remotes record the version they were built with in their manifest; the
 * shell and the registry refuse a remote whose major differs. Bump the major on any change a
 * remote built against the old one would misread.
 */
export const contractVersion = '1.13.0'

// Contracts differ by major and minor; a patch never changes what a remote may rely on.
function majorMinorOf(version: string): readonly [major: number, minor: number] {
  const match = /^(\d+)\.(\d+)\./.exec(version)
  if (!match) throw new Error(`not a semantic version: ${version}`)
  return [Number(match[1]), Number(match[2])]
}

export function majorOf(version: string): number {
  return majorMinorOf(version)[0]
}

/** True when `version` is `since` or a later minor or major; false when it is no version. */
export function isAtLeast(version: string, since: string): boolean {
  const [sinceMajor, sinceMinor] = majorMinorOf(since)
  try {
    const [major, minor] = majorMinorOf(version)
    return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor)
  } catch {
    return false
  }
}

/** True when a remote built against `theirs` can run beside `ours`. */
export function isContractCompatible(theirs: string, ours: string = contractVersion): boolean {
  try {
    return majorOf(theirs) === majorOf(ours)
  } catch {
    return false
  }
}
