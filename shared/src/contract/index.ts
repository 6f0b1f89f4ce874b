export { exposedModules, exposeKey, type FragmentProps, type MarketInfo, type RemoteProps } from './remote'
/**
 * The version of the contracts in `shared/` (bus channels and payloads, routes, registry and
 * bootstrap shapes). Remotes record the version they were built with in their manifest; the
 * shell and the registry refuse a remote whose major differs. Bump the major on any change a
 * remote built against the old one would misread.
 */
export const contractVersion = '1.3.0'

export function majorOf(version: string): number {
  const major = Number(/^(\d+)\./.exec(version)?.[1])
  if (!Number.isInteger(major)) throw new Error(`not a semantic version: ${version}`)
  return major
}

/** True when a remote built against `theirs` can run beside `ours`. */
export function isContractCompatible(theirs: string, ours: string = contractVersion): boolean {
  try {
    return majorOf(theirs) === majorOf(ours)
  } catch {
    return false
  }
}
