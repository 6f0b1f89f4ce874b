/** How long a tab waits for another tab's hold before giving up (it answers with an error). */
const waitLimitMs = 15_000

/**
 * Runs `task` while holding a lock that every tab of the shop's origin shares (Web Locks).
 * Where the API is missing (browsers before 2022, unit tests) the task runs unguarded: the
 * lock narrows a race, it is not what makes the task correct.
 */
export async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (!locks) return task()
  // Safari 15.4–15.6 has Web Locks but not AbortSignal.timeout: there it waits without a limit.
  const options =
    typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(waitLimitMs) } : {}
  return await locks.request(name, options, task)
}
